import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../testing/test-support';
import { createFixtureExport } from '../testing/fixture-export';
import { openDatabase, SOCKET_NAME } from '../db';
import { contactRequests } from '../db/schema';

/**
 * The real server in a child process (tsx, temp DATA_DIR): the embedded database's files are
 * private, acknowledged means durable under SIGKILL, a restart right after SIGKILL works, a second
 * server on the directory is refused, and the operator CLI works beside the running server over
 * the database's own socket (pipes included).
 */
/** A free loopback port, so parallel runs (several checkouts on one machine) never collide. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const root = mkdtempSync(path.join(tmpdir(), 'leads-process-'));
const dataDir = path.join(root, 'pglite');
const siteRoot = createFixtureExport();
const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SITE_ROOT: siteRoot, FORM_RATE_LIMIT: '0', DATABASE_URL: '', SMTP_URL: '' };
const tsx = path.resolve('node_modules/.bin/tsx');
let server: ChildProcess;

/** fetch, once more if a kept-alive socket was closed under it. */
async function request(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

async function waitForHealth(child: ChildProcess) {
  for (let attempt = 0; attempt < 1000; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

const startServer = () => spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'ignore', 'pipe'] }); // the server itself, no wrapper
const cli = (...args: string[]) => spawnSync(tsx, ['scripts/leads.ts', ...args], { env, encoding: 'buffer', timeout: 60_000 });
/** The CLI through a shell, for pipes and redirections. */
const shell = (script: string) => spawnSync('bash', ['-c', `set -o pipefail; ${script}`], { env: { ...env, TSX: tsx }, encoding: 'buffer', timeout: 60_000 });

beforeAll(async () => {
  // A lock file of the old kind naming a live process that is not a server (this test runner): no start may trust it.
  mkdirSync(root, { recursive: true });
  writeFileSync(`${dataDir}.lock`, String(process.pid));
  server = startServer();
  await waitForHealth(server);
}, 180_000);
afterAll(() => {
  if (server.exitCode === null) server.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
  rmSync(siteRoot, { recursive: true, force: true });
});

