import path from 'node:path';
import { Hono } from 'hono';
import { createApi } from './api';
import { securityHeaders } from './headers';
import { staticSite } from './static-site';

export interface AppOptions {
  /** The static export to serve (default: ./out). */
  root?: string;
  /** Extra origins the hero video may load from (the hosted storage, when configured). */
  mediaOrigins?: string[];
}

/** One Hono app: the API under /api and the static export for everything else. */
export function createApp({ root = path.resolve('out'), mediaOrigins = [] }: AppOptions = {}) {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(securityHeaders)) c.header(name, value);
  });
  app.route('/api', createApi());
  app.use('*', staticSite({ root: path.resolve(root), mediaOrigins }));
  return app;
}
