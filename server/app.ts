import path from 'node:path';
import { Hono } from 'hono';
import { createApi, type ApiOptions } from './api';
import type { Database } from './db';
import { securityHeaders } from './headers';
import { staticSite } from './static-site';

export interface AppOptions {
  /** The static export to serve (default: ./out). */
  root?: string;
  /** Extra origins the hero video may load from (the hosted storage, when configured). */
  mediaOrigins?: string[];
  /** Where the API stores enquiries (opened once by server/main.ts); without it POST /api/contact answers 503. */
  db?: Database;
  /** The API's other settings: notifier, rate limit, proxy trust. */
  api?: Omit<ApiOptions, 'db'>;
}

/** One Hono app: the API under /api and the static export for everything else. */
export function createApp({ root = path.resolve('out'), mediaOrigins = [], db, api = {} }: AppOptions = {}) {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(securityHeaders)) c.header(name, value);
  });
  app.route('/api', createApi({ ...api, db }));
  app.use('*', staticSite({ root: path.resolve(root), mediaOrigins }));
  return app;
}
