/**
 * `npm run dev`: the site and its API behind one origin. Starts
 * - the API (server/dev.ts) under `tsx watch`, restarted when server code changes, on loopback at DEV_API_PORT
 *   (default PORT + 1), with its own embedded database (.data/dev) and mail kept in the outbox;
 * - `next dev` on PORT (default 3000), which forwards /api/* to the API (next.config.ts, development only).
 * Content files are read on each request, so an edited entry shows on reload. Ctrl-C stops both; if either
 * stops on its own, the other is stopped too. docs/development.md says what differs from production.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.DEV_API_PORT ?? port + 1);
const siteUrl = `http://localhost:${port}`;

const children: ChildProcess[] = [];
let stopping = false;

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const child = spawn(command, args, { stdio: 'inherit', env });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`dev: ${name} stopped (${signal ?? `exit ${code}`}); stopping the other`);
      stop(code ?? 1);
    } else if (children.every((each) => each.exitCode !== null || each.signalCode !== null)) {
      process.exit(exitCode);
    }
  });
}

let exitCode = 0;
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  // A child that does not stop in time is killed.
  setTimeout(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    process.exit(exitCode);
  }, 10_000).unref();
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(0));

// The API: mailed links and the same-site check use the dev origin; PORT is the API's own.
start('API', 'tsx', ['watch', '--clear-screen=false', 'server/dev.ts'], { ...process.env, PORT: String(apiPort), SITE_URL: process.env.SITE_URL ?? siteUrl });
start('next dev', 'next', ['dev', '--port', String(port)], { ...process.env, PORT: String(port), DEV_API_ORIGIN: `http://127.0.0.1:${apiPort}` });
