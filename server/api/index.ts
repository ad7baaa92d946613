import { Hono } from 'hono';
import { createContactApi, type ContactApiOptions } from './contact';

export type ApiOptions = ContactApiOptions;

/** The site's API, mounted under /api: health check and the contact form's endpoint. */
export function createApi(options: ApiOptions = {}) {
  const api = new Hono();
  api.get('/health', (c) => c.json({ status: 'ok' }));
  api.route('/contact', createContactApi(options));
  api.notFound((c) => c.json({ error: 'Not found' }, 404));
  return api;
}
