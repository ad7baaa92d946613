import { existsSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { contentRoot, setContentRoot } from '@/content/shared/collection';
import { SERVING_MANIFEST } from '../../http/headers';
import type { LiveExport } from '../../live-export';

/**
 * The releases of a self-hosted server (docs/deployment.md, "Releases and rollback"): each Publish builds into a
 * new directory `<dir>/<timestamp>/`, never into the live export; two symbolic links record which one is live
 * (`current`) and which one a rollback returns to (`previous`), so a restart serves what was published. Each link is
 * replaced by renaming a fresh one over it: a reader sees the old target or the new one, never none.
 */
export interface Releases {
  readonly dir: string;
  /** A new, empty, private directory for the next build. */
  create(): string;
  /** Records the live export and the one before it. */
  record(current: string, previous: string | undefined): void;
  recorded(): { current?: string; previous?: string };
  /** Deletes every release directory but those named (an export outside `dir`, such as out/, is never touched). */
  prune(keep: readonly string[]): void;
}

const LINKS = ['current', 'previous'] as const;

export function releasesIn(dir: string, now: () => Date = () => new Date()): Releases {
  const root = path.resolve(dir);
  const link = (name: (typeof LINKS)[number]) => path.join(root, name);
  const target = (name: (typeof LINKS)[number]) => {
    try {
      const to = path.resolve(root, readlinkSync(link(name)));
      return existsSync(path.join(to, SERVING_MANIFEST)) ? to : undefined;
    } catch {
      return undefined;
    }
  };
  const point = (name: (typeof LINKS)[number], to: string | undefined) => {
    if (to === undefined) return rmSync(link(name), { force: true });
    const fresh = `${link(name)}.${process.pid}.${Date.now()}`;
    symlinkSync(to, fresh);
    renameSync(fresh, link(name));
  };
  return {
    dir: root,
    create() {
      mkdirSync(root, { recursive: true, mode: 0o700 });
      const stamp = now().toISOString().replace(/[:.]/g, '-');
      let candidate = path.join(root, stamp);
      for (let n = 2; existsSync(candidate); n += 1) candidate = path.join(root, `${stamp}-${n}`);
      mkdirSync(candidate, { mode: 0o700 });
      return candidate;
    },
    record(current, previous) {
      mkdirSync(root, { recursive: true, mode: 0o700 });
      point('previous', previous);
      point('current', current);
    },
    recorded() {
      return { current: target('current'), previous: target('previous') };
    },
    prune(keep) {
      if (!existsSync(root)) return;
      const kept = new Set(keep.map((dir) => path.resolve(dir)));
      for (const name of readdirSync(root)) {
        const entry = path.join(root, name);
        if ((LINKS as readonly string[]).includes(name) || kept.has(entry)) continue;
        if (statSync(entry, { throwIfNoEntry: false })?.isDirectory()) rmSync(entry, { recursive: true, force: true });
      }
    },
  };
}

/**
 * The export a server starts on: the published release when one is recorded and newer than `siteRoot` (a developer's
 * `npm run build` after a Publish wins), else `siteRoot`.
 */
export function exportAtStart(siteRoot: string, releases: Pick<Releases, 'recorded'>): string {
  const published = releases.recorded().current;
  if (!published) return siteRoot;
  const built = (root: string) => statSync(path.join(root, SERVING_MANIFEST), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return built(published) >= built(siteRoot) ? published : siteRoot;
}

/**
 * The folder of a release holding the collections' files it was built from (the builder copies them there). Its
 * leading dot keeps it out of what the site serves (static-site.ts ignores dot files).
 */
export const RELEASE_CONTENT = '.content';

/** The collections a release was built from; undefined for an export without them (out/, built by a developer). */
export function releaseContent(exportRoot: string): string | undefined {
  const dir = path.join(exportRoot, RELEASE_CONTENT);
  return statSync(dir, { throwIfNoEntry: false })?.isDirectory() ? dir : undefined;
}

/**
 * Points the server's own reads of the collections (the openings an application names, the hosts, every
 * memoOnContent value) at the content of the export live now, and again at each swap: Make it live reads the
 * release's copy, Roll back to out/ the copy shipped with the server (`bundled`). No restart.
 */
export function followReleaseContent(live: Pick<LiveExport, 'current' | 'onSwap'>, bundled: string = contentRoot()): void {
  const follow = (exportRoot: string) => setContentRoot(releaseContent(exportRoot) ?? bundled);
  follow(live.current().root);
  live.onSwap((next) => follow(next.root));
}
