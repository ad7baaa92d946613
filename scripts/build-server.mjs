/**
 * Compiles the production server: server/main.ts and everything it imports (Hono, the API, the
 * content tables) bundled by esbuild into one ES module, dist/server/main.js, that plain `node`
 * runs (no TypeScript loader at run time). The database drivers stay external: PGlite loads its
 * WebAssembly and data files from its own package folder, and pg has an optional native binding.
 * The SQL migrations and the embedded database's worker thread (server/db/pglite-worker.mjs, plain
 * JavaScript) are copied beside the bundle, where server/db finds them (import.meta.url).
 */
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const outdir = 'dist/server';
rmSync(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: { main: 'server/main.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external: ['@electric-sql/pglite', 'pg', 'pg-native'],
  // CommonJS dependencies bundled into an ES module still call require() for Node built-ins.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
});
cpSync('server/db/migrations', `${outdir}/migrations`, { recursive: true });
cpSync('server/db/pglite-worker.mjs', `${outdir}/pglite-worker.mjs`);
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(`build-server: ${outdir}/main.js (${(bytes / 1024).toFixed(0)} KB), migrations and pglite-worker.mjs copied`);
