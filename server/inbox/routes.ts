import { Hono, type Context, type Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Database } from '../db';
import { SITE_PAGE_CSP } from '../pages/site-page';
import { clientAddress, hashAddress } from '../forms/pipeline';
import type { ProxyTrust } from '../http/proxy-trust';
import { databaseLimiter, type RateLimiter } from '../http/rate-limit';
import { getResume, isUuid } from '../leads/operations';
import { rowsToCsv } from '../leads/csv';
import { resumeMime, attachmentName } from '../http/resume-name';
import type { ResumeFormat } from '@/lib/forms/resume';
import { endAllSessions, endSession, listMembers, redeemLink, requestLink, sessionOf, startSession } from './auth';
import { INBOX_PATH, isEmail, normaliseEmail, type InboxSettings } from './config';
import { erasePerson, exportRows, filteredLeads, findLead, isLeadStatus, kindLabels, leadActivity, leadPage, leadQuery, leadsByEmail, saveLead, type LeadChanges } from './leads';
import { signedName } from '../leads/labels';
import { businessHours } from '@/content/business-hours';
import { availabilityPage, callsPage, cancelPage, type PreviewView, type RefusedSave } from './call-pages';
import { leadDetailPage, leadsPage } from './lead-pages';
import { accountPage, linkPage, messagePage, signInPage, type ZoneReading } from './pages';
import { deviceLabel, listPasskeys, registerPasskey, registrationOptions, removePasskey, signInOptions, verifySignIn } from './passkeys';
import { inboxScript, inboxStyles } from './assets';
import { canonicalTimeZone, memberTimeZone, saveTimeZone } from './preferences';
import { cleanReason, listBookings, upcomingBooking } from '../schedule/bookings';
import { AvailabilityError, loadAvailability, saveAvailability, type AvailabilityChange } from '../schedule/availability-store';
import { availabilityForms, availabilityView, overrideMessage, previewDay } from './availability';
import { formSequence, moveRoutes } from './move';
import { callOwnerRoutes } from './call-owner';
import { POST_LIMIT, POST_WINDOW_MS, postLimit } from './post-limit';
import { cancelWithMails, type ScheduleContext } from '../schedule/service';

/**
 * /api/inbox: the team's signed-in inbox. Sign-in by a one-time mailed link or a passkey; a session in a
 * `__Host-` cookie (HttpOnly, Secure, SameSite=Strict, Path=/); every page no-store, no referrer, a
 * policy that runs only our own script and cannot be framed. Cross-site changes are refused by the API's
 * same-site guard (server/api/same-site.ts), which runs before these routes.
 */

export const SESSION_COOKIE = 'inbox-session';

/** The site pages' policy (server/pages/site-page.ts) with one difference: our own script (passkeys) runs, and may call us. */
export const INBOX_CSP = `${SITE_PAGE_CSP.replace("script-src 'none'", "script-src 'self'")}; connect-src 'self'`;
const PAGE_HEADERS = { 'Cache-Control': 'no-store', 'Content-Security-Policy': INBOX_CSP, 'Referrer-Policy': 'no-referrer' };

export interface InboxOptions {
  db?: Database;
  settings: InboxSettings;
  trustProxy?: ProxyTrust;
  ipHashSecret: string;
  /** Sign-in link requests per address (default: settings.signInRateLimit in 15 minutes, in the database). */
  addressLimiter?: RateLimiter;
  /** Sign-in attempts (links and passkeys) per client address (default: four times the address limit). */
  clientLimiter?: RateLimiter;
  /** Changes of a call's owner per member (default: 60 in 15 minutes, in the database). */
  changeLimiter?: RateLimiter;
  /** Every signed-in POST per member, sign-out excepted (default: POST_LIMIT in 15 minutes, in the database; post-limit.ts). */
  postLimiter?: RateLimiter;
  now?: () => Date;
  /**
   * Runs work after the answer is sent (a sign-in link's lookup, token and mail), so a member and a stranger
   * are answered after the same work (default: the next turn of the event loop, failures logged; tests hold it).
   */
  defer?: (work: () => Promise<unknown>) => void;
  /** The booking context the API uses (availability defaults, origin for links in mails, hosts): for cancelling with mails. */
  schedule?: Omit<ScheduleContext, 'now'>;
}

