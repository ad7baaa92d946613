/**
 * `npm run bench:api`: an open-loop load test of the form API (not a test). Requests are sent on a
 * fixed schedule whatever the answers (no coordinated omission: latency counts from the planned send
 * time), against the real server in a child process:
 *   - contact submissions at 200/s for 20 s, on the embedded database and on PostgreSQL;
 *   - job applications with a 1 MB PDF resume at 20/s for 10 s;
 *   - the event loop under resumes: `/api/health` at 50/s while 6 job applications with a 5 MB
 *     resume are stored at once, and the server's resident memory before and after that burst;
 *   - resident memory while the outbox mails 50 stored job applications with a 5 MB resume each
 *     (to an SMTP server in this process that discards them);
 *   - `/api/health` at 50/s, and mails, while every webhook delivery goes to a receiver that never answers.
 * BENCH_HARDENING_ONLY=1 runs the last two alone.
 * It prints p50/p99, errors, and checks that stored rows equal accepted (201) answers.
 * PostgreSQL: BENCH_DATABASE_URL, or (as root) a throwaway cluster from /usr/lib/postgresql/15/bin.
 */
import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db';
import { createFixtureExport } from '../server/testing/fixture-export';
import { smtpSink } from '../server/testing/smtp-sink';
import { openLoop, sleep, type Result } from './open-loop';

const PORT = Number(process.env.BENCH_PORT ?? 3266);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 3267);
const PG_BIN = '/usr/lib/postgresql/15/bin';
const base = `http://127.0.0.1:${PORT}`;
const work = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
/** A small export with its serving manifest (the server refuses to start without one). */
const siteRoot = createFixtureExport();


/** The server's resident memory (MB), from /proc. */
function rssOf(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const extraArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []; // e.g. --cpu-prof
  const child = spawn(process.execPath, [...extraArgs, '--import', 'tsx', 'server/main.ts'], {
    // MALLOC_MMAP_THRESHOLD_ as `npm run serve` sets it: large buffers (uploads) go back to the system when freed.
    env: { ...process.env, MALLOC_MMAP_THRESHOLD_: '131072', PORT: String(PORT), HOST: '127.0.0.1', SITE_ROOT: siteRoot, FORM_RATE_LIMIT: '0', SMTP_URL: '', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 1200; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch {
      // starting
    }
    await sleep(100);
  }
  throw new Error('server did not start');
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const contact = (index: number) =>
  fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ name: `Bench visitor ${index}`, email: `bench${index}@example.com`, topic: 'general', message: `Open-loop benchmark message number ${index}.` }),
  });

const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(bytes - 9, 0x20)]);
const resume = pdf(1024 * 1024);
function applicationForm(index: number, file: Buffer): FormData {
  const form = new FormData();
  const fields = { firstName: 'Bench', lastName: `Applicant ${index}`, email: `apply${index}@example.com`, phone: '+1 410 555 0134', position: 'backend', experience: '4-5', coverLetter: 'A cover letter long enough to pass the fifty character minimum of the form.' };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('resume', new File([new Uint8Array(file)], 'cv.pdf', { type: 'application/pdf' }));
  return form;
}
const application = (index: number, file = resume) =>
  fetch(`${base}/api/job-applications`, { method: 'POST', headers: { accept: 'application/json' }, body: applicationForm(index, file) });

async function countRows(env: Record<string, string>, table: string): Promise<number> {
  const handle = await openDatabase(env);
  try {
    const result = (await handle.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] };
    return Number(result.rows[0]?.n ?? 0);
  } finally {
    await handle.close();
  }
}

/** `stored` rows against `accepted` answers (several runs may share a table); no check without `stored`. */
function report(label: string, result: Result, stored?: number, accepted = result.accepted) {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `${label.padEnd(44)} sent ${result.sent}  201 ${result.accepted}  errors ${result.errors} ${JSON.stringify(result.statuses)}  p50 ${ms(result.p50)}  p99 ${ms(result.p99)}  max ${ms(result.max)}` +
      (stored === undefined ? '' : `  stored ${stored} ${stored === accepted ? '(= accepted)' : `(MISMATCH: ${accepted} accepted)`}`),
  );
}

/** `/api/health` at `rate` per second for `seconds`, probed from a process of its own. */
function probeHealth(rate: number, seconds: number): Promise<Result> {
  const probe = fork('scripts/bench-api-probe.ts', [`${base}/api/health`, String(rate), String(seconds)], { execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    probe.once('message', (result) => resolve(result as Result));
    probe.once('exit', (code) => reject(new Error(`the health probe exited (${code})`)));
  });
}

