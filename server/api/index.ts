import { Hono } from 'hono';
import { site } from '@/content/site';
import type { Database } from '../db';
import { chatForm, contactForm, jobApplicationForm, newsletterForm, talentPoolForm } from './forms';
import { newsletterLinks } from './newsletter-links';
import { formEndpoint, type PipelineOptions } from './pipeline';
import { sameSiteOnly } from './same-site';

export interface ApiOptions extends PipelineOptions {
  db?: Database;
  /** Absolute origin for links in mails (default: the site URL). */
  siteUrl?: string;
}

/**
 * The site's API, mounted under /api: health, the five form endpoints, newsletter links.
 * Every state-changing request from another site's page is refused (same-site.ts), except the
 * mail clients' one-click unsubscribe.
 */
export function createApi(options: ApiOptions = {}) {
  const siteUrl = (options.siteUrl ?? site.url).replace(/\/+$/, '');
  const api = new Hono();
  api.use('*', sameSiteOnly({ siteOrigins: [siteUrl, site.url], exempt: ['/newsletter/unsubscribe'] }));
  api.get('/health', (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }));
  api.route('/contact', formEndpoint(contactForm, options));
  api.route('/job-applications', formEndpoint(jobApplicationForm, options));
  api.route('/talent-pool', formEndpoint(talentPoolForm, options));
  api.route('/newsletter', newsletterLinks(options.db));
  api.route('/newsletter', formEndpoint(newsletterForm(siteUrl), options));
  api.route('/chat', formEndpoint(chatForm, options));
  api.notFound((c) => c.json({ error: 'Not found' }, 404));
  return api;
}
