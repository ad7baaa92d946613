import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { site } from '@/content/site';
import { cleanText } from '@/lib/forms/fields';
import type { ResumeFormat } from '@/lib/forms/resume';
import type { FormName } from '@/lib/forms/submit';
import type { Database } from '../db';
import { putResumeBytes, removeResumeFiles, type ResumeBytesColumns } from '../db/resume-bytes';
import { notifications } from '../db/schema';
import { LOCKED_DOWN_CSP } from '../http/headers';
import type { LeadType } from '../leads/types';
import { webhookKinds } from '../leads/webhooks';
import { describeError } from '../http/log';
import { clientAddressOf, type ProxyTrust } from '../http/proxy-trust';
import type { RateLimiter } from '../http/rate-limit';
import { prefersHtml, requestMediaType } from '../http/negotiate';
import { checkResume, problemPage, readBody } from './body';

/**
 * One pipeline for every form endpoint: rate limit -> content type -> size -> parse -> schema ->
 * idempotency -> honeypot -> store (submission, resume and outbox row in one transaction).
 * Answers are JSON unless the request prefers HTML (negotiate.ts): a plain HTML form post gets a
 * 303 to the form's thank-you page, or a small HTML page listing what to fix.
 *
 * The honeypot (`website`, hidden from people) cannot be told apart from a real submission: the
 * field is taken out before validation, so invalid data gets the same 400 and no message names
 * it; valid data gets a 201 with an id (the same id for a replay of the same submission id, as a
 * stored one would), and nothing is stored or mailed.
 */

export const REQUEST_MAX_BYTES = 6 * 1024 * 1024;
export const JSON_FORM_MAX_BYTES = 32 * 1024;
/** The 413 message of a resume form (nginx's backstop says the same: server/hosting/nginx.ts). */
export const REQUEST_TOO_LARGE = 'The form with its resume is larger than 6 MB. The resume may be at most 5 MB.';

/** A resume as received, already judged by its bytes; `stored` says where its bytes were put (server/db/resume-bytes.ts). */
export interface ReceivedResume {
  fileName: string;
  format: ResumeFormat;
  bytes: Buffer;
  stored?: ResumeBytesColumns;
}

/** What every stored submission carries besides its fields. */
export interface SubmissionMeta {
  submissionId: string | null;
  userAgent: string | null;
  ipHash: string;
  /** HMAC of the client's network (/24 IPv4, /64 IPv6): for caps per network (bookings). */
  networkHash: string;
  /** HMAC of the client's provider range (/16 IPv4, /48 IPv6): for caps that hold across many networks (bookings). */
  rangeHash: string;
}

/** The transaction handle drizzle gives a `db.transaction` callback (same query API as Database). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

interface SafeParser<Data> {
  safeParse(input: unknown): { success: true; data: Data } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export interface FormDefinition<Data> {
  name: FormName;
  type: LeadType;
  schema: SafeParser<Data>;
  fieldErrors(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): Partial<Record<string, string>>;
  /** Human labels of the fields, for the plain-HTML error page. */
  labels: Record<string, string>;
  /** Largest request body (default 32 KB; 6 MB for forms with a file). */
  maxBytes?: number;
  /** The multipart file part `resume`. */
  resume?: { required: boolean };
  /** Where a plain form post goes back to, and where it lands after success. */
  formPath: string;
  thankYouPath: string;
  /**
   * Stores the submission in `tx`; returns its id, or null when `meta.submissionId` was already stored.
   * May throw FormRefusal (409) for a request that is well formed but cannot be granted.
   */
  store(tx: Transaction, data: Data, meta: SubmissionMeta, resume: ReceivedResume | null): Promise<Stored | null>;
  /** The id stored earlier under a submission id (idempotent retries), with what its answer carries. */
  findBySubmissionId(db: Database, submissionId: string): Promise<string | Omit<Stored, 'notification'> | undefined>;
  /** What a stored answer's id depends on when not on the submission id (the newsletter: the address), for the honeypot's answer. */
  answerKey?(data: Data): string;
  /**
   * The honeypot's answer where a real one depends on the data (a booking: 409 when the time is not free,
   * else the fields a stored booking's 201 carries). May throw FormRefusal too. Nothing may be stored.
   */
  honeypot?(db: Database, data: Data, id: string, meta: SubmissionMeta): Promise<{ refusal?: FormRefusal; answer?: Record<string, unknown> }>;
}

