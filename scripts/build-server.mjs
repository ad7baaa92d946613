/**
 * Compiles the production server: server/main.ts and everything it imports (Hono, the API, the
 * content tables) bundled by esbuild into one ES module, dist/server/main.js, that plain `node`
 * runs (no TypeScript loader at run time). The database drivers stay external: PGlite loads its
 * WebAssembly and data files from its own package folder, and pg has an optional native binding.
 * The SQL migrations and the embedded database's worker thread (server/db/pglite-worker.mjs, plain
 * JavaScript) are copied beside the bundle, where server/db finds them (import.meta.url); the calendar reader's
 * worker (server/schedule/calendar-worker.ts) is bundled beside it as calendar-worker.cjs.
 */
import { cpSync, rmSync, statSync } from 'node:fs';
import { build } from 'esbuild';
import { inboxScriptBuild, inboxScriptEntry } from '../server/inbox/assets/script-build.mjs';
import { calendarWorkerBuild } from '../server/schedule/calendar-worker-build.mjs';

const outdir = 'dist/server';
rmSync(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: { main: 'server/main.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  // esbuild: only the sources' fallback for the inbox's script (server/inbox/assets.ts) imports it; the build writes the script.
  // sharp (the editor's upload check) loads its native binary from its own package, at the first upload.
  external: ['@electric-sql/pglite', 'pg', 'pg-native', 'esbuild', 'sharp'],
  // CommonJS dependencies bundled into an ES module still call require() for Node built-ins.
  // The content collections (YAML and Markdown) are read at run time from the copy shipped beside the bundle, set
  // before any module reads one; CONTENT_ROOT, when set, wins.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; import { fileURLToPath as __fileURLToPath } from 'node:url'; const require = __createRequire(import.meta.url); process.env.CONTENT_ROOT ??= __fileURLToPath(new URL('./content', import.meta.url));",
  },
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
});
cpSync('server/db/migrations', `${outdir}/migrations`, { recursive: true });
// The collections' files as built into the pages, so the server's answers (positions, hosts, studies) match them.
cpSync('content', `${outdir}/content`, { recursive: true, filter: (source) => !source.includes('fixtures') && (statSync(source).isDirectory() || /\.(ya?ml|md)$/.test(source)) });
cpSync('server/db/pglite-worker.mjs', `${outdir}/pglite-worker.mjs`);
// The calendar reader's worker thread (server/schedule/calendar-reader.ts looks for calendar-worker.cjs beside the
// bundle, else bundles the sources with esbuild): one self-contained CommonJS file with ical.js in it.
await build({ ...calendarWorkerBuild, outfile: `${outdir}/calendar-worker.cjs` });
// The signed-in inbox's stylesheet and its one script (passkeys), served by the server under /api/inbox/assets.
cpSync('server/inbox/assets/inbox.css', `${outdir}/inbox.css`);
await build({ ...inboxScriptBuild, entryPoints: [inboxScriptEntry], outfile: `${outdir}/inbox.js`, logLevel: 'warning' });
/**
 * The editor's collection definitions import the zod schemas' modules for their lists and limits; some of those
 * modules also hold the loaders, which read files lazily (never at import). In the admin bundle Node's built-ins
 * become stubs that throw if ever called, so the browser evaluates the definitions without reading anything.
 */
const browserStubsForNodeBuiltins = {
  name: 'browser-stubs-for-node-builtins',
  setup(build) {
    build.onResolve({ filter: /^node:/ }, (args) => ({ path: args.path, namespace: 'node-stub' }));
    build.onLoad({ filter: /.*/, namespace: 'node-stub' }, (args) => ({
      loader: 'js',
      contents: `const unavailable = () => { throw new Error(${JSON.stringify(`${args.path} is not available in the editor's browser bundle`)}); };
export default new Proxy({}, { get: () => unavailable });
export const { ${['cpSync', 'existsSync', 'mkdirSync', 'mkdtempSync', 'readdirSync', 'readFileSync', 'rmSync', 'statSync', 'unlinkSync', 'utimesSync', 'writeFileSync', 'tmpdir', 'pathToFileURL', 'fileURLToPath'].join(', ')} } = new Proxy({}, { get: () => unavailable });`,
    }));
  },
};

// The content editor's admin UI (server/editor/ui/main.tsx): its own browser bundle, served at /keystatic by the
// server, never part of the static export (the public pages carry none of it: scripts/editor-isolation.test.ts).
const editor = await build({
  entryPoints: { editor: 'server/editor/ui/main.tsx' },
  outdir: `${outdir}/editor`,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  jsx: 'automatic',
  minify: true,
  splitting: false,
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [browserStubsForNodeBuiltins],
  // The content modules read process.env and process.cwd() (lazily, for the loaders): an empty process in the browser.
  banner: { js: "var process = globalThis.process ?? { env: { NODE_ENV: 'production' }, cwd: () => '/' };" },
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
});
const editorBytes = Object.values(editor.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(`build-server: ${outdir}/main.js (${(bytes / 1024).toFixed(0)} KB), migrations, pglite-worker.mjs, calendar-worker.cjs, the inbox's assets and the editor (${(editorBytes / 1024).toFixed(0)} KB) beside it`);
