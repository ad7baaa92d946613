import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db';
import { backends, clearTables, countRows, files, multipart, openTestDatabase, testApp, validApplication, validTalent } from '../testing/test-support';

/**
 * Bad input, table-driven, per endpoint: every case gets its 4xx (or, for hostile-looking text in a
 * free-text field, is stored verbatim as text: never executed), nothing wrong is stored, no 5xx.
 * Every text field of every endpoint also gets lone surrogates, NUL, ESC, BEL, C1 controls and
 * bidi overrides: each is refused (400) or stored well-formed without them, never a 5xx.
 */

type Body = { kind: 'json'; value: unknown } | { kind: 'raw'; type?: string; text: string } | { kind: 'form'; fields: Record<string, string>; resume?: { bytes: Buffer; name: string } };
interface Case {
  name: string;
  body: Body;
  /** Expected status (or the statuses allowed); a 201 with `stored` must store exactly that value in `column` (null: an empty optional field). */
  status: number | number[];
  stored?: { column: string; value: string | null };
  headers?: Record<string, string>;
}

/** Characters that must never reach storage; a lone surrogate is stored as U+FFFD. */
const HOSTILE: readonly (readonly [name: string, char: string, storedAs: string])[] = [
  ['a lone high surrogate', '\ud800', '\ufffd'],
  ['a lone low surrogate', '\udfff', '\ufffd'],
  ['NUL', '\u0000', ''],
  ['ESC', '\u001b', ''],
  ['BEL', '\u0007', ''],
  ['C1 NEL', '\u0085', ''],
  ['C1 CSI', '\u009b', ''],
  ['a bidi override (RLO)', '\u202e', ''],
  ['a bidi isolate (LRI)', '\u2066', ''],
];
/** Every string inside a JSON value. */
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDFFF]/u;

interface Endpoint {
  path: string;
  table: string;
  multipart: boolean;
  valid: Record<string, string>;
  required: string[];
  /** Fields a visitor may leave out or blank: accepted (201) without them. */
  optional?: string[];
  /** Of those, the choices from a list: anything but a listed value or blank is refused, control characters too. */
  choices?: string[];
  /** Fields checked against a pattern or a list (email, enums, phone): hostile text is refused. */
  strict: string[];
  /** Free-text fields: hostile text is stored as text. */
  text: Record<string, string>;
  /** Other fields stored as given (after cleaning), by column. */
  columns: Record<string, string>;
}

const endpoints: Endpoint[] = [
  {
    path: 'contact',
    table: 'contact_requests',
    multipart: false,
    valid: { name: 'Ada Lovelace', email: 'ada@example.com', company: 'Engines', service: 'devops', topic: 'quote', message: 'We need CI/CD for twelve services.' },
    required: ['name', 'email', 'message'],
    strict: ['email', 'service', 'topic'],
    text: { name: 'name', company: 'company', message: 'message' },
    columns: { email: 'email', service: 'service', topic: 'topic' },
  },
  {
    path: 'chat',
    table: 'chat_messages',
    multipart: false,
    valid: { message: 'Do you build Flutter apps?', email: 'ada@example.com', page: '/services/devops' },
    required: ['message'],
    strict: ['email', 'page'],
    text: { message: 'message' },
    columns: { email: 'email', page: 'page' },
  },
  {
    path: 'newsletter',
    table: 'newsletter_subscribers',
    multipart: false,
    valid: { email: 'reader@example.com' },
    required: ['email'],
    strict: ['email'],
    text: {},
    columns: { email: 'email' },
  },
  {
    path: 'job-applications',
    table: 'job_applications',
    multipart: true,
    valid: validApplication,
    required: ['firstName', 'lastName', 'email', 'position'],
    optional: ['phone', 'experience', 'coverLetter', 'skills', 'portfolio'],
    choices: ['experience'],
    strict: ['email', 'phone', 'position', 'experience'],
    text: { firstName: 'first_name', lastName: 'last_name', coverLetter: 'cover_letter', skills: 'skills', portfolio: 'portfolio' },
    columns: { email: 'email', phone: 'phone', position: 'position', experience: 'experience' },
  },
  {
    path: 'talent-pool',
    table: 'talent_pool',
    multipart: true,
    valid: validTalent,
    required: ['fullName', 'email', 'consent'],
    optional: ['phone', 'location', 'currentRole', 'areaOfInterest', 'keySkills', 'experience', 'links'],
    strict: ['email', 'phone'],
    text: { fullName: 'full_name', location: 'location', currentRole: 'current_role', keySkills: 'key_skills', experience: 'experience' },
    columns: { email: 'email', phone: 'phone', areaOfInterest: 'area_of_interest', links: 'links' },
  },
];

