import { spawn } from 'node:child_process';
import { cpSync, lstatSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { RELEASE_CONTENT } from './releases';

/** What a Publish runs: the content checks, then the site build into a release directory. */
export interface SiteBuilder {
  /** `npm run content:check`: its problems (`file: field: reason`), none when every file can be published. */
  check(): Promise<string[]>;
  /**
   * The export (astro build and the postbuild) into `outDir`, with the collections' files it was built from in
   * `outDir/.content` (RELEASE_CONTENT: what the server reads once it is live); rejects with the build's last error line.
   */
  build(outDir: string): Promise<void>;
}

/** Lines kept of a command's output, for the error line of a failed build. */
const TAIL_LINES = 40;

/**
 * The real builder: the project's own scripts, run with the server's Node binary (never the machine's `node`, which
 * may be older) in `projectDir`, one after the other. CONTENT_ROOT in the server's environment (the editor's files)
 * is what they read.
 */
export function projectBuilder({ projectDir, env = process.env }: { projectDir: string; env?: NodeJS.ProcessEnv }): SiteBuilder {
  const require = createRequire(path.join(projectDir, 'package.json'));
  const tsx = require.resolve('tsx/cli');
  const astro = path.join(path.dirname(require.resolve('astro/package.json')), 'bin/astro.mjs');
  const run = (args: string[], extra: NodeJS.ProcessEnv = {}) => runCommand(process.execPath, args, { cwd: projectDir, env: { ...env, ASTRO_TELEMETRY_DISABLED: '1', ...extra } });
  return {
    async check() {
      const result = await run([tsx, 'scripts/content-check.ts']);
      if (result.code === 0) return [];
      const problems = checkProblems(result.output, path.resolve(projectDir, env.CONTENT_ROOT ?? 'content'));
      if (result.code === 1 && problems.length > 0) return problems;
      throw new Error(lastErrorLine(result.output) ?? 'The content checks could not run.');
    },
    async build(outDir) {
      // Copied before the build reads them (a save during the build is in neither), beside the release because
      // astro build empties its outDir; moved in once the export is complete.
      const snapshot = `${outDir}${RELEASE_CONTENT}`;
      cpSync(path.resolve(projectDir, env.CONTENT_ROOT ?? 'content'), snapshot, { recursive: true, filter: collectionFile });
      try {
        for (const args of [
          [astro, 'build', '--outDir', outDir],
          [tsx, 'scripts/postbuild.ts'],
        ]) {
          const result = await run(args, { SITE_OUT_DIR: outDir });
          if (result.code !== 0) throw new Error(lastErrorLine(result.output) ?? `${path.basename(args[0] ?? '')} stopped (exit code ${result.code}).`);
        }
        renameSync(snapshot, path.join(outDir, RELEASE_CONTENT));
      } finally {
        rmSync(snapshot, { recursive: true, force: true });
      }
    },
  };
}

/** What a release's copy of content/ holds, as the server bundle's copy (scripts/build-server.mjs): the YAML and Markdown files, no test fixtures, no links. */
function collectionFile(source: string): boolean {
  const stats = lstatSync(source);
  if (stats.isDirectory()) return path.basename(source) !== 'fixtures';
  return stats.isFile() && /\.(ya?ml|md)$/.test(source);
}

/**
 * The `file: field: reason` lines of content:check's output, each file named from the folder holding content/
 * (`content/careers/jobs/x.yaml`) wherever the server keeps it: the editor sees no server path.
 */
export function checkProblems(output: readonly string[], contentRoot: string): string[] {
  const parent = `${path.dirname(contentRoot)}${path.sep}`;
  return output
    .filter((line) => /^[^\s:][^:]*: .+: .+/.test(line) && !line.startsWith('content:check:'))
    .map((line) => (line.startsWith(parent) ? line.slice(parent.length) : line));
}

function runCommand(command: string, args: string[], { cwd, env }: { cwd: string; env: NodeJS.ProcessEnv }): Promise<{ code: number; output: string[] }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: string[] = [];
    const keep = (chunk: Buffer) => {
      // Without the colour codes of the tools' output.
      for (const line of chunk.toString('utf8').replace(/\u001b\[[0-9;]*m/g, '').split('\n')) if (line.trim()) output.push(line.trim());
      if (output.length > TAIL_LINES * 4) output.splice(0, output.length - TAIL_LINES);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', () => resolve({ code: -1, output }));
    child.on('close', (code) => resolve({ code: code ?? -1, output: output.slice(-TAIL_LINES) }));
  });
}

/** The last line that names an error, else the last line; without the stack's "at …" lines. */
function lastErrorLine(output: readonly string[]): string | undefined {
  const lines = output.filter((line) => !/^at\s/.test(line));
  return [...lines].reverse().find((line) => /error|failed|cannot|refused/i.test(line)) ?? lines.at(-1);
}
