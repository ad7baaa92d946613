import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The built server (dist/server/main.js) in local editor mode on a copy of content/, public/ and out/, never the
 * checkout's files: what a Publish test and the timed walkthrough (scripts/editing-walkthrough.ts) both drive. The
 * editor saves into the copy, Publish builds releases beside it, and `stop()` ends the server and deletes the copy.
 */
export interface LocalEditorServer {
  /** The copy's folder: `content/`, `out/`, `releases/` (the published releases), `server.log`. */
  readonly copy: string;
  /** `http://127.0.0.1:<port>`. */
  readonly origin: string;
  /** Resolves once /api/health answers 200; rejects after `timeoutMs`. */
  ready(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export function startLocalEditorServer({ port, name, env = {} }: { port: number; name: string; env?: NodeJS.ProcessEnv }): LocalEditorServer {
  const copy = mkdtempSync(path.join(tmpdir(), `northstack-${name}-`));
  for (const folder of ['content', 'public', 'out']) cpSync(folder, path.join(copy, folder), { recursive: true });
  const origin = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(copy, 'data'),
      KEYSTATIC_LOCAL_DIR: copy,
      CONTENT_ROOT: path.join(copy, 'content'),
      SITE_ROOT: path.join(copy, 'out'),
      RELEASES_DIR: path.join(copy, 'releases'),
      ...env,
    },
    stdio: ['ignore', 'ignore', openSync(path.join(copy, 'server.log'), 'w')],
  });
  return {
    copy,
    origin,
    async ready(timeoutMs = 240_000) {
      // A new DATA_DIR runs PGlite's initdb first: about 10 s on a quiet machine, more than a minute seen on a loaded one.
      const deadline = Date.now() + timeoutMs;
      while ((await fetch(`${origin}/api/health`).catch(() => undefined))?.status !== 200) {
        if (server.exitCode !== null) throw new Error(`the server stopped (exit code ${server.exitCode}): see ${path.join(copy, 'server.log')}`);
        if (Date.now() > deadline) throw new Error(`the server did not answer on ${origin} within ${timeoutMs / 1000} s`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      }
      rmSync(copy, { recursive: true, force: true });
    },
  };
}
