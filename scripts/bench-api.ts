/**
 * `npm run bench:api`: an open-loop load test of the form API (not a test). Requests are sent on a
 * fixed schedule whatever the answers (no coordinated omission: latency counts from the planned send
 * time), against the real server in a child process:
 *   - contact submissions at 200/s for 20 s, on the embedded database and on PostgreSQL;
 *   - job applications with a 1 MB PDF resume at 20/s for 10 s.
 * It prints p50/p99, errors, and checks that stored rows equal accepted (201) answers.
 * PostgreSQL: BENCH_DATABASE_URL, or (as root) a throwaway cluster from /usr/lib/postgresql/15/bin.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db';

const PORT = Number(process.env.BENCH_PORT ?? 3266);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 3267);
const PG_BIN = '/usr/lib/postgresql/15/bin';
const base = `http://127.0.0.1:${PORT}`;
const work = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
const siteRoot = path.join(work, 'out');
mkdirSync(siteRoot);
writeFileSync(path.join(siteRoot, 'index.html'), '<!doctype html><title>bench</title>');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', SITE_ROOT: siteRoot, FORM_RATE_LIMIT: '0', SMTP_URL: '', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 1200; attempt++) {
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

interface Result {
  sent: number;
  accepted: number;
  errors: number;
  statuses: Record<string, number>;
  p50: number;
  p99: number;
  max: number;
}

/** Sends `rate` requests per second for `seconds`, on schedule. */
async function openLoop(rate: number, seconds: number, request: (index: number) => Promise<Response>): Promise<Result> {
  const total = rate * seconds;
  const interval = 1000 / rate;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let accepted = 0;
  let errors = 0;
  const inflight: Promise<void>[] = [];
  const start = performance.now();
  for (let index = 0; index < total; index++) {
    const planned = start + index * interval;
    const wait = planned - performance.now();
    if (wait > 1) await sleep(wait);
    inflight.push(
      request(index).then(
        async (response) => {
          await response.arrayBuffer();
          latencies.push(performance.now() - planned);
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
          if (response.status === 201) accepted += 1;
          else errors += 1;
        },
        () => {
          latencies.push(performance.now() - planned);
          statuses.network = (statuses.network ?? 0) + 1;
          errors += 1;
        },
      ),
    );
  }
  await Promise.all(inflight);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { sent: total, accepted, errors, statuses, p50: at(0.5), p99: at(0.99), max: latencies.at(-1) ?? 0 };
}

const contact = (index: number) =>
  fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ name: `Bench visitor ${index}`, email: `bench${index}@example.com`, topic: 'general', message: `Open-loop benchmark message number ${index}.` }),
  });

const resume = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1024 * 1024 - 9, 0x20)]);
const application = (index: number) => {
  const form = new FormData();
  const fields = { firstName: 'Bench', lastName: `Applicant ${index}`, email: `apply${index}@example.com`, phone: '+1 410 555 0134', position: 'backend', experience: '4-5', coverLetter: 'A cover letter long enough to pass the fifty character minimum of the form.' };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('resume', new File([new Uint8Array(resume)], 'cv.pdf', { type: 'application/pdf' }));
  return fetch(`${base}/api/job-applications`, { method: 'POST', headers: { accept: 'application/json' }, body: form });
};

async function countRows(env: Record<string, string>, table: string): Promise<number> {
  const handle = await openDatabase(env);
  try {
    const result = (await handle.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] };
    return Number(result.rows[0]?.n ?? 0);
  } finally {
    await handle.close();
  }
}

function report(label: string, result: Result, stored: number) {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `${label.padEnd(44)} sent ${result.sent}  201 ${result.accepted}  errors ${result.errors} ${JSON.stringify(result.statuses)}  p50 ${ms(result.p50)}  p99 ${ms(result.p99)}  max ${ms(result.max)}  stored ${stored} ${stored === result.accepted ? '(= accepted)' : '(MISMATCH)'}`,
  );
}

async function run(label: string, env: Record<string, string>) {
  let server = await startServer(env);
  await openLoop(50, 2, contact); // warm-up (not reported)
  await stopServer(server);
  const cleanup = await openDatabase(env);
  await cleanup.db.execute(sql`truncate resumes, job_applications, contact_requests, notifications`);
  await cleanup.close();

  server = await startServer(env);
  const contacts = await openLoop(200, 20, contact);
  const applications = await openLoop(20, 10, application);
  await stopServer(server);
  report(`${label}: contact 200/s x 20 s`, contacts, await countRows(env, 'contact_requests'));
  report(`${label}: job application 1 MB 20/s x 10 s`, applications, await countRows(env, 'job_applications'));
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
}
