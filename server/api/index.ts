import { Hono } from 'hono';
import { site } from '@/content/site';
import type { Database } from '../db';
import { adminApi, type AdminOptions } from './admin';
import { chatForm, contactForm, jobApplicationForm, newsletterForm, talentPoolForm } from './forms';
import { newsletterLinks } from './newsletter-links';
import { formEndpoint, type PipelineOptions } from './pipeline';
import { defaultAvailability, type Availability } from '@/content/scheduling';
import { scheduleApi } from '../schedule/api';

export interface ApiOptions extends PipelineOptions {
  db?: Database;
  /** Absolute origin for links in mails (default: the site URL). */
  siteUrl?: string;
  /** The loopback-only operator route (server/api/admin.ts); absent = no admin route. */
  admin?: AdminOptions;
  /** Booking calls (server/schedule/): availability (default: content/scheduling.ts) and the feed's secret. */
  schedule?: { availability?: Availability; feedToken?: string };
}

/** The site's API, mounted under /api: health, the five form endpoints, newsletter links, scheduling, admin. */
export function createApi(options: ApiOptions = {}) {
  const siteUrl = (options.siteUrl ?? site.url).replace(/\/+$/, '');
  const api = new Hono();
  api.get('/health', (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }));
  api.route('/contact', formEndpoint(contactForm, options));
  api.route('/job-applications', formEndpoint(jobApplicationForm, options));
  api.route('/talent-pool', formEndpoint(talentPoolForm, options));
  api.route('/newsletter', newsletterLinks(options.db));
  api.route('/newsletter', formEndpoint(newsletterForm(siteUrl), options));
  api.route('/chat', formEndpoint(chatForm, options));
  api.route('/schedule', scheduleApi({ ...options, siteUrl, availability: options.schedule?.availability ?? defaultAvailability, feedToken: options.schedule?.feedToken }));
  if (options.admin && options.db) api.route('/admin', adminApi(options.db, options.admin));
  api.notFound((c) => c.json({ error: 'Not found' }, 404));
  return api;
}