const SQL = "Robert'); DROP TABLE contact_requests; -- and more text here";
const HTML = '<img src=x onerror=alert(1)><script>alert("x")</script> long enough';

function casesFor(endpoint: Endpoint): Case[] {
  const pdf = { bytes: files.pdf(), name: 'cv.pdf' };
  const body = (fields: Record<string, string>, resume: { bytes: Buffer; name: string } | undefined = pdf): Body =>
    endpoint.multipart ? { kind: 'form', fields, resume } : { kind: 'json', value: fields };
  const cases: Case[] = [
    { name: 'no content type', body: { kind: 'raw', text: JSON.stringify(endpoint.valid) }, status: 415 },
    { name: 'text/plain', body: { kind: 'raw', type: 'text/plain', text: 'hello' }, status: 415 },
    { name: 'application/xml', body: { kind: 'raw', type: 'application/xml', text: '<a/>' }, status: 415 },
    { name: 'oversized body (7 MB)', body: { kind: 'raw', type: endpoint.multipart ? 'multipart/form-data; boundary=x' : 'application/json', text: 'x'.repeat(7 * 1024 * 1024) }, status: 413 },
  ];
  if (endpoint.multipart) {
    cases.push(
      { name: 'JSON instead of multipart', body: { kind: 'json', value: endpoint.valid }, status: 415 },
      { name: 'URL-encoded instead of multipart', body: { kind: 'raw', type: 'application/x-www-form-urlencoded', text: 'a=b' }, status: 415 },
      { name: 'malformed multipart', body: { kind: 'raw', type: 'multipart/form-data; boundary=zzz', text: '--zzz\r\nContent-Disposition: form-data\r\n\r\nbroken' }, status: 400 },
      { name: 'multipart without boundary', body: { kind: 'raw', type: 'multipart/form-data', text: 'nothing' }, status: 400 },
      { name: 'a script renamed .pdf', body: body(endpoint.valid, { bytes: files.script(), name: 'cv.pdf' }), status: 415 },
      { name: 'a ZIP that is not a DOCX', body: body(endpoint.valid, { bytes: files.zipNotDocx(), name: 'cv.docx' }), status: 415 },
      { name: 'HTML renamed .doc', body: body(endpoint.valid, { bytes: files.html(), name: 'cv.doc' }), status: 415 },
      { name: 'a resume over 5 MB', body: body(endpoint.valid, { bytes: Buffer.concat([files.pdf(), Buffer.alloc(5 * 1024 * 1024 + 10)]), name: 'cv.pdf' }), status: 413 },
    );
  } else {
    cases.push(
      { name: 'malformed JSON', body: { kind: 'raw', type: 'application/json', text: '{"email": ' }, status: 400 },
      { name: 'empty body', body: { kind: 'raw', type: 'application/json', text: '' }, status: 400 },
      { name: 'JSON array', body: { kind: 'json', value: [endpoint.valid] }, status: 400 },
      { name: 'JSON null', body: { kind: 'json', value: null }, status: 400 },
      { name: 'JSON string', body: { kind: 'json', value: 'hello' }, status: 400 },
      { name: 'JSON number', body: { kind: 'json', value: 42 }, status: 400 },
      { name: 'body over 32 KB', body: { kind: 'json', value: { ...endpoint.valid, padding: 'x'.repeat(40 * 1024) } }, status: 413 },
    );
    for (const field of Object.keys(endpoint.valid)) {
      for (const [label, value] of [['a number', 42], ['an object', { $ne: null }], ['an array', ['a', 'b']], ['true', true]] as const) {
        cases.push({ name: `${field} as ${label}`, body: { kind: 'json', value: { ...endpoint.valid, [field]: value } }, status: 400 });
      }
    }
  }
  for (const field of endpoint.required) {
    const rest = Object.fromEntries(Object.entries(endpoint.valid).filter(([key]) => key !== field));
    cases.push({ name: `missing ${field}`, body: body(rest), status: 400 });
    cases.push({ name: `${field} only control characters`, body: body({ ...endpoint.valid, [field]: '\u0000\u0001\u001b\u007f' }), status: 400 });
  }
  for (const field of endpoint.optional ?? []) {
    const rest = Object.fromEntries(Object.entries(endpoint.valid).filter(([key]) => key !== field));
    cases.push({ name: `missing ${field} (optional)`, body: body(rest), status: 201 });
    const choice = endpoint.choices?.includes(field) ?? false;
    cases.push({ name: `${field} (optional) only control characters`, body: body({ ...endpoint.valid, [field]: '\u0000\u0001\u001b\u007f' }), status: choice ? 400 : 201 });
  }
  for (const field of Object.keys(endpoint.valid)) {
    cases.push({ name: `${field} far too long`, body: body({ ...endpoint.valid, [field]: 'y'.repeat(6000) }), status: endpoint.multipart || field !== 'message' ? 400 : 400 });
  }
  for (const field of endpoint.strict) {
    cases.push({ name: `SQL in ${field}`, body: body({ ...endpoint.valid, [field]: SQL }), status: 400 });
    cases.push({ name: `HTML in ${field}`, body: body({ ...endpoint.valid, [field]: HTML }), status: 400 });
  }
  for (const [field, column] of Object.entries(endpoint.text)) {
    const fit = (value: string) => value.slice(0, field === 'firstName' || field === 'lastName' ? 80 : 100);
    cases.push({ name: `SQL in ${field} is stored as text`, body: body({ ...endpoint.valid, [field]: fit(SQL).padEnd(60, '.') }), status: 201, stored: { column, value: fit(SQL).padEnd(60, '.') } });
    cases.push({ name: `HTML in ${field} is stored as text`, body: body({ ...endpoint.valid, [field]: fit(HTML).padEnd(60, '.') }), status: 201, stored: { column, value: fit(HTML).padEnd(60, '.') } });
    cases.push({ name: `unicode in ${field}`, body: body({ ...endpoint.valid, [field]: 'Zoë Ñúñez 日本語 🚀 مرحبا'.padEnd(60, '.') }), status: 201, stored: { column, value: 'Zoë Ñúñez 日本語 🚀 مرحبا'.padEnd(60, '.') } });
    const dots = '.'.repeat(45);
    cases.push({ name: `control characters in ${field} are stripped`, body: body({ ...endpoint.valid, [field]: `Clean\u0000 te\u001bxt\u202e here${dots}` }), status: 201, stored: { column, value: `Clean text here${dots}` } });
  }
  const badEmails = ['plainaddress', '@no-local.example', 'ada@', 'ada @example.com', 'ada@example..com', `${'x'.repeat(250)}@example.com`, 'ada@example.com\nBcc: victim@example.net', 'ada@example.com,eve@example.net', '"><svg onload=alert(1)>@example.com'];
  for (const email of badEmails) cases.push({ name: `email ${JSON.stringify(email.slice(0, 30))}`, body: body({ ...endpoint.valid, email }), status: 400 });
  cases.push({ name: 'an invalid submission id', body: body({ ...endpoint.valid, submissionId: "1' OR '1'='1" }), status: 400 });
  cases.push(...hostileCharacterCases(endpoint, body));
  return cases;
}