/** A stored submission: its id, its outbox row, and what the 201 answer carries besides the id. */
export interface Stored {
  id: string;
  notification: Record<string, unknown> | null;
  /** More fields of the JSON answer. */
  answer?: Record<string, unknown>;
  /** The HTML page a plain form post gets (201) instead of the 303 to the thank-you page. */
  page?: string;
}

/**
 * A well-formed request the form cannot grant (a taken slot): 409 with a message. `more` runs after the
 * failed transaction, on the database, for what else the answer carries (fresh choices, the HTML page).
 */
export class FormRefusal extends Error {
  constructor(
    message: string,
    readonly more?: (db: Database) => Promise<{ extra?: Record<string, unknown>; page?: string }>,
  ) {
    super(message);
    this.name = 'FormRefusal';
  }
}

export interface PipelineOptions {
  db?: Database;
  /** Per address and form (FORM_RATE_LIMIT); undefined = no limit. */
  rateLimiter?: RateLimiter;
  /** Whose X-Forwarded-For is believed (server/http/proxy-trust.ts). */
  trustProxy?: ProxyTrust;
  ipHashSecret?: string;
  log?: { info: (line: string) => void; error: (line: string) => void };
  /** Keys of the LEADS_WEBHOOK_URL targets (server/leads/webhooks.ts): one outbox row each per submission. */
  webhookTargets?: readonly string[];
  /** The address of a lead's record in the inbox (createApi builds it from the inbox's origin): the team's mail links to it. */
  recordUrl?: (id: string) => string;
  /** Queues the visitor's acknowledgement of a stored submission in its transaction (server/api/acknowledgement.ts). */
  acknowledge?: (tx: Transaction, lead: { type: LeadType; id: string; payload: Record<string, unknown>; networkHash: string }) => Promise<unknown>;
}

const fallback = `Please try again in a moment, or email us at ${site.email}.`;
const SUBMISSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Answer =
  | { status: 201; id: string; extra?: Record<string, unknown>; page?: string }
  | { status: 400 | 409 | 413 | 415 | 429 | 503; error: string; message: string; fields?: Partial<Record<string, string>>; retryAfter?: number; extra?: Record<string, unknown>; page?: string };
/** Every answer but a success: the JSON error, or the HTML page listing what to fix (body.ts). */
export type ProblemAnswer = Exclude<Answer, { status: 201 }>;

