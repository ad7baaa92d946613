import { rmSync } from 'node:fs';
import type { Logger } from '../../http/log';
import type { LiveExport, ServedExport } from '../../live-export';
import type { SiteManifest } from '../../site-manifest';
import type { SiteBuilder } from './builder';
import type { Releases } from './releases';

/**
 * The editor's Publish on a self-hosted server (local storage): idle → checking (`npm run content:check`) → building
 * (the site into a new release directory, never the live export) → ready (the preview) → live (swapped in at once),
 * or refused (the checks' `file: field: reason`) or failed (the build's last error line). One build at a time; the
 * export live before the last swap is kept for one rollback; older releases are deleted.
 */
export type PublishState = 'idle' | 'checking' | 'building' | 'ready' | 'live' | 'refused' | 'failed';

export interface PublishStatus {
  state: PublishState;
  /** What the editor reads in the status bar. */
  message: string;
  /** Refused: one line per problem, `file: field: reason` (GitHub mode: the failed check and its link). */
  problems?: string[];
  /** GitHub mode: the pull request. */
  link?: string;
  canMakeLive: boolean;
  canRollBack: boolean;
}

export type PublishAnswer = { ok: true; status: PublishStatus } | { ok: false; error: 'already_running' | 'nothing_ready' | 'nothing_to_roll_back'; status: PublishStatus };

const MESSAGES: Record<Exclude<PublishState, 'refused' | 'failed'>, string> = {
  idle: 'Nothing published from here yet.',
  checking: 'Checks running: every content file is being validated.',
  building: 'Building the site: about a minute. The live site is unchanged.',
  ready: 'Ready: open the preview, then make it live.',
  live: 'Live: visitors see the new version.',
};

export interface Publisher {
  status(): PublishStatus;
  /** Starts the checks and the build in the background. */
  publish(): PublishAnswer;
  makeLive(): PublishAnswer;
  rollBack(): PublishAnswer;
  /** The built release waiting for "Make it live", served to the editor only. */
  preview(): ServedExport | undefined;
}

export class SelfHostedPublisher implements Publisher {
  #state: PublishState = 'idle';
  #problems: string[] = [];
  #failure = '';
  #rolledBack = false;
  #ready: ServedExport | undefined;
  #previous: string | undefined;
  #running: Promise<void> | undefined;
  readonly #live: LiveExport;
  readonly #releases: Releases;
  readonly #builder: SiteBuilder;
  readonly #log: Logger | undefined;
  readonly #readManifest: (root: string) => SiteManifest;

  /** `readManifest`: the serving manifest's reader (server/site-manifest.ts, from the composition root). */
  constructor({ live, releases, builder, readManifest, log }: { live: LiveExport; releases: Releases; builder: SiteBuilder; readManifest: (root: string) => SiteManifest; log?: Logger }) {
    this.#live = live;
    this.#readManifest = readManifest;
    this.#releases = releases;
    this.#builder = builder;
    this.#log = log;
    const { previous } = releases.recorded();
    if (previous !== undefined && previous !== live.current().root) this.#previous = previous;
    // A page loaded from the export before the last swap, or the preview's own page, still finds its hashed files.
    live.setAssetRoots(() => [this.#previous, this.#ready?.root].filter((root): root is string => root !== undefined));
  }

  status(): PublishStatus {
    const message =
      this.#state === 'refused'
        ? `Refused: ${this.#problems.length} problem${this.#problems.length === 1 ? '' : 's'} to fix first (file: field: reason).`
        : this.#state === 'failed'
          ? `Failed: ${this.#failure} The live site is unchanged.`
          : this.#state === 'live' && this.#rolledBack
            ? 'Rolled back: visitors see the version before the last publish.'
            : MESSAGES[this.#state];
    return {
      state: this.#state,
      message,
      ...(this.#state === 'refused' ? { problems: [...this.#problems] } : {}),
      canMakeLive: this.#state === 'ready',
      canRollBack: this.#previous !== undefined,
    };
  }

  preview(): ServedExport | undefined {
    return this.#state === 'ready' ? this.#ready : undefined;
  }

  /** The background run of the last publish (tests wait for it). */
  settled(): Promise<void> {
    return this.#running ?? Promise.resolve();
  }

  publish(): PublishAnswer {
    if (this.#running) return { ok: false, error: 'already_running', status: this.status() };
    this.#discardReady();
    this.#state = 'checking';
    this.#running = this.#run().finally(() => {
      this.#running = undefined;
    });
    return { ok: true, status: this.status() };
  }

  async #run(): Promise<void> {
    let release: string | undefined;
    try {
      const problems = await this.#builder.check();
      if (problems.length > 0) {
        this.#problems = problems;
        this.#state = 'refused';
        this.#log?.info({ event: 'publish_refused', problems: problems.length });
        return;
      }
      this.#state = 'building';
      release = this.#releases.create();
      await this.#builder.build(release);
      this.#ready = { root: release, manifest: this.#readManifest(release) };
      this.#state = 'ready';
      this.#log?.info({ event: 'publish_ready', release });
    } catch (error) {
      if (release) rmSync(release, { recursive: true, force: true });
      this.#failure = shortReason(error);
      this.#state = 'failed';
      this.#log?.error({ event: 'publish_failed', reason: this.#failure });
    }
  }

  makeLive(): PublishAnswer {
    const ready = this.preview();
    if (!ready) return { ok: false, error: 'nothing_ready', status: this.status() };
    const before = this.#live.current().root;
    this.#releases.record(ready.root, before);
    this.#live.swap(ready);
    this.#previous = before;
    this.#ready = undefined;
    this.#state = 'live';
    this.#rolledBack = false;
    this.#releases.prune([ready.root, before]);
    this.#log?.info({ event: 'publish_live', release: ready.root });
    return { ok: true, status: this.status() };
  }

  rollBack(): PublishAnswer {
    const previous = this.#previous;
    if (previous === undefined) return { ok: false, error: 'nothing_to_roll_back', status: this.status() };
    let manifest;
    try {
      manifest = this.#readManifest(previous);
    } catch {
      this.#previous = undefined;
      return { ok: false, error: 'nothing_to_roll_back', status: this.status() };
    }
    this.#releases.record(previous, undefined);
    this.#live.swap({ root: previous, manifest });
    this.#previous = undefined;
    this.#state = 'live';
    this.#rolledBack = true;
    this.#log?.info({ event: 'publish_rolled_back', release: previous });
    return { ok: true, status: this.status() };
  }

  #discardReady(): void {
    if (this.#ready) rmSync(this.#ready.root, { recursive: true, force: true });
    this.#ready = undefined;
  }
}

/** One sentence for the status bar: never a stack or a path outside the project. */
export function shortReason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const line = text.split('\n').map((part) => part.trim()).find(Boolean) ?? 'The build stopped.';
  const short = line.length > 200 ? `${line.slice(0, 197)}…` : line;
  return /[.!?…]$/.test(short) ? short : `${short}.`;
}
