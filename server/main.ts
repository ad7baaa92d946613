import { existsSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { describeDatabase, openDatabase } from './db';
import { setupLeads } from './leads/runtime';

const port = Number(process.env.PORT ?? 3000);
const root = path.resolve(process.env.SITE_ROOT ?? 'out');
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No static export at ${root}: run "npm run build" first.`);
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

// Lead capture: rate limit, admin route for the CLI, outbox mail worker (server/leads/runtime.ts).
const leads = setupLeads(database, process.env);

const supabase = process.env.NEXT_PUBLIC_SUPABASE_URL;
const app = createApp({
  root,
  mediaOrigins: supabase ? [new URL(supabase).origin] : [],
  db: database.db,
  api: { trustProxy: ['1', 'true'].includes(process.env.TRUST_PROXY ?? ''), ...leads.api },
});

const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '0.0.0.0' }, (info) => {
  leads.listening(info.port);
  console.log(`Site and API on http://localhost:${info.port} (data: ${describeDatabase(process.env)}; ${leads.mail})`);
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    server.close(() => {
      leads.stop().then(() => database.close()).then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  });
}
