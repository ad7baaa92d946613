import { Hono } from 'hono';
import { site } from '@/content/site';
import type { Database } from '../db';
import { chatForm, contactForm, jobApplicationForm, newsletterForm, talentPoolForm } from './forms';
import { newsletterLinks } from './newsletter-links';
import { queueAcknowledgement } from './acknowledgement';
import { formEndpoint, type PipelineOptions } from '../forms/pipeline';
import { sameSiteOnly } from '../http/same-site';
import { vitalsEndpoint, vitalsLimiter } from './vitals';
import type { RateLimiter } from '../http/rate-limit';
import { defaultAvailability, type Availability } from '@/content/scheduling';
import { scheduleApi } from '../schedule/api';
import { calendarStatus } from '../schedule/calendars';
import type { HostSettings } from '../schedule/hosts';
import { inboxApi, type InboxOptions } from '../inbox/routes';
import { INBOX_PATH, inboxSettingsFrom } from '../inbox/config';
import { randomBytes } from 'node:crypto';
import { EDITOR_API } from '../editor/paths';
import { editorApi, type EditorOptions } from '../editor/routes';

export interface ApiOptions extends PipelineOptions {
  db?: Database;
  /** Absolute origin for links in mails (default: the site URL). */
  siteUrl?: string;
  /** The site's page paths (from the serving manifest): /api/vitals takes measurements of these alone. */
  pagePaths?: Iterable<string>;
  /** Whether a path is a page now (the live export's manifest, which Publish swaps); default: one of `pagePaths`. */
  isPage?: (path: string) => boolean;
  /** The limit on /api/vitals per address (default: VITALS_RATE_LIMIT, in memory); null = none. */
  vitalsRateLimiter?: RateLimiter | null;
  /** Beacons counted per address, page and metric a day (default: VITALS_DAILY_CAP); 0 = no cap. */
  vitalsDailyCap?: number;
  /** Booking calls (server/schedule/): availability (default: content/scheduling.ts) and the feed's secret. */
  schedule?: { availability?: Availability; feedToken?: string; hosts?: HostSettings };
  /** The signed-in inbox (server/inbox/): its settings (default: from the environment) and, for tests, its limits and clock. */
  inbox?: Partial<Omit<InboxOptions, 'db' | 'trustProxy' | 'ipHashSecret'>>;
  /** The content editor's API, /api/keystatic/* (server/editor/): off unless a mode is given. */
  editor?: Omit<EditorOptions, 'trustProxy' | 'ipHashSecret'>;
}

/**
 * The site's API, mounted under /api: health, the five form endpoints, newsletter links, field vitals, booking calls,
 * and the team's signed-in inbox (server/inbox/).
 * Every state-changing request from another site's page is refused (same-site.ts), except the
 * mail clients' one-click unsubscribe.
 */
export function createApi(options: ApiOptions = {}) {
  const siteUrl = (options.siteUrl ?? site.url).replace(/\/+$/, '');
  const api = new Hono();
  const inboxSettings = options.inbox?.settings ?? inboxSettingsFrom({ ...process.env, SITE_URL: siteUrl });
  // The inbox's own origin (INBOX_ORIGIN, e.g. admin.<site>) is ours too.
  api.use('*', sameSiteOnly({ siteOrigins: [siteUrl, site.url, inboxSettings.origin], exempt: ['/newsletter/unsubscribe'] }));
  // The team's mail about a lead links to its record in the inbox; the visitor is told what happens next.
  const leadOptions: PipelineOptions = {
    ...options,
    recordUrl: (id: string) => `${inboxSettings.origin}${INBOX_PATH}/leads/${id}`,
    acknowledge: (tx, lead) => queueAcknowledgement(tx, lead, { siteUrl }),
  };
  // Stale calendars are named by host id (never URL): that host offers no times until their calendar is read again.
  api.get('/health', async (c) => {
    const hosts = options.schedule?.hosts;
    if (!hosts?.busyIcs.size || !options.db) return c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' });
    const status = await calendarStatus(options.db, hosts).catch(() => undefined);
    const stale = status?.filter((entry) => entry.stale).map((entry) => entry.host);
    // Over budget (issue 41): the feed needed more time, memory or instances than a read may take; stale too.
    const overBudget = status?.filter((entry) => entry.overBudget).map((entry) => entry.host);
    return c.json({ status: stale?.length ? 'degraded' : status ? 'ok' : 'unknown', calendars: { stale: stale ?? null, overBudget: overBudget ?? null } }, 200, { 'Cache-Control': 'no-store' });
  });
  api.route('/contact', formEndpoint(contactForm, leadOptions));
  api.route('/job-applications', formEndpoint(jobApplicationForm, leadOptions));
  api.route('/talent-pool', formEndpoint(talentPoolForm, leadOptions));
  api.route('/newsletter', newsletterLinks(options.db));
  api.route('/newsletter', formEndpoint(newsletterForm(siteUrl), options));
  api.route('/chat', formEndpoint(chatForm, leadOptions));
  const pages = new Set(options.pagePaths ?? []);
  api.route(
    '/vitals',
    vitalsEndpoint({
      db: options.db,
      isPage: options.isPage ?? ((path) => pages.has(path)),
      rateLimiter: options.vitalsRateLimiter === null ? undefined : (options.vitalsRateLimiter ?? vitalsLimiter()),
      trustProxy: options.trustProxy,
      ipHashSecret: options.ipHashSecret,
      ...(options.vitalsDailyCap === undefined ? {} : { dailyCap: options.vitalsDailyCap }),
      log: options.log,
    }),
  );
  const availability = options.schedule?.availability ?? defaultAvailability;
  api.route('/schedule', scheduleApi({ ...options, siteUrl, inboxOrigin: inboxSettings.origin, availability, feedToken: options.schedule?.feedToken, hosts: options.schedule?.hosts }));
  api.route(
    '/inbox',
    inboxApi({
      ...options.inbox,
      db: options.db,
      settings: inboxSettings,
      trustProxy: options.trustProxy,
      schedule: { availability, siteUrl, inboxOrigin: inboxSettings.origin, hosts: options.schedule?.hosts, webhookTargets: options.webhookTargets },
      ipHashSecret: options.ipHashSecret ?? (process.env.IP_HASH_SECRET || randomBytes(32).toString('hex')),
    }),
  );
  const editor = options.editor && editorApi({ ...options.editor, trustProxy: options.trustProxy, ipHashSecret: options.ipHashSecret });
  if (editor) api.route(EDITOR_API.slice('/api'.length), editor);
  api.notFound((c) => c.json({ error: 'Not found' }, 404));
  return api;
}
