import { existsSync } from 'node:fs';
import path from 'node:path';
import { createApp } from './app';
import { describeDatabase, openDatabase } from './db';
import { editorModeFromEnv } from './editor/storage';
import { startServer } from './http-server';
import { setupLeads } from './runtime';
import { jsonLogger as log } from './http/log';
import { proxyTrustFromEnv } from './http/proxy-trust';
import { readSiteManifest } from './site-manifest';

const port = Number(process.env.PORT ?? 3000);
const root = path.resolve(process.env.SITE_ROOT ?? 'out');
/** How long SIGTERM waits for requests in flight before cutting them. */
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000);
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No static export at ${root}: run "npm run build" first.`);
  process.exit(1);
}
let manifest: ReturnType<typeof readSiteManifest>;
try {
  manifest = readSiteManifest(root);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// Whose X-Forwarded-For is believed: refused at start when a direct client could forge it.
let trustProxy: ReturnType<typeof proxyTrustFromEnv>;
try {
  trustProxy = proxyTrustFromEnv(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// The content editor (/keystatic): local storage on a loopback bind, GitHub storage when configured, else off.
let editor: ReturnType<typeof editorModeFromEnv>;
try {
  editor = editorModeFromEnv(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// One database handle for the process, migrated to the current schema before the first request.
let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase(process.env);
} catch (error) {
  console.error(`Could not open the database (${describeDatabase(process.env)}):`, error);
  process.exit(1);
}

// Lead capture: rate limit, outbox worker for mails and webhooks (server/runtime.ts).
let leads: ReturnType<typeof setupLeads>;
try {
  leads = setupLeads(database, process.env);
} catch (error) {
  console.error((error as Error).message);
  await database.close();
  process.exit(1);
}

const app = createApp({
  root,
  manifest,
  db: database.db,
  api: { trustProxy, ...leads.api },
  log,
  editor,
});

const server = await startServer(app, { port, hostname: process.env.HOST ?? '0.0.0.0', log });
log.info({ event: 'listening', url: `http://localhost:${server.port}`, data: describeDatabase(process.env), mail: leads.mail, editor: editor.kind });
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
