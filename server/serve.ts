import { createApp } from './app';
import { describeDatabase, openDatabase } from './db';
import { startServer } from './http-server';
import { setupLeads } from './runtime';
import { jsonLogger as log } from './http/log';
import { proxyTrustFromEnv } from './http/proxy-trust';
import { editorModeFromEnv } from './editor/storage';
import type { SiteManifest } from './site-manifest';

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
}

/**
 * Opens the database, starts lead capture and listens (PORT, HOST), stopping gracefully on SIGINT and SIGTERM.
 * The process's entry points call it: server/main.ts (production: the export and the API) and server/dev.ts
 * (`npm run dev`: the API behind next dev). Exits the process when a setting or the database is wrong.
 */
export async function serve({ root, manifest, pagePaths, env = process.env }: ServeOptions): Promise<void> {
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

  const app = createApp({
    root,
    manifest,
    db: database.db,
    api: { trustProxy, ...leads.api, ...(pagePaths ? { pagePaths } : {}) },
    log,
    editor,
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