/** Mounts one form's endpoint: POST / (and 405 for other methods). */
export function formEndpoint<Data>(form: FormDefinition<Data>, options: PipelineOptions): Hono {
  const {
    db,
    rateLimiter,
    trustProxy = false,
    ipHashSecret = process.env.IP_HASH_SECRET || randomBytes(32).toString('hex'),
    log = { info: (line) => console.info(line), error: (line) => console.error(line) },
    webhookTargets = [],
    recordUrl,
    acknowledge,
  } = options;
  const maxBytes = form.maxBytes ?? (form.resume ? REQUEST_MAX_BYTES : JSON_FORM_MAX_BYTES);
  const logLine = (level: 'info' | 'error', event: string, fields: Record<string, unknown> = {}) =>
    log[level](JSON.stringify({ level, event: `${form.type}.${event}`, ...fields, at: new Date().toISOString() }));

  const api = new Hono();
  api.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  /** JSON for scripts and API clients, 303 or an HTML page for a plain form post. */
  const respond = (c: Context, answer: Answer) => {
    const headers: Record<string, string> = answer.status === 429 && answer.retryAfter ? { 'Retry-After': String(answer.retryAfter) } : {};
    if (!prefersHtml(c)) {
      if (answer.status === 201) return c.json({ id: answer.id, ...answer.extra }, 201);
      return c.json({ error: answer.error, message: answer.message, ...(answer.fields ? { fields: answer.fields } : {}), ...answer.extra }, answer.status, headers);
    }
    if (answer.page) return c.html(answer.page, answer.status, { ...headers, 'Content-Security-Policy': LOCKED_DOWN_CSP });
    if (answer.status === 201) return c.redirect(form.thankYouPath, 303);
    return c.html(problemPage(form, answer), answer.status, { ...headers, 'Content-Security-Policy': LOCKED_DOWN_CSP });
  };

  api.post(
    '/',
    // 1. Rate limit per address and form: every attempt counts.
    async (c, next) => {
      if (!db) return respond(c, { status: 503, error: 'unavailable', message: `We cannot receive this right now. ${fallback}` });
      if (!rateLimiter) return next();
      let verdict: Awaited<ReturnType<RateLimiter['hit']>>;
      try {
        verdict = await rateLimiter.hit(`${form.type}:${hashAddress(clientAddress(c, trustProxy), ipHashSecret)}`);
      } catch (error) {
        logLine('error', 'rate_limit_failed', describeError(error));
        return respond(c, { status: 503, error: 'unavailable', message: `We cannot receive this right now. ${fallback}` });
      }
      if (!verdict.ok) {
        const minutes = Math.ceil(verdict.retryAfterSeconds / 60);
        return respond(c, {
          status: 429,
          error: 'rate_limited',
          message: `Too many messages from this connection. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or email us at ${site.email}.`,
          retryAfter: verdict.retryAfterSeconds,
        });
      }
      return next();
    },
    // 2. Content type: JSON, a URL-encoded form or multipart (a file needs multipart).
    async (c, next) => {
      const type = requestMediaType(c);
      const allowed = form.resume ? ['multipart/form-data'] : ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];
      if (!allowed.includes(type)) {
        return respond(c, {
          status: 415,
          error: 'unsupported_media_type',
          message: form.resume ? 'Send the form as multipart/form-data with the resume as the file part "resume".' : 'Send the form as JSON or as an HTML form post.',
        });
      }
      return next();
    },
    // 3. Size, declared or streamed, before anything is buffered.
    bodyLimit({
      maxSize: maxBytes,
      onError: (c) =>
        respond(c, {
          status: 413,
          error: 'payload_too_large',
          message: form.resume ? REQUEST_TOO_LARGE : `The form is larger than ${Math.round(maxBytes / 1024)} KB. Please shorten the message.`,
        }),
    }),
    async (c) => {
      // 4. Parse.
      const parsedBody = await readBody(c, form, maxBytes);
      if ('answer' in parsedBody) return respond(c, parsedBody.answer);
      // The honeypot is set aside: it never takes part in validation (step 7 decides on it).
      const { website, ...fields } = parsedBody.fields;
      const { file } = parsedBody;
      const honeypotFilled = website !== undefined && !(typeof website === 'string' && website.trim() === '');

      // 5. The form's own schema, then the resume's bytes.
      const parsed = form.schema.safeParse(fields);
      const fieldMessages = parsed.success ? {} : form.fieldErrors(parsed.error);
      let resume: ReceivedResume | null = null;
      if (form.resume) {
        const checked = checkResume(file, form.resume.required);
        if ('answer' in checked) {
          // A wrong file type or size has its own status; a missing resume joins the other field messages.
          if (checked.answer.status !== 400) return respond(c, checked.answer);
          fieldMessages.resume = checked.answer.message;
        } else resume = checked.resume;
      }
      if (!parsed.success || Object.keys(fieldMessages).length > 0) {
        return respond(c, { status: 400, error: 'validation', message: 'Some fields need your attention.', fields: fieldMessages });
      }

      // 6. Idempotency: the Idempotency-Key header or the submissionId field.
      const headerKey = c.req.header('idempotency-key')?.trim();
      const bodyKey = typeof fields.submissionId === 'string' ? fields.submissionId.trim() : '';
      const submissionId = headerKey || bodyKey || null;
      if (submissionId && !SUBMISSION_ID.test(submissionId)) {
        return respond(c, { status: 400, error: 'validation', message: 'The submission id must be a UUID.', fields: { submissionId: 'Invalid submission id.' } });
      }

      // 7. Honeypot: answered as a stored submission would be; nothing stored.
      if (honeypotFilled) {
        logLine('info', 'honeypot');
        const key = form.answerKey?.(parsed.data) ?? submissionId ?? undefined;
        const id = key === undefined ? randomUUID() : decoyId(ipHashSecret, `${form.type}:${key}`);
        if (!form.honeypot) return respond(c, { status: 201, id });
        try {
          const address = clientAddress(c, trustProxy);
          const meta: SubmissionMeta = {
            submissionId,
            userAgent: null,
            ipHash: hashAddress(address, ipHashSecret),
            networkHash: hashAddress(`network:${networkPrefix(address)}`, ipHashSecret),
            rangeHash: hashAddress(`range:${rangePrefix(address)}`, ipHashSecret),
          };
          const decoy = await form.honeypot(db!, parsed.data, id, meta);
          const refusal = decoy.refusal;
          if (refusal) {
            const more = await refusal.more?.(db!).catch(() => undefined);
            return respond(c, { status: 409, error: 'conflict', message: refusal.message, ...more });
          }
          return respond(c, { status: 201, id, extra: decoy.answer });
        } catch (error) {
          if (error instanceof FormRefusal) return respond(c, { status: 409, error: 'conflict', message: error.message });
          return respond(c, { status: 503, error: 'unavailable', message: `We could not save this just now, so nothing was stored. ${fallback}` });
        }
      }

      const userAgent = c.req.header('user-agent');
      const meta: SubmissionMeta = {
        submissionId,
        userAgent: userAgent ? cleanText(userAgent, false).slice(0, 512) : null,
        ipHash: hashAddress(clientAddress(c, trustProxy), ipHashSecret),
        networkHash: hashAddress(`network:${networkPrefix(clientAddress(c, trustProxy))}`, ipHashSecret),
        rangeHash: hashAddress(`range:${rangePrefix(clientAddress(c, trustProxy))}`, ipHashSecret),
      };

      // 8. Store the submission, its resume and its outbox row in one transaction (a resume's file, on the
      // embedded database, is written first and removed again if the transaction does not keep it).
      let kept = false;
      try {
        if (resume) resume = { ...resume, stored: await putResumeBytes(db!, resume.bytes) };
        const stored = await db!.transaction(async (tx) => {
          const result = await form.store(tx, parsed.data, meta, resume);
          if (!result) return null;
          if (result.notification) {
            const payload = { ...result.notification, id: result.id, type: form.type };
            const hooks = (webhookKinds as readonly string[]).includes(form.type) ? webhookTargets : [];
            await tx
              .insert(notifications)
              .values([
                { kind: form.type, leadId: result.id, payload: recordUrl ? { ...payload, inboxUrl: recordUrl(result.id) } : payload },
                ...hooks.map((target) => ({ kind: 'webhook', leadId: result.id, payload: { ...payload, target } })),
              ]);
            await acknowledge?.(tx, { type: form.type, id: result.id, payload, networkHash: meta.networkHash });
          }
          return result;
        });
        kept = stored !== null;
        const found = stored ?? (submissionId ? await form.findBySubmissionId(db!, submissionId) : undefined);
        const answer = typeof found === 'string' ? { id: found } : found;
        if (!answer) throw new Error('stored row not found');
        logLine('info', stored ? 'received' : 'replayed', { id: answer.id });
        return respond(c, { status: 201, id: answer.id, extra: answer.answer, page: answer.page });
      } catch (error) {
        if (error instanceof FormRefusal) {
          logLine('info', 'refused');
          const more = await error.more?.(db!).catch(() => undefined);
          return respond(c, { status: 409, error: 'conflict', message: error.message, ...more });
        }
        logLine('error', 'store_failed', describeError(error));
        return respond(c, { status: 503, error: 'unavailable', message: `We could not save this just now, so nothing was stored. ${fallback}` });
      } finally {
        if (!kept && resume?.stored?.fileKey) await removeResumeFiles(db!, [resume.stored.fileKey]).catch(() => {});
      }
    },
  );

  api.all('/', (c) => c.json({ error: 'method_not_allowed', message: 'Use POST.' }, 405, { Allow: 'POST', 'Cache-Control': 'no-store' }));
  return api;
}

