import path from 'node:path';
import { livePages } from '../content/site-map/routes';
import { serve } from './serve';

/**
 * The API of `npm run dev` (scripts/dev.ts starts it under `tsx watch`, beside `next dev` and `astro dev`; the
 * front proxy sends /api/* here): the production app and API without a static export (the dev servers draw the
 * pages), listening on loopback only, with its own embedded database in .data/dev and mail left in the outbox
 * unless SMTP_URL is set. Not part of the production bundle (server/main.ts is its entry).
 */
const env: Record<string, string | undefined> = {
  ...process.env,
  HOST: process.env.HOST ?? '127.0.0.1',
  DATA_DIR: process.env.DATA_DIR ?? path.join('.data', 'dev'),
};
// No export to serve: the dev servers answer every page; /api/vitals accepts the site's live pages.
await serve({ root: path.resolve('.data', 'dev', 'no-export'), pagePaths: livePages.map((page) => page.path), env });