describe('the running server and the operator CLI', () => {
  let applicationId = '';

  it('keeps the embedded database private after the first start: the directory and its folders 0700, every file 0600', () => {
    const modes: Record<string, string> = {};
    const visit = (entry: string) => {
      const stat = lstatSync(entry);
      modes[path.relative(root, entry) || '.'] = (stat.mode & 0o777).toString(8);
      if (stat.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
    };
    visit(dataDir);
    const wrong = Object.entries(modes).filter(([entry, mode]) => mode !== (lstatSync(path.join(root, entry)).isDirectory() ? '700' : '600'));
    expect(Object.keys(modes).length).toBeGreaterThan(100); // PostgreSQL's own tree, WAL included
    expect(modes['pglite']).toBe('700');
    expect(modes[`pglite/${SOCKET_NAME}`]).toBe('600');
    expect(wrong).toEqual([]);
  });

  it('lists, exports and returns a resume byte for byte over the database socket while the server holds the database', async () => {
    const resume = Buffer.concat([files.pdf(), Buffer.from([0, 255, 13, 10, 26])]);
    const form = new FormData();
    for (const [name, value] of Object.entries({ firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phone: '+1 410 555 0134', position: 'backend', experience: '10+', coverLetter: 'x'.repeat(60) })) form.append(name, value);
    form.append('resume', new File([new Uint8Array(resume)], 'cv.pdf', { type: 'application/pdf' }));
    const response = await fetch(`${base}/api/job-applications`, { method: 'POST', headers: { accept: 'application/json' }, body: form });
    expect(response.status).toBe(201);
    applicationId = ((await response.json()) as { id: string }).id;

    const list = cli('list', '--type', 'job-application', '--json');
    expect(list.status, list.stderr.toString()).toBe(0);
    const leads = JSON.parse(list.stdout.toString()) as { id: string; firstName: string; resume: { size: number } }[];
    expect(leads).toEqual([expect.objectContaining({ id: applicationId, firstName: 'Grace', resume: expect.objectContaining({ size: resume.length }) })]);

    const file = cli('resume', applicationId);
    expect(file.status).toBe(0);
    expect(Buffer.compare(file.stdout, resume)).toBe(0);

    const csv = cli('export', '--format', 'csv');
    expect(csv.stdout.toString()).toMatch(/^"type","id","createdAt"/);
    expect(csv.stdout.toString()).toContain(applicationId);
  }, 120_000);

  it('has no admin route over HTTP: /api/admin answers exactly as an unknown /api path', async () => {
    const answer = async (url: string) => {
      const response = await request(url, { headers: { authorization: 'Bearer anything' } });
      return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
    };
    expect(await answer(`${base}/api/admin/leads`)).toEqual(await answer(`${base}/api/no-such-path`));
  });

  it('writes everything through a pipe (more than 64 KB), stops quietly when the reader leaves and fails on a write error', async () => {
    const attached = await openDatabase({ DATA_DIR: dataDir }, { attach: true });
    try {
      await attached.db.insert(contactRequests).values(
        Array.from({ length: 400 }, (_, index) => ({ name: `Piped visitor ${index}`, email: `piped${index}@example.com`, topic: 'general', message: `A message long enough to fill the pipe buffer quickly, number ${index}. `.repeat(3) })),
      );
    } finally {
      await attached.close();
    }
    const dir = mkdtempSync(path.join(root, 'out-'));
    for (const args of ['export --format csv', 'list --json', 'list']) {
      const toFile = shell(`"$TSX" scripts/leads.ts ${args} > ${dir}/file`);
      expect(toFile.status, toFile.stderr.toString()).toBe(0);
      const piped = shell(`"$TSX" scripts/leads.ts ${args} | cat > ${dir}/piped`);
      expect(piped.status, piped.stderr.toString()).toBe(0);
      const expected = readFileSync(`${dir}/file`);
      expect(expected.length).toBeGreaterThan(64 * 1024);
      expect(readFileSync(`${dir}/piped`).equals(expected)).toBe(true);
    }
    const head = shell(`"$TSX" scripts/leads.ts export --format csv | head -c 1000 > ${dir}/head`);
    expect(head.status).toBe(0);
    expect(head.stderr.toString()).not.toMatch(/EPIPE|Error/);
    expect(readFileSync(`${dir}/head`)).toHaveLength(1000);

    const full = shell(`"$TSX" scripts/leads.ts export --format csv > /dev/full`);
    expect(full.status).not.toBe(0);
    expect(full.stderr.toString()).toMatch(/Could not write the output/);
  }, 400_000);

  it('deletes a submission with its resume', () => {
    const deleted = cli('delete', applicationId);
    expect(deleted.status, deleted.stderr.toString()).toBe(0);
    expect(cli('resume', applicationId).status).toBe(1);
  }, 60_000);

  it('lists booked calls and cancels one from the CLI, freeing its slot and queueing the cancellation', async () => {
    const { slots } = (await (await request(`${base}/api/schedule/slots`)).json()) as { slots: { start: string }[] };
    const start = slots[2]!.start;
    const booked = await request(`${base}/api/schedule/bookings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ start, name: 'Ada Lovelace', email: 'ada@example.com' }) });
    expect(booked.status).toBe(201);
    const { id } = (await booked.json()) as { id: string };
    const listed = cli('bookings', '--upcoming', '--json');
    expect(listed.status).toBe(0);
    const rows = JSON.parse(listed.stdout.toString()) as Record<string, unknown>[];
    expect(rows.map((row) => row.id)).toContain(id);
    expect(Object.keys(rows[0]!).some((key) => key.endsWith('TokenHash'))).toBe(false);
    expect(cli('cancel-booking', id).status).toBe(0);
    expect(cli('cancel-booking', id).status).toBe(1);
    expect((JSON.parse(cli('bookings', '--upcoming', '--json').stdout.toString()) as { id: string }[]).map((row) => row.id)).not.toContain(id);
    const free = (await (await request(`${base}/api/schedule/slots`)).json()) as { slots: { start: string }[] };
    expect(free.slots.map((slot) => slot.start)).toContain(start);
    expect(cli('outbox').stdout.toString()).toContain('booking-cancelled');
    // No host calendars configured: nothing is stale.
    expect(cli('calendars').status).toBe(0);
  }, 60_000); // five CLI runs: like its neighbours, more than the default 5 s on a loaded machine

  it('refuses a second server on the same directory with a clear message', async () => {
    const second = startServer();
    let stderr = '';
    second.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => second.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(/in use by another running process/);
    expect((await fetch(`${base}/api/health`)).status).toBe(200); // the first one serves on
  }, 120_000);

  it('loses no acknowledged submission when killed (SIGKILL) right after a burst, and starts again at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        fetch(`${base}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ name: `Visitor ${index}`, email: `v${index}@example.com`, message: `Burst message number ${index}.` }),
        }).then(async (response) => (response.status === 201 ? ((await response.json()) as { id: string }).id : null)),
      ),
    );
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));
    const acknowledged = answers.filter((id): id is string => id !== null);
    expect(acknowledged).toHaveLength(40);

    // Immediately: the killed server's lock went with it (nothing on disk to go stale, no pid to check).
    server = startServer();
    await waitForHealth(server);
    const list = cli('list', '--type', 'contact', '--json');
    expect(list.status, list.stderr.toString()).toBe(0);
    const stored = new Set((JSON.parse(list.stdout.toString()) as { id: string }[]).map((lead) => lead.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  }, 180_000);
});