/** A job application as the bytes a browser would send, encoded ahead so sending it costs the sender little. */
async function encodedApplication(index: number, file: Buffer) {
  const request = new Request(`${base}/api/job-applications`, { method: 'POST', body: applicationForm(index, file) });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type')! };
}

/**
 * The event loop while resumes are stored: /api/health at 50/s for 12 s; after 2 s, six job
 * applications with a 5 MB resume (the largest allowed) sent at once. Run on a freshly
 * started server: resident memory at start (before the burst) and 10 s after the last upload answered.
 */
async function resumeBurst(label: string, server: ChildProcess) {
  const big = pdf(5 * 1024 * 1024);
  const bodies = await Promise.all(Array.from({ length: 6 }, (_, index) => encodedApplication(10_000 + index, big)));
  await sleep(2000);
  const rssBefore = rssOf(server);
  const probes = probeHealth(50, 12);
  await sleep(2000);
  const started = performance.now();
  const uploads = await Promise.all(Array.from({ length: 6 }, (_, index) => fetch(`${base}/api/job-applications`, { method: 'POST', headers: { accept: 'application/json', 'content-type': bodies[index]!.type }, body: bodies[index]!.body }).then(async (response) => ({ status: response.status, ms: performance.now() - started, body: await response.arrayBuffer() }))));
  const uploadsDone = performance.now() - started;
  const probed = await probes;
  let rssPeak = rssOf(server);
  await sleep(10_000);
  rssPeak = Math.max(rssPeak, rssOf(server));
  const rssAfter = rssOf(server);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `${label.padEnd(44)} /api/health 50/s: sent ${probed.sent}  200 ${probed.statuses['200'] ?? 0}  p50 ${ms(probed.p50)}  p99 ${ms(probed.p99)}  max ${ms(probed.max)}` +
      `  |  6 x 5 MB: ${uploads.map((upload) => upload.status).join(',')} all answered in ${(uploadsDone / 1000).toFixed(1)} s` +
      `  |  RSS before ${rssBefore.toFixed(0)} MB, after the burst ${rssPeak.toFixed(0)} MB, 10 s later ${rssAfter.toFixed(0)} MB (${rssAfter - rssBefore <= 100 ? 'within' : 'NOT within'} 100 MB)`,
  );
}

/**
 * 50 job applications with a 5 MB resume stored while no mail goes out, then a fresh server with SMTP
 * mails all 50: its resident memory at start, at its highest while mailing, and 10 s after the last mail.
 */
async function mailResumes(label: string, env: Record<string, string>) {
  const big = pdf(5 * 1024 * 1024);
  let server = await startServer(env);
  const cleanup = await openDatabase(env, { attach: true });
  await cleanup.db.execute(sql`truncate resumes, job_applications, contact_requests, notifications`);
  await cleanup.close();
  for (let index = 0; index < 50; index += 5) {
    const statuses = await Promise.all(Array.from({ length: 5 }, async (_, offset) => (await application(20_000 + index + offset, big)).status));
    if (statuses.some((status) => status !== 201)) throw new Error(`storing resumes: ${statuses.join(',')}`);
  }
  await stopServer(server);
  const smtp = await smtpSink();
  try {
    server = await startServer({ ...env, SMTP_URL: smtp.url, LEADS_NOTIFY_TO: 'hiring@agency.test', OUTBOX_INTERVAL_MS: '200' });
    const rssStart = rssOf(server);
    let rssPeak = rssStart;
    const started = performance.now();
    while (smtp.received() < 50 && performance.now() - started < 600_000) {
      await sleep(250);
      rssPeak = Math.max(rssPeak, rssOf(server));
    }
    const seconds = (performance.now() - started) / 1000;
    await sleep(10_000);
    const rssAfter = rssOf(server);
    await stopServer(server);
    console.log(
      `${label.padEnd(44)} ${smtp.received()} of 50 mailed in ${seconds.toFixed(1)} s  |  RSS at start ${rssStart.toFixed(0)} MB, highest while mailing ${rssPeak.toFixed(0)} MB, 10 s after ${rssAfter.toFixed(0)} MB (${rssAfter - rssStart <= 100 ? 'within' : 'NOT within'} 100 MB)`,
    );
  } finally {
    await smtp.close();
  }
}

/**
 * Every webhook delivery goes to a receiver that takes the request and never answers (timeout 20 s):
 * /api/health at 50/s for 12 s while contact submissions arrive at 5/s (each a mail and a webhook row).
 */
