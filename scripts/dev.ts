/**
 * `npm run dev`: the whole site and its API behind one origin. Starts
 * - the API (server/dev.ts) under `tsx watch`, restarted when server code changes, on loopback at DEV_API_PORT
 *   (default PORT + 1), with its own embedded database (.data/dev) and mail kept in the outbox;
 * - `astro dev` on loopback at DEV_ASTRO_PORT (default PORT + 3), with its hot reload;
 * - the front proxy on PORT (default 3000, scripts/dev-proxy.ts), which sends /api to the API and everything
 *   else, the HMR socket included, to astro dev.
 * Content files are read on each request, so an edited entry shows on reload. Ctrl-C stops all; if one stops on
 * its own, the others are stopped too. docs/development.md says what differs from production.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createDevProxy, type Backend } from './dev-proxy';

const port = Number(process.env.PORT ?? 3000);
const ports: Record<Backend, number> = {
  api: Number(process.env.DEV_API_PORT ?? port + 1),
  astro: Number(process.env.DEV_ASTRO_PORT ?? port + 3),
};
const siteUrl = `http://localhost:${port}`;

const children: ChildProcess[] = [];
let stopping = false;
let exitCode = 0;

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const child = spawn(command, args, { stdio: 'inherit', env });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`dev: ${name} stopped (${signal ?? `exit ${code}`}); stopping the others`);
      stop(code ?? 1);
    } else if (children.every((each) => each.exitCode !== null || each.signalCode !== null)) {
      process.exit(exitCode);
    }
  });
}

function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  proxy.close();
  proxy.closeAllConnections();
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  if (children.length === 0) process.exit(exitCode);
  // A child that does not stop in time is killed.
  setTimeout(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    process.exit(exitCode);
  }, 10_000).unref();
}

/** The dev servers move to another port when theirs is taken, where the proxy would not find them: refuse first. */
function free(at: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(at, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

const proxy = createDevProxy({ ports });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(0));

const taken: string[] = [];
for (const [backend, at] of [['proxy', port] as const, ...Object.entries(ports)]) if (!(await free(at))) taken.push(`${backend} ${at}`);
if (taken.length > 0) {
  console.error(`dev: port(s) already in use on 127.0.0.1: ${taken.join(', ')} (set PORT, or DEV_API_PORT, DEV_ASTRO_PORT)`);
  process.exit(1);
}

// The API: mailed links and the same-site check use the dev origin; PORT is the API's own.
start('API', 'tsx', ['watch', '--clear-screen=false', 'server/dev.ts'], { ...process.env, PORT: String(ports.api), SITE_URL: process.env.SITE_URL ?? siteUrl });
start('astro dev', 'astro', ['dev', '--host', '127.0.0.1', '--port', String(ports.astro)], { ...process.env, PORT: String(ports.astro), ASTRO_TELEMETRY_DISABLED: '1' });

proxy.on('error', (error) => {
  console.error(`dev: the proxy cannot listen on ${port}: ${error.message}`);
  stop(1);
});
proxy.listen(port, () => {
  console.log(`dev: ${siteUrl} (proxy) -> API 127.0.0.1:${ports.api}, astro dev 127.0.0.1:${ports.astro}`);
});
