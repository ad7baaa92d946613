import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The normalised diff of two exports (`out/` of two builds): which pages and files differ once what changes
 * with every build is set aside, and where. Usage: `npx tsx scripts/export-diff.ts <before/out> <after/out>`.
 *
 * Set aside (docs/architecture.md, "Export diff"): the build id, the hashed file names of `_next/static/chunks/`,
 * the client module ids in the RSC payload (`I[12345,[…` : a moved module gets a new id), and the CSP hashes of
 * the inline scripts (they carry chunk names). Compared: every HTML page and RSC payload (`.txt`) and every other
 * file outside `_next/` (share images, manifest, sitemap, the serving manifest); not `.br`/`.gz` (derived) nor
 * `_next/` itself (hashed bundles; their effect shows in the pages).
 */

export interface FileDifference {
  file: string;
  /** The tokens (HTML: a tag with the text after it) from the first difference to the last, on each side. */
  before: string[];
  after: string[];
}

export interface ExportDiff {
  identical: string[];
  different: FileDifference[];
  onlyBefore: string[];
  onlyAfter: string[];
}

/** The export's build id: the folder of `_next/static/` that is neither `chunks` nor `media`. */
export function buildIdOf(outDir: string): string | undefined {
  const staticDir = path.join(outDir, '_next', 'static');
  if (!existsSync(staticDir)) return undefined;
  return readdirSync(staticDir, { withFileTypes: true }).find((entry) => entry.isDirectory() && entry.name !== 'chunks' && entry.name !== 'media')?.name;
}

/** A page, payload or manifest with what changes with every build replaced by fixed words. */
export function normaliseExportText(text: string, buildId?: string): string {
  let result = buildId ? text.split(buildId).join('BUILD_ID') : text;
  result = result.replace(/\/_next\/static\/chunks\/[\w.~-]+?\.(js|css)\b/g, '/_next/static/chunks/CHUNK.$1');
  result = result.replace(/\bI\[\d+,/g, 'I[MODULE,');
  result = result.replace(/'sha256-[A-Za-z0-9+/=]+'/g, "'sha256-HASH'");
  return result;
}

function walk(root: string, folder = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (relative !== '_next') files.push(...walk(root, relative));
    } else if (!/\.(br|gz)$/.test(entry.name)) {
      files.push(relative);
    }
  }
  return files;
}

const textFile = /\.(html|txt|json|xml|webmanifest|svg|css|js|map)$|^_headers$|^_redirects$|\/_headers$|\/_redirects$/;

/** HTML and RSC payloads in tokens that each start a tag (or a line), so a difference names the tags it is in. */
function tokens(text: string): string[] {
  return text.split(/(?=<)|\n/);
}

/** The differing middle of two token lists: what is left once their common beginning and end are cut off. */
export function differingMiddle(before: string[], after: string[]): { before: string[]; after: string[] } {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end += 1;
  return { before: before.slice(start, before.length - end), after: after.slice(start, after.length - end) };
}

export function diffExports(beforeDir: string, afterDir: string): ExportDiff {
  const beforeId = buildIdOf(beforeDir);
  const afterId = buildIdOf(afterDir);
  const beforeFiles = new Set(walk(beforeDir));
  const afterFiles = new Set(walk(afterDir));
  const diff: ExportDiff = { identical: [], different: [], onlyBefore: [], onlyAfter: [] };
  for (const file of [...beforeFiles].sort()) {
    if (!afterFiles.has(file)) {
      diff.onlyBefore.push(file);
      continue;
    }
    const a = readFileSync(path.join(beforeDir, file));
    const b = readFileSync(path.join(afterDir, file));
    if (a.equals(b)) {
      diff.identical.push(file);
      continue;
    }
    if (!textFile.test(file)) {
      diff.different.push({ file, before: [`${a.length} bytes`], after: [`${b.length} bytes`] });
      continue;
    }
    const left = normaliseExportText(a.toString('utf8'), beforeId);
    const right = normaliseExportText(b.toString('utf8'), afterId);
    if (left === right) diff.identical.push(file);
    else diff.different.push({ file, ...differingMiddle(tokens(left), tokens(right)) });
  }
  diff.onlyAfter = [...afterFiles].filter((file) => !beforeFiles.has(file)).sort();
  return diff;
}

const clip = (token: string) => (token.length > 160 ? `${token.slice(0, 157)}...` : token);

/** The report: counts, then each differing file with the tokens that differ (the first few on each side). */
export function formatExportDiff(diff: ExportDiff, most = 4): string {
  const pages = (files: string[]) => files.filter((file) => file.endsWith('.html')).length;
  const lines = [
    `${diff.identical.length} files identical (${pages(diff.identical)} pages), ${diff.different.length} different (${pages(diff.different.map((entry) => entry.file))} pages), ${diff.onlyBefore.length} only before, ${diff.onlyAfter.length} only after`,
  ];
  for (const file of diff.onlyBefore) lines.push(`- only before: ${file}`);
  for (const file of diff.onlyAfter) lines.push(`+ only after: ${file}`);
  for (const entry of diff.different) {
    lines.push(`~ ${entry.file}: ${entry.before.length} tokens before, ${entry.after.length} after`);
    for (const token of entry.before.slice(0, most)) lines.push(`    - ${clip(token)}`);
    for (const token of entry.after.slice(0, most)) lines.push(`    + ${clip(token)}`);
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [before, after] = process.argv.slice(2);
  if (!before || !after) {
    console.error('Usage: npx tsx scripts/export-diff.ts <before/out> <after/out>');
    process.exit(2);
  }
  const diff = diffExports(before, after);
  console.log(formatExportDiff(diff));
  process.exit(diff.different.length || diff.onlyBefore.length || diff.onlyAfter.length ? 1 : 0);
}