/**
 * Each hostile character in the middle of every text field (and of the submission id and the
 * honeypot), as JSON and as a plain form post, plus one in the User-Agent header.
 */
function hostileCharacterCases(endpoint: Endpoint, body: (fields: Record<string, string>) => Body): Case[] {
  const cases: Case[] = [];
  const submissionId = '8f14e45f-ceea-4e7a-9b1c-2d3e4f5a6b7c';
  const fields = [...Object.keys(endpoint.valid), 'submissionId', 'website'];
  for (const field of fields) {
    const original = field === 'submissionId' ? submissionId : field === 'website' ? '' : endpoint.valid[field]!;
    const at = Math.floor(original.length / 2);
    for (const [label, char, storedAs] of HOSTILE) {
      const value = original.slice(0, at) + char + original.slice(at);
      const cleaned = (original.slice(0, at) + storedAs + original.slice(at)).trim();
      const column = endpoint.text[field] ?? endpoint.columns[field];
      // Free text is always stored, cleaned; a checked field may refuse the result (400); a bad submission id is refused;
      // a filled honeypot is answered like a success and stores nothing.
      const expected: Pick<Case, 'status' | 'stored'> =
        field === 'website' ? { status: 201 } : field === 'submissionId' ? { status: 400 } : field in endpoint.text ? { status: 201, stored: { column: column!, value: cleaned || null } } : { status: [201, 400], ...(column ? { stored: { column, value: cleaned || null } } : {}) };
      cases.push({ name: `${label} in ${field}`, body: body({ ...endpoint.valid, [field]: value }), ...expected });
      if (!endpoint.multipart && !char.match(/[\ud800-\udfff]/)) {
        // The same through the URL-encoded parser (a lone surrogate cannot be sent as UTF-8).
        const text = new URLSearchParams({ ...endpoint.valid, [field]: value }).toString();
        cases.push({ name: `${label} in ${field}, URL-encoded`, body: { kind: 'raw', type: 'application/x-www-form-urlencoded', text }, ...expected });
      }
    }
  }
  // Bytes that are not UTF-8 in a plain form post become U+FFFD, like a lone surrogate.
  const [firstText] = Object.keys(endpoint.text);
  if (!endpoint.multipart && firstText) {
    const text = `${new URLSearchParams(endpoint.valid).toString()}&${firstText}=${encodeURIComponent(endpoint.valid[firstText]!)}`.replace(`${firstText}=`, `${firstText}=%ED%A0%80%FF`);
    cases.push({ name: `bytes that are not UTF-8 in ${firstText}, URL-encoded`, body: { kind: 'raw', type: 'application/x-www-form-urlencoded', text }, status: [201, 400] });
  }
  cases.push({ name: 'control characters in the User-Agent header', body: body(endpoint.valid), headers: { 'user-agent': 'Mozilla/5.0 \u001b[31m\u0085\u009b(evil)' }, status: 201, stored: { column: 'user_agent', value: 'Mozilla/5.0 [31m(evil)' } });
  return cases;
}