async function hangingWebhook(label: string, env: Record<string, string>) {
  const held: import('node:http').IncomingMessage[] = [];
  const receiver = createHttpServer((request) => void held.push(request));
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const smtp = await smtpSink();
  try {
    const server = await startServer({
      ...env,
      SMTP_URL: smtp.url,
      LEADS_NOTIFY_TO: 'leads@agency.test',
      OUTBOX_INTERVAL_MS: '200',
      LEADS_WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/crm`,
      LEADS_WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
      LEADS_WEBHOOK_TIMEOUT_MS: '20000',
    });
    const probes = probeHealth(50, 12);
    const submissions = await openLoop(5, 10, (index) => contact(30_000 + index));
    const probed = await probes;
    await sleep(2000);
    const mailed = smtp.received();
    await stopServer(server);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      `${label.padEnd(44)} /api/health 50/s: sent ${probed.sent}  200 ${probed.statuses['200'] ?? 0}  p50 ${ms(probed.p50)}  p99 ${ms(probed.p99)}  max ${ms(probed.max)}` +
        `  |  contact 5/s x 10 s: 201 ${submissions.accepted}, mailed ${mailed} within 2 s of the last; webhook requests held unanswered ${held.length}`,
    );
  } finally {
    receiver.closeAllConnections();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
    await smtp.close();
  }
}

async function run(label: string, env: Record<string, string>) {
  let server: ChildProcess;
  if (process.env.BENCH_HARDENING_ONLY) {
    await mailResumes(`${label}: outbox mailing 50 x 5 MB resumes`, env);
    await hangingWebhook(`${label}: health while a webhook hangs`, env);
    return;
  }
  if (!process.env.BENCH_BURST_ONLY) {
  server = await startServer(env);
  await openLoop(50, 2, contact); // warm-up (not reported)
  await stopServer(server);
  const cleanup = await openDatabase(env);
  await cleanup.db.execute(sql`truncate resumes, job_applications, contact_requests, notifications`);
  await cleanup.close();

  server = await startServer(env);
  // A process just started runs its code unoptimised: its first seconds are reported apart.
  const coldContacts = await openLoop(200, 5, contact);
  const contacts = await openLoop(200, 20, (index) => contact(1_000_000 + index));
  const applications = await openLoop(20, 10, (index) => application(index));
  await stopServer(server);
  const storedContacts = await countRows(env, 'contact_requests');
  report(`${label}: contact 200/s, first 5 s of a fresh process`, coldContacts);
  report(`${label}: contact 200/s x 20 s after those`, contacts, storedContacts, coldContacts.accepted + contacts.accepted);
  report(`${label}: job application 1 MB 20/s x 10 s`, applications, await countRows(env, 'job_applications'));
  }

  // A fresh server, so "before" is its resident memory at start.
  server = await startServer(env);
  await resumeBurst(`${label}: health during 6 x 5 MB resumes`, server);
  await stopServer(server);
  await mailResumes(`${label}: outbox mailing 50 x 5 MB resumes`, env);
  await hangingWebhook(`${label}: health while a webhook hangs`, env);
}

async function withPostgres(body: (url: string) => Promise<void>) {
  if (process.env.BENCH_DATABASE_URL) return body(process.env.BENCH_DATABASE_URL);
  // Its own directory under /tmp that the postgres user can enter (not inside the 0700 work directory).
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-api-pg-'));
  const postgres = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  chownSync(dir, Number(postgres.stdout.trim()), Number(postgres.stdout.trim()));
  const as = (command: string, args: string[]) => {
    const result = spawnSync('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, command), ...args], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command}: ${result.stderr}`);
  };
  as('initdb', ['--auth=trust', '-D', path.join(dir, 'data')]);
  as('pg_ctl', ['-w', '-D', path.join(dir, 'data'), '-l', path.join(dir, 'log'), '-o', `-p ${PG_PORT} -k ${dir} -c listen_addresses=127.0.0.1`, 'start']);
  try {
    await body(`postgres://postgres@127.0.0.1:${PG_PORT}/postgres`);
  } finally {
    as('pg_ctl', ['-m', 'fast', '-D', path.join(dir, 'data'), 'stop']);
    rmSync(dir, { recursive: true, force: true });
  }
}

try {
  console.log(`Open loop against the real server on :${PORT} (FORM_RATE_LIMIT=0). Latency from the planned send time.`);
  const only = process.env.BENCH_ONLY; // 'pglite' or 'postgres'
  if (only !== 'postgres') await run('embedded PGlite', { DATA_DIR: path.join(work, 'pglite') });
  if (only !== 'pglite') await withPostgres((url) => run('PostgreSQL 15', { DATABASE_URL: url }));
} finally {
  rmSync(work, { recursive: true, force: true });
  rmSync(siteRoot, { recursive: true, force: true });
}
