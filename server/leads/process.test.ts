import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../api/test-support';
import { createFixtureExport } from '../testing/fixture-export';
import { openDatabase } from '../db';
import { listLeads } from './operations';

/**
 * The real server in a child process (tsx, temp DATA_DIR): acknowledged means durable under
 * SIGKILL, and the operator CLI works beside the running server through the loopback admin route.
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

async function waitForHealth() {
  for (let attempt = 0; attempt < 1000; attempt++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

const cli = (...args: string[]) => spawnSync(tsx, ['scripts/leads.ts', ...args], { env, encoding: 'buffer', timeout: 60_000 });

beforeAll(async () => {
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] }); // the server itself, no wrapper
  await waitForHealth();
}, 120_000);
afterAll(() => {
  if (server.exitCode === null) server.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
  rmSync(siteRoot, { recursive: true, force: true });
});

describe('the running server and the operator CLI', () => {
  let applicationId = '';
  it('lists, exports and returns a resume byte for byte through the admin route while the server holds the database', async () => {
    const resume = Buffer.concat([files.pdf(), Buffer.from([0, 255, 13, 10, 26])]);
    const form = new FormData();
    for (const [name, value] of Object.entries({ firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phone: '+1 410 555 0134', position: 'backend', experience: '10+', coverLetter: 'x'.repeat(60) })) form.append(name, value);
    form.append('resume', new File([new Uint8Array(resume)], 'cv.pdf', { type: 'application/pdf' }));
    const response = await fetch(`${base}/api/job-applications`, { method: 'POST', headers: { accept: 'application/json' }, body: form });
    expect(response.status).toBe(201);
    applicationId = ((await response.json()) as { id: string }).id;

    // The admin file is private to the server's user.
    expect(statSync(`${dataDir}.admin.json`).mode & 0o777).toBe(0o600);

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

  it('keeps the admin route from anyone without the token or behind a proxy', async () => {
    expect((await request(`${base}/api/admin/leads`)).status).toBe(404);
    expect((await request(`${base}/api/admin/leads`, { headers: { authorization: 'Bearer guess' } })).status).toBe(404);
    const { token } = JSON.parse((await import('node:fs')).readFileSync(`${dataDir}.admin.json`, 'utf8')) as { token: string };
    expect((await request(`${base}/api/admin/leads`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await request(`${base}/api/admin/leads`, { headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '127.0.0.1' } })).status).toBe(404);
  });

  it('deletes a submission with its resume', () => {
    const deleted = cli('delete', applicationId);
    expect(deleted.status, deleted.stderr.toString()).toBe(0);
    expect(cli('resume', applicationId).status).toBe(1);
  }, 60_000);

  it('loses no acknowledged submission when killed (SIGKILL) right after a burst', async () => {
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

    // The CLI now opens the database itself (the server is gone; its lock and admin file are stale).
    const handle = await openDatabase({ DATA_DIR: dataDir });
    try {
      const stored = new Set((await listLeads(handle.db, 'contact')).map((lead) => lead.id));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      await handle.close();
    }
    const list = cli('list', '--type', 'contact', '--json');
    expect(list.status, list.stderr.toString()).toBe(0);
    expect(JSON.parse(list.stdout.toString())).toHaveLength(40);
  }, 120_000);
});
