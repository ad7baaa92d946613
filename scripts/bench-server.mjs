/**
 * Cold start and resident memory of the production server (npm run build first):
 *   node scripts/bench-server.mjs [--tsx]
 * Starts `node dist/server/main.js` (or, with --tsx, server/main.ts through the tsx loader, the old
 * way) on a free loopback port, twice on one new PGlite directory (first start creates it, the second
 * opens it), and reports the time to the first 200 from /api/health, the RSS after start and the RSS
 * after 1,000 requests (pages, assets, 404s, redirects, the health check; 8 at a time).
 * With DATABASE_URL set, the server uses that PostgreSQL instead of PGlite.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const useTsx = process.argv.includes('--tsx');
const freePort = () => new Promise((resolve) => { const s = createServer().listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); }); });
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const paths = ['/', '/services/devops', '/work/bloxios', '/contact', '/robots.txt', '/media/hero-shapes-poster.webp', '/no/such/page', '/api/health', '/services/devops/', '/services/mvp'];

async function run(dataDir) {
  const port = await freePort();
  const args = useTsx ? ['--import', 'tsx', 'server/main.ts'] : ['dist/server/main.js'];
  const started = performance.now();
  const child = spawn(process.execPath, args, { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir }, stdio: 'ignore' });
  let coldMs;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.status === 200) { coldMs = performance.now() - started; break; }
    } catch { /* not listening yet */ }
    if (performance.now() - started > 60_000) throw new Error('no answer within 60 s');
    await sleep(20);
  }
  await sleep(500);
  const rssStart = rssMb(child.pid);
  let next = 0;
  const worker = async () => {
    while (next < 1000) {
      const target = paths[next++ % paths.length];
      const response = await fetch(`http://127.0.0.1:${port}${target}`, { redirect: 'manual', headers: { 'accept-encoding': 'br, gzip' } });
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  await sleep(500);
  const rssAfter = rssMb(child.pid);
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  return { coldMs, rssStart, rssAfter };
}

const dir = mkdtempSync(path.join(tmpdir(), 'bench-server-'));
try {
  const labels = process.env.DATABASE_URL ? ['PostgreSQL (DATABASE_URL), first run', 'PostgreSQL (DATABASE_URL), second run'] : ['new PGlite directory', 'existing PGlite directory'];
  for (const label of labels) {
    const { coldMs, rssStart, rssAfter } = await run(path.join(dir, 'pglite'));
    console.log(`${useTsx ? 'tsx server/main.ts' : 'node dist/server/main.js'}, ${label}: first /api/health 200 after ${(coldMs / 1000).toFixed(2)} s; RSS ${rssStart.toFixed(0)} MB after start, ${rssAfter.toFixed(0)} MB after 1,000 requests`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