describe.each(backends)('bad input on $name', ({ env, skip }) => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof testApp>;
  beforeAll(async () => {
    if (skip) return;
    handle = await openTestDatabase(env, 'bad_input');
    app = testApp(handle);
    await clearTables(handle);
  }, 60_000);
  afterAll(async () => handle?.close());

  for (const endpoint of endpoints) {
    const cases = casesFor(endpoint);
    it('has at least 30 cases for ' + endpoint.path, () => expect(cases.length).toBeGreaterThanOrEqual(30));
    it.skipIf(skip).each(cases)(`${endpoint.path}: $name -> $status`, async ({ body, status, stored, headers }) => {
      if (endpoint.path === 'newsletter') await clearTables(handle); // one row per address: a second valid case would not add one
      const before = await countRows(handle, endpoint.table);
      const mailsBefore = await countRows(handle, 'notifications');
      const init: RequestInit = { method: 'POST', headers: { accept: 'application/json', ...headers } };
      if (body.kind === 'json') {
        init.headers = { ...init.headers, 'content-type': 'application/json' };
        init.body = JSON.stringify(body.value);
      } else if (body.kind === 'raw') {
        if (body.type) init.headers = { ...init.headers, 'content-type': body.type };
        init.body = body.text;
      } else {
        init.body = multipart(body.fields, body.resume);
      }
      const response = await app.request(`/api/${endpoint.path}`, init);
      if (Array.isArray(status)) expect(status).toContain(response.status);
      else expect(response.status).toBe(status);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-type')).toContain('application/json');
      const after = await countRows(handle, endpoint.table);
      if (response.status === 201 && after > before) {
        expect(after).toBe(before + 1);
        const { id } = (await response.json()) as { id: string };
        const result = (await handle.db.execute(sql`select * from ${sql.identifier(endpoint.table)} where id = ${id}`)) as unknown as { rows: Record<string, unknown>[] };
        const row = result.rows[0]!;
        if (stored) expect(row[stored.column]).toBe(stored.value);
        // Nothing in the row, nor in its queued notification, carries a control character or a lone surrogate.
        for (const [column, value] of Object.entries(row)) if (typeof value === 'string') expect(value, column).not.toMatch(FORBIDDEN);
        const mails = (await handle.db.execute(sql`select payload::text as payload from notifications where lead_id = ${id}`)) as unknown as { rows: { payload: string }[] };
        for (const mail of mails.rows) for (const text of strings(JSON.parse(mail.payload))) expect(text, 'notification').not.toMatch(FORBIDDEN);
      } else if (response.status === 201) {
        // The honeypot: answered with an id, nothing stored, nothing queued.
        expect(stored).toBeUndefined();
        expect(after).toBe(before);
        expect(await countRows(handle, 'notifications')).toBe(mailsBefore);
        expect(await response.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      } else {
        expect(after).toBe(before);
        const answer = (await response.json()) as { error: string; message: string };
        expect(answer.message.length).toBeGreaterThan(0);
      }
      // Every table is still there.
      expect(await countRows(handle, 'contact_requests')).toBeGreaterThanOrEqual(0);
    });
  }
});
