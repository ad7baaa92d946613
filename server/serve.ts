import path from 'node:path';
import { createApp, readManifestOrNone } from './app';
import { describeDatabase, openDatabase } from './db';
import { startServer } from './http-server';
import { setupLeads } from './runtime';
import { jsonLogger as log } from './http/log';
import { proxyTrustFromEnv } from './http/proxy-trust';
import { editorModeFromEnv } from './editor/storage';
import { projectBuilder } from './editor/publish/builder';
import { githubPublisher } from './editor/publish/github';
import { SelfHostedPublisher } from './editor/publish/publisher';
import { followReleaseContent, type Releases } from './editor/publish/releases';
import { LiveExport } from './live-export';
import { readSiteManifest, type SiteManifest } from './site-manifest';

/** A setting read at start, or the process exits with its message (a wrong setting never half-starts a server). */
export function orExit<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

export interface ServeOptions {
  /** The static export the app serves beside the API. */
  root: string;
  /** Its serving manifest (default: read from root, or none: no page is served). */
  manifest?: SiteManifest;
  /** The page paths /api/vitals accepts (default: the manifest's pages). */
  pagePaths?: Iterable<string>;
  env?: Record<string, string | undefined>;
  /** Where the editor's Publish builds (local storage only; without it the editor has no Publish). */
  releases?: Releases;
}

/**
 * Opens the database, starts lead capture and listens (PORT, HOST), stopping gracefully on SIGINT and SIGTERM.
 * The process's entry points call it: server/main.ts (production: the export and the API) and server/dev.ts
 * (`npm run dev`: the API behind next dev). Exits the process when a setting or the database is wrong.
 */
export async function serve({ root, manifest, pagePaths, env = process.env, releases }: ServeOptions): Promise<void> {
  const port = Number(env.PORT ?? 3000);
  /** How long SIGTERM waits for requests in flight before cutting them. */
  const shutdownTimeoutMs = Number(env.SHUTDOWN_TIMEOUT_MS ?? 10_000);
  // Whose X-Forwarded-For is believed: refused at start when a direct client could forge it.
  const trustProxy = orExit(() => proxyTrustFromEnv(env));
  // The content editor (/keystatic): local storage on a loopback bind, GitHub storage when configured, else off.
  const editor = orExit(() => editorModeFromEnv(env));

  // One database handle for the process, migrated to the current schema before the first request.
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(env);
  } catch (error) {
    console.error(`Could not open the database (${describeDatabase(env)}):`, error);
    process.exit(1);
  }

  // Lead capture: rate limit, outbox worker for mails and webhooks (server/runtime.ts).
  let leads: ReturnType<typeof setupLeads>;
  try {
    leads = setupLeads(database, env);
  } catch (error) {
    console.error((error as Error).message);
    await database.close();
    process.exit(1);
  }

  const live = new LiveExport({ root: path.resolve(root), manifest: manifest ?? readManifestOrNone(path.resolve(root)) });
  // The server's own reads of the collections (the openings an application names, the hosts) follow the live export:
  // a published release's copy of content/, else the bundle's.
  followReleaseContent(live);
  // Publish on this server (local storage: the editor writes this checkout): rebuilds it into a release and swaps it in.
  // The build reads the files the editor saves (not the bundle's copy, which the bundle names as CONTENT_ROOT).
  const publisher =
    editor.kind === 'local' && releases
      ? new SelfHostedPublisher({
          live,
          releases,
          builder: projectBuilder({ projectDir: process.cwd(), env: { ...env, CONTENT_ROOT: path.join(editor.baseDirectory, 'content') } }),
          readManifest: readSiteManifest,
          log,
        })
      : undefined;

  const app = createApp({
    live,
    db: database.db,
    api: { trustProxy, ...leads.api, ...(pagePaths ? { pagePaths } : {}), ...(editor.kind === 'github' ? { editor: { mode: editor, githubPublisher: githubPublisher({ repo: editor.repo }) } } : {}) },
    log,
    editor,
    publisher,
  });

  const server = await startServer(app, { port, hostname: env.HOST ?? '0.0.0.0', log });
  log.info({ event: 'listening', url: `http://localhost:${server.port}`, data: describeDatabase(env), mail: leads.mail, editor: editor.kind });
  if (editor.kind === 'refused') log.info({ event: 'editor_refused', reason: editor.reason });

  // Graceful stop: stop accepting, let requests in flight finish (at most shutdownTimeoutMs), close the database.
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      log.info({ event: 'shutdown', signal });
      void (async () => {
        const { forced } = await server.close(shutdownTimeoutMs);
        await leads.stop();
        await database.close();
        log.info({ event: 'stopped', forced });
        process.exit(0);
      })().catch(() => process.exit(1));
    });
  }
}
