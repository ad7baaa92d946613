import { Hono } from 'hono';

/** The site's API, mounted under /api (form delivery arrives with the lead-capture work). */
export function createApi() {
  const api = new Hono();
  api.get('/health', (c) => c.json({ status: 'ok' }));
  api.notFound((c) => c.json({ error: 'Not found' }, 404));
  return api;
}