/** A stable random-looking UUID (version 4 layout) for `key`: the honeypot's answer to a replay is the first one's. */
function decoyId(secret: string, key: string): string {
  const bytes = createHmac('sha256', secret).update(`honeypot:${key}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The client's address: the socket peer, or the last X-Forwarded-For hop behind a trusted proxy. */
export function clientAddress(c: Context, trustProxy: ProxyTrust): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined; // no socket (app.request in tests)
  }
  return clientAddressOf(peer, c.req.header('x-forwarded-for'), trustProxy);
}

/** The network an address is in: its /24 (IPv4, also IPv4-mapped IPv6) or /64 (IPv6); anything else as it is. */
export function networkPrefix(address: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(address);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** The provider range an address is in: its /16 (IPv4, also IPv4-mapped IPv6) or /48 (IPv6); anything else as it is. */
export function rangePrefix(address: string): string {
  const network = networkPrefix(address);
  const v4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.0\/24$/.exec(network);
  if (v4) return `${v4[1]}.${v4[2]}.0.0/16`;
  if (!network.endsWith('::/64')) return network;
  return `${network.slice(0, -'::/64'.length).split(':').slice(0, 3).join(':')}::/48`;
}

export function hashAddress(address: string, secret: string): string {
  return createHmac('sha256', secret).update(address).digest('hex');
}
