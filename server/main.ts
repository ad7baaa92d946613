import { existsSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';

const port = Number(process.env.PORT ?? 3000);
const root = path.resolve(process.env.SITE_ROOT ?? 'out');
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No static export at ${root}: run "npm run build" first.`);
  process.exit(1);
}

const supabase = process.env.NEXT_PUBLIC_SUPABASE_URL;
const app = createApp({ root, mediaOrigins: supabase ? [new URL(supabase).origin] : [] });

const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '0.0.0.0' }, (info) => {
  console.log(`Site and API on http://localhost:${info.port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