/** The signed-in member, their session, and the zone they read times in (theirs, or the office's). */
type Env = { Variables: { member: string; sessionValue: string; timeZone: string; zoneChosen: boolean; officeZone: string } };

const SIGN_IN_WINDOW_MS = 15 * 60_000;

export function inboxApi(options: InboxOptions): Hono<Env> {
  const { db, settings } = options;
  const now = () => options.now?.() ?? new Date();
  const limit = settings.signInRateLimit;
  const addressLimiter = options.addressLimiter ?? (db && limit > 0 ? databaseLimiter(db, { limit, windowMs: SIGN_IN_WINDOW_MS }) : undefined);
  const clientLimiter = options.clientLimiter ?? (db && limit > 0 ? databaseLimiter(db, { limit: limit * 4, windowMs: SIGN_IN_WINDOW_MS }) : undefined);
  const postLimiter = options.postLimiter ?? (db ? databaseLimiter(db, { limit: POST_LIMIT, windowMs: POST_WINDOW_MS }) : undefined);
  const app = new Hono<Env>();
  const page = (c: Context, body: string, status: 200 | 400 | 403 | 404 | 429 | 503 = 200) => c.html(body, status, PAGE_HEADERS);
  const see = (c: Context, path: string) => c.redirect(`${INBOX_PATH}${path}`, 303);
  const hash = (value: string) => hashAddress(value, options.ipHashSecret);
  const defer = options.defer ?? runAfterAnswer;
  const defaultZone = options.schedule?.availability.timeZone ?? businessHours.timeZone;
  /** The office's zone: the one the Availability page stored, else the environment's (or the content's). */
  const officeZoneOf = async () => (options.schedule && db ? (await loadAvailability(db, options.schedule.availability).catch(() => undefined))?.timeZone ?? defaultZone : defaultZone);

  app.use('*', bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.text('Too large.', 413) }));
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(PAGE_HEADERS)) if (!c.res.headers.has(name) || name !== 'Content-Security-Policy') c.header(name, value);
  });

  app.get('/assets/inbox.css', (c) => c.body(inboxStyles(), 200, { 'Content-Type': 'text/css; charset=utf-8' }));
  app.get('/assets/inbox.js', async (c) => c.body(await inboxScript(), 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));

  app.use('*', async (c, next) => {
    if (!db) return page(c, messagePage('The inbox is unavailable', 'The server has no database. Please try again later.'), 503);
    return next();
  });

  const cookieOptions = (expires?: Date) => ({ prefix: 'host' as const, httpOnly: true, secure: true, sameSite: 'Strict' as const, path: '/', ...(expires ? { expires } : {}) });
  const signedIn = async (c: Context, email: string, method: 'link' | 'passkey') => {
    const session = await startSession(db!, settings, email, method, now());
    setCookie(c, SESSION_COOKIE, session.value, cookieOptions(session.expiresAt));
  };
  /** A client's sign-in attempt; false (and a 429 to send) once it used up its window. */
  const clientAllowed = async (c: Context) => !clientLimiter || (await clientLimiter.hit(`inbox-sign-in:${hash(clientAddress(c, options.trustProxy ?? false))}`)).ok;

  // Sign-in
  app.get('/', async (c) => see(c, (await sessionOf(db!, settings, getCookie(c, SESSION_COOKIE, 'host'), now())) ? '/leads' : '/sign-in'));
  app.get('/sign-in', (c) => page(c, signInPage({ sent: c.req.query('sent') === '1', minutes: settings.linkMinutes })));
  app.post('/sign-in', async (c) => {
    const form = await c.req.parseBody();
    const email = typeof form.email === 'string' ? normaliseEmail(form.email) : '';
    if (!isEmail(email)) return page(c, signInPage({ message: 'Enter your email address, like name@example.com.', minutes: settings.linkMinutes }), 400);
    const tooMany = () => page(c, signInPage({ message: 'Too many sign-in requests. Please wait 15 minutes, then try again.', minutes: settings.linkMinutes }), 429);
    if (!(await clientAllowed(c))) return tooMany();
    if (addressLimiter && !(await addressLimiter.hit(`inbox-link:${hash(email)}`)).ok) return tooMany();
    // The same answer, after the same work, whether or not the address belongs to the team: who it is is
    // looked up, and a member's link stored and queued, only once the answer is on its way (issue 41).
    const at = now();
    defer(() => requestLink(db!, settings, email, at));
    return see(c, '/sign-in?sent=1');
  });
  app.get('/sign-in/link', (c) => page(c, linkPage(c.req.query('token') ?? '')));
  app.post('/sign-in/link', async (c) => {
    const form = await c.req.parseBody();
    const email = typeof form.token === 'string' ? await redeemLink(db!, settings, form.token, now()) : null;
    if (!email) return page(c, messagePage('This link no longer works', `Sign-in links work once, for ${settings.linkMinutes} minutes. Ask for a new one.`), 400);
    await signedIn(c, email, 'link');
    return see(c, '/leads');
  });
  app.post('/passkeys/sign-in-options', async (c) => {
    if (!(await clientAllowed(c))) return c.json({ error: 'rate_limited' }, 429);
    return c.json(await signInOptions(db!, settings, now()));
  });
  app.post('/passkeys/sign-in', async (c) => {
    const email = await verifySignIn(db!, settings, await c.req.json().catch(() => null), now());
    if (!email) return c.json({ error: 'not_accepted' }, 400);
    await signedIn(c, email, 'passkey');
    return c.json({ next: `${INBOX_PATH}/leads` });
  });

  // Everything below needs a session.
  app.use('*', async (c, next: Next) => {
    const value = getCookie(c, SESSION_COOKIE, 'host');
    const session = await sessionOf(db!, settings, value, now());
    if (!session || !value) {
      if (c.req.method === 'GET' || c.req.method === 'HEAD') return see(c, '/sign-in');
      return page(c, messagePage('Please sign in again', 'Your session has ended, so nothing was changed.'), 403);
    }
    c.set('member', session.email);
    c.set('sessionValue', value);
    const officeZone = await officeZoneOf();
    c.set('officeZone', officeZone);
    const zone = await memberTimeZone(db!, session.email, officeZone);
    c.set('timeZone', zone.timeZone);
    c.set('zoneChosen', zone.chosen);
    return next();
  });
  app.use('*', postLimit(postLimiter, (c) => page(c, messagePage('Too many changes', 'Nothing was saved: you sent a great many changes in a few minutes. Please wait a few minutes, then try again.', { href: `${INBOX_PATH}/leads`, label: 'Leads' }, c.get('member')), 429)));

  app.post('/sign-out', async (c) => {
    await endSession(db!, c.get('sessionValue'));
    deleteCookie(c, SESSION_COOKIE, cookieOptions());
    return see(c, '/sign-in');
  });
  app.post('/sign-out-everywhere', async (c) => {
    await endAllSessions(db!, c.get('member'));
    deleteCookie(c, SESSION_COOKIE, cookieOptions());
    return see(c, '/sign-in');
  });

  const account = async (c: Context<Env>, message?: string, error?: string) =>
    accountPage({ member: c.get('member'), passkeys: await listPasskeys(db!, c.get('member')), timeZone: c.get('timeZone'), officeZone: c.get('officeZone'), message, error });
  app.get('/account', async (c) => page(c, await account(c, accountMessages[c.req.query('done') ?? ''])));
  app.post('/account/time-zone', async (c) => {
    const form = await c.req.parseBody();
    const timeZone = canonicalTimeZone(form.timeZone);
    if (!timeZone) return page(c, await account(c, undefined, 'Choose a time zone from the list.'), 400);
    await saveTimeZone(db!, c.get('member'), timeZone, c.get('officeZone'));
    return see(c, '/account?done=time-zone');
  });
  app.post('/passkeys/register-options', async (c) => c.json(await registrationOptions(db!, settings, c.get('member'), now())));
  app.post('/passkeys/register', async (c) => {
    const ok = await registerPasskey(db!, settings, c.get('member'), await c.req.json().catch(() => null), deviceLabel(c.req.header('user-agent')), now());
    return ok ? c.json({ next: `${INBOX_PATH}/account?done=passkey-added` }) : c.json({ error: 'not_accepted' }, 400);
  });
  app.post('/passkeys/:id/remove', async (c) => {
    await removePasskey(db!, c.get('member'), c.req.param('id'));
    return see(c, '/account?done=passkey-removed');
  });

  // Leads
  app.get('/leads', async (c) => {
    const query = leadQuery((name) => c.req.query(name));
    const result = await leadPage(db!, query);
    const erased = c.req.query('erased');
    const message = erased !== undefined ? `Erased ${Number(erased) || 0} submission${Number(erased) === 1 ? '' : 's'} of that person.` : undefined;
    return page(c, leadsPage({ member: c.get('member'), query, ...result, message, reading: reading(c) }));
  });
  app.get('/leads/export.csv', async (c) => {
    const rows = exportRows(await filteredLeads(db!, leadQuery((name) => c.req.query(name))), settings.origin);
    const day = now().toISOString().slice(0, 10);
    return c.body(rowsToCsv(rows), 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="leads-${day}.csv"` });
  });
  app.get('/leads/:id', async (c) => {
    const id = c.req.param('id');
    const lead = isUuid(id) ? await findLead(db!, id) : null;
    if (!lead) return page(c, messagePage('No such lead', 'It may have been erased.', { href: `${INBOX_PATH}/leads`, label: 'All leads' }, c.get('member')), 404);
    const members = (await listMembers(db!, settings)).map((entry) => entry.email);
    // The person's calls (not one still waiting for its visitor's proof), linked to each call's own page.
    const email = typeof lead.email === 'string' ? lead.email.toLowerCase() : '';
    const calls = email ? (await listBookings(db!)).filter((call) => call.email.toLowerCase() === email && !call.heldUntil) : [];
    return page(c, leadDetailPage({ member: c.get('member'), members, lead, calls, timeZone: c.get('timeZone'), activity: await leadActivity(db!, lead), message: savedMessage(c.req.query('saved')) }));
  });
  app.get('/leads/:id/resume', async (c) => {
    const id = c.req.param('id');
    const lead = isUuid(id) ? await findLead(db!, id) : null;
    const resume = lead ? await getResume(db!, id) : null;
    if (!lead || !resume) return page(c, messagePage('No resume', 'This lead has no stored resume.', { href: `${INBOX_PATH}/leads`, label: 'All leads' }, c.get('member')), 404);
    const format = resume.format as ResumeFormat;
    return c.body(new Uint8Array(resume.bytes), 200, {
      'Content-Type': resumeMime(format),
      'Content-Disposition': `attachment; filename="${attachmentName(signedName(lead) || 'resume', format)}"`,
      'X-Content-Type-Options': 'nosniff',
    });
  });
  // One Save for the lead's status, owner and note: nothing typed is lost to another button.
  app.post('/leads/:id', async (c) => {
    const id = c.req.param('id');
    const form = await c.req.parseBody();
    const lead = isUuid(id) ? await findLead(db!, id) : null;
    const owner = typeof form.owner === 'string' ? normaliseEmail(form.owner) : '';
    const members = (await listMembers(db!, settings)).map((entry) => entry.email);
    const ownerAllowed = owner === '' || members.includes(owner) || owner === lead?.state.owner;
    if (!lead || !isLeadStatus(form.status) || typeof form.note !== 'string' || !ownerAllowed) {
      return page(c, messagePage('Not saved', 'That lead, status or owner does not exist.', { href: `${INBOX_PATH}/leads`, label: 'All leads' }, c.get('member')), 400);
    }
    const changed = await saveLead(db!, lead, { status: form.status, owner: owner || null, note: form.note }, c.get('member'), now());
    return see(c, `/leads/${id}?saved=${changed.join(',') || 'none'}`);
  });
  app.post('/erase', async (c) => {
    const form = await c.req.parseBody();
    const email = typeof form.email === 'string' ? normaliseEmail(form.email) : '';
    if (!isEmail(email) || form.confirm !== 'yes') return page(c, messagePage('Nothing was erased', 'Tick the confirmation to erase a person.', { href: `${INBOX_PATH}/leads`, label: 'All leads' }, c.get('member')), 400);
    const counts = await erasePerson(db!, email, c.get('member'), now());
    return see(c, `/leads?erased=${Object.values(counts).reduce((sum, n) => sum + n, 0)}`);
  });

  // Calls
  app.get('/calls', async (c) => {
    if (!options.schedule) return page(c, messagePage('Calls are not set up', 'This server books no calls.', { href: `${INBOX_PATH}/leads`, label: 'Leads' }, c.get('member')), 404);
    const host = c.req.query('host') || undefined;
    const booked = (await listBookings(db!)).filter((call) => !host || call.host === host);
    const time = now().getTime();
    // A booking held for the visitor's proof (server/schedule/holds.ts) is no call yet: counted while it waits, never listed; a lapsed one is gone.
    const waiting = booked.filter((call) => call.status === 'confirmed' && call.heldUntil && call.heldUntil.getTime() > time).length;
    const all = booked.filter((call) => !call.heldUntil);
    const upcoming = all.filter((call) => call.status === 'confirmed' && call.endsAt.getTime() > time);
    const past = all.filter((call) => !upcoming.includes(call)).reverse();
    const done = callMessages[c.req.query('done') ?? ''];
    const held = waiting ? `${waiting === 1 ? 'One booking waits' : `${waiting} bookings wait`} for the visitor to confirm it from the link we emailed; it shows here once confirmed.` : undefined;
    const message = [done, held].filter(Boolean).join(' ') || undefined;
    const leads = await leadsByEmail(db!);
    const leadsOf = (email: string) => (leads.get(email.toLowerCase()) ?? []).map((lead) => ({ id: lead.id, kind: kindLabels[lead.type], createdAt: lead.createdAt }));
    return page(c, callsPage({ member: c.get('member'), upcoming, past, host, reading: reading(c), message, leadsOf }));
  });
  /**
   * Why a change by id did not apply: the call is still upcoming but another request changed it since the
   * page was read (its sequence differs: `changed`), or it is canceled, moved away or over (`gone`).
   */
  const notApplied = async (id: string) => ((await upcomingBooking(db!, id, now())) ? 'changed' : 'gone');
  app.get('/calls/:id/cancel', async (c) => {
    const call = options.schedule ? await upcomingBooking(db!, c.req.param('id'), now()) : undefined;
    if (!options.schedule || !call) return see(c, '/calls?done=gone');
    return page(c, cancelPage({ member: c.get('member'), call, timeZone: c.get('timeZone') }));
  });
  app.post('/calls/:id/cancel', async (c) => {
    const id = c.req.param('id');
    const form = await c.req.parseBody();
    if (!options.schedule || !isUuid(id)) return see(c, '/calls?done=gone');
    const sequence = formSequence(form.sequence);
    if (sequence === null) return see(c, `/calls?done=${await notApplied(id)}`);
    // The agency's reason goes to the visitor: required, plain text, at most 500 characters (cleanReason).
    const reason = cleanReason(typeof form.reason === 'string' ? form.reason : '');
    if (!reason || reason.length < 3) {
      const call = await upcomingBooking(db!, id, now());
      if (!call) return see(c, `/calls?done=${await notApplied(id)}`);
      return page(c, cancelPage({ member: c.get('member'), call, timeZone: c.get('timeZone'), error: 'Write a sentence for the visitor on why the call is canceled: it is sent to them.' }), 400);
    }
    const cancelled = await cancelWithMails(db!, { id, sequence }, { ...options.schedule, now }, reason, c.get('member'));
    return see(c, `/calls?done=${cancelled ? 'cancelled' : await notApplied(id)}`);
  });
  moveRoutes(app, { db: db!, schedule: options.schedule, now, page, see, notApplied });

  // Availability: every change through the store's saveAvailability (validated there), applied at once.
  const availabilityMessages: Record<string, string> = { hours: 'Weekly hours saved.', settings: 'Office time zone and booking rules saved.' };
  const availabilityOf = async (c: Context<Env>, status: 200 | 400, extra: { message?: string; error?: string; preview?: PreviewView; refused?: RefusedSave }) => {
    const schedule = options.schedule!;
    const view = await availabilityView(db!, schedule.availability, schedule.hosts, agencyToday(c.get('officeZone')));
    return page(c, availabilityPage({ member: c.get('member'), view, ...extra }), status);
  };
  const agencyToday = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(now());
  app.get('/calls/availability', async (c) => {
    if (!options.schedule) return see(c, '/calls');
    const done = c.req.query('done') ?? '';
    const message = availabilityMessages[done] ?? overrideMessage(done, c.req.query('date'), c.req.query('host') || undefined);
    const asked = c.req.query('preview');
    if (asked === undefined) return availabilityOf(c, 200, { message });
    try {
      const preview = await previewDay(db!, options.schedule.availability, asked.trim(), (c.req.query('host') ?? '').trim(), now(), options.schedule.hosts);
      return availabilityOf(c, 200, { message, preview });
    } catch (error) {
      if (!(error instanceof AvailabilityError)) throw error;
      return availabilityOf(c, 400, { error: error.message });
    }
  });
  const change = (done: string, read: (form: Record<string, unknown>) => AvailabilityChange) =>
    app.post(`/calls/availability/${done}`, async (c) => {
      if (!options.schedule) return see(c, '/calls');
      const form = await c.req.parseBody();
      try {
        await saveAvailability(db!, read(form), c.get('member'));
      } catch (error) {
        if (!(error instanceof AvailabilityError)) throw error;
        // The page answers with what was typed (text fields only, each cut short), the refusal beside the field.
        const values = Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0].length <= 40).slice(0, 60).map(([key, value]) => [key, value.slice(0, 100)]));
        return availabilityOf(c, 400, { error: error.message, refused: { form: done, values, error: error.message } });
      }
      // A date change names its day and host back (a date and a host id: no one's personal data).
      const day = text(form.date);
      const host = text(form.host);
      const which = (done === 'override' || done === 'remove-override') && /^\d{4}-\d{2}-\d{2}$/.test(day) ? `&date=${day}${host ? `&host=${encodeURIComponent(host)}` : ''}` : '';
      return see(c, `/calls/availability?done=${done}${which}`);
    });
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  for (const [done, read] of Object.entries(availabilityForms)) change(done, read);

  // A call's own page and its owner (after /calls/availability, which `/calls/:id` would match).
  callOwnerRoutes(app, {
    db: db!,
    now,
    page,
    see,
    members: async () => (await listMembers(db!, settings)).map((entry) => entry.email),
    leadsOf: async (email) => ((await leadsByEmail(db!)).get(email.toLowerCase()) ?? []).map((lead) => ({ id: lead.id, kind: kindLabels[lead.type], createdAt: lead.createdAt })),
    limiter: options.changeLimiter ?? (db ? databaseLimiter(db, { limit: 60, windowMs: SIGN_IN_WINDOW_MS }) : undefined),
    refused: (c, title, text, status) => page(c, messagePage(title, text, { href: `${INBOX_PATH}/calls`, label: 'All calls' }, c.get('member')), status),
  });

  return app;
}

const accountMessages: Record<string, string> = { 'passkey-added': 'Passkey added: next time, sign in with it.', 'passkey-removed': 'Passkey removed.', 'time-zone': 'Time zone saved: the inbox now shows every time in it.' };

/** How a member reads the times of a page: the zone, and whether it is their own choice. */
const reading = (c: Context<Env>): ZoneReading => ({ timeZone: c.get('timeZone'), chosen: c.get('zoneChosen') });
const callMessages: Record<string, string> = {
  cancelled: 'Call canceled: the visitor is being mailed your reason and a link to pick another time; the host and the team are told.',
  moved: 'Call moved: the visitor is being mailed the new time, invite and link; the team is told.',
  gone: 'That call was already canceled, moved or is over.',
  changed: 'Nothing was done: that call was changed since you opened the page (someone else moved it). Check it below and try again.',
};

/** The default `defer`: the work runs on the next turn of the event loop, after the answer; a failure is logged, never thrown. */
function runAfterAnswer(work: () => Promise<unknown>): void {
  setImmediate(() => {
    work().catch((error: unknown) => console.error(JSON.stringify({ level: 'error', event: 'inbox.deferred_failed', message: error instanceof Error ? error.message : String(error), at: new Date().toISOString() })));
  });
}

/** The notice after a Save: what it changed, from the redirect's `saved` list. */
function savedMessage(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const names: Record<LeadChanges[number], string> = { status: 'status', owner: 'owner', note: 'note' };
  const saved = value.split(',').filter((part): part is LeadChanges[number] => Object.hasOwn(names, part)).map((part) => names[part]);
  if (!saved.length) return 'Nothing had changed, so nothing was saved.';
  const list = saved.length === 1 ? saved[0]! : `${saved.slice(0, -1).join(', ')} and ${saved.at(-1)!}`;
  return `Saved: ${list}.`;
}



