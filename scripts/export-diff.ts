import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';

/**
 * The normalised diff of two exports (`out/` of two builds): which pages and files differ once what changes
 * with every build is set aside, and where. Usage: `npx tsx scripts/export-diff.ts <before/out> <after/out>`.
 *
 * With `--content`, pages only, as contentView sees them: what a reader, a crawler and a link see, whatever drew
 * the page (the check the renderer move used, and the one a move of pages into content files uses).
 *
 * Set aside (docs/architecture.md, "Export diff"): the content hashes in the names of the bundled files under
 * `/_astro/` (in links, scripts and the page loader's module list) and the CSP hashes of the inline scripts.
 * Compared: every HTML page and every other file outside `_astro/` (share images, manifest, sitemap, the serving
 * manifest, the server's frame); not `.br`/`.gz` (derived) nor `_astro/` itself (hashed bundles; their effect shows
 * in the pages).
 */

/** One place where two files differ: the tokens (HTML: a tag with the text after it) on each side. */
export interface Hunk {
  before: string[];
  after: string[];
}

export interface FileDifference {
  file: string;
  hunks: Hunk[];
}

export interface ExportDiff {
  identical: string[];
  different: FileDifference[];
  onlyBefore: string[];
  onlyAfter: string[];
}

/** The bundler's hash in a file name under `_astro/` ("site-page.ZKciS0Dj.js"): eight URL-safe characters before the extension. */
const HASHED_NAME = /\b([\w-]+(?:\.[\w-]+)*?)\.[\w-]{8}\.(js|css|woff2?|svg|png|webp|avif|jpg)\b/g;

/** A page, manifest or frame with what changes with every build replaced by fixed words. */
export function normaliseExportText(text: string): string {
  return text.replace(HASHED_NAME, '$1.HASH.$2').replace(/'sha256-[A-Za-z0-9+/=]+'/g, "'sha256-HASH'");
}

function walk(root: string, folder = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (relative !== '_astro') files.push(...walk(root, relative));
    } else if (!/\.(br|gz)$/.test(entry.name)) {
      files.push(relative);
    }
  }
  return files;
}

const textFile = /\.(html|txt|json|xml|webmanifest|svg|css|js|map)$|^_headers$|^_redirects$|\/_headers$|\/_redirects$/;

/**
 * HTML, stylesheets and JSON in tokens: each tag (with the text after it), each CSS rule and each array element
 * of a row starts one, so a difference names the tag, rule or row it is in.
 */
export function tokens(text: string): string[] {
  return text.split(/(?=<)|\n|(?<=\})(?=[.@:#*\w-][^"]{0,200}\{)|(?<=\]),(?=\[)/).filter((token) => token !== '');
}

/** Above this many cells (tokens before x after, between the common beginning and end) the differing middle is one hunk. */
const MAX_CELLS = 16_000_000;

/** Where two token lists differ: their longest common subsequence kept, the rest in hunks, in order. */
export function hunksOf(before: string[], after: string[]): Hunk[] {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end += 1;
  const a = before.slice(start, before.length - end);
  const b = after.slice(start, after.length - end);
  if (a.length === 0 && b.length === 0) return [];
  if (a.length * b.length > MAX_CELLS) return [{ before: a, after: b }];
  // lengths[i][j]: the longest common subsequence of a[i..] and b[j..], row-major in one array.
  const width = b.length + 1;
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lengths[i * width + j] = a[i] === b[j] ? lengths[(i + 1) * width + j + 1]! + 1 : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
  }
  const hunks: Hunk[] = [];
  let hunk: Hunk | null = null;
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      hunk = null;
      i += 1;
      j += 1;
      continue;
    }
    if (!hunk) hunks.push((hunk = { before: [], after: [] }));
    if (j >= b.length || (i < a.length && lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!)) hunk.before.push(a[i++]!);
    else hunk.after.push(b[j++]!);
  }
  return hunks;
}

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;

/** What only a renderer's plumbing puts in a page: its scripts and styles, asset links, its hidden markers. */
function isPlumbing(node: DefaultTreeAdapterTypes.Element): boolean {
  const attribute = (name: string) => node.attrs.find((attr) => attr.name === name)?.value;
  if (node.tagName === 'script') return attribute('type') !== 'application/ld+json';
  if (node.tagName === 'style' || node.tagName === 'noscript') return true;
  if (node.tagName === 'link') return ['preload', 'modulepreload', 'stylesheet', 'expect'].includes(attribute('rel') ?? '');
  return false;
}

/** An Astro island's wrappers: laid out as their content (`display: contents`), seen through to it. */
const islandWrappers = new Set(['astro-island', 'astro-slot', 'astro-static-slot']);

/**
 * A page as a reader, a crawler and a link see it, one token per element or text: every element with its
 * attributes (less `class` and `style`), text with its white space collapsed, JSON-LD, the head's metadata;
 * not the renderer's plumbing (isPlumbing) nor an island's wrapper (its content is compared), and React's generated ids (`useId`, which differ with the
 * renderer's tree) numbered in order of appearance. `--content` compares pages this way across renderers.
 */
export function contentView(html: string, ignoredAttributes: ReadonlySet<string> = new Set()): string[] {
  const ids = new Map<string, string>();
  const generated = (value: string) =>
    value.replace(/_[Rr][\w]*_/g, (id) => {
      if (!ids.has(id)) ids.set(id, `_ID${ids.size + 1}_`);
      return ids.get(id)!;
    });
  const out: string[] = [];
  const visit = (node: Node) => {
    if (node.nodeName === '#text') {
      const text = (node as DefaultTreeAdapterTypes.TextNode).value.replace(/\s+/g, ' ').trim();
      if (text) out.push(text);
      return;
    }
    if (!('tagName' in node)) {
      if ('childNodes' in node) for (const child of node.childNodes) visit(child);
      return;
    }
    if (isPlumbing(node)) return;
    if (islandWrappers.has(node.tagName)) {
      for (const child of node.childNodes) visit(child);
      return;
    }
    const attrs = node.attrs
      .filter((attr) => attr.name !== 'class' && attr.name !== 'style' && !ignoredAttributes.has(attr.name))
      .map((attr) => `${attr.name.toLowerCase()}="${generated(attr.value)}"`)
      .sort();
    out.push(`<${node.tagName}${attrs.length ? ` ${attrs.join(' ')}` : ''}>`);
    const children = 'content' in node ? (node as DefaultTreeAdapterTypes.Template).content.childNodes : node.childNodes;
    for (const child of children) visit(child);
  };
  visit(parse(html));
  return out;
}

/**
 * The export diff of pages only, by their content (contentView): for two exports whose markup may differ by design
 * (another renderer, pages drawn from content files) while what a reader sees must not. Files that are not pages
 * are left out.
 */
export function diffExportContent(beforeDir: string, afterDir: string, ignoredAttributes: ReadonlySet<string> = new Set()): ExportDiff {
  const pages = (dir: string) => new Set(walk(dir).filter((file) => file.endsWith('.html') && !file.startsWith('_astro/')));
  const beforeFiles = pages(beforeDir);
  const afterFiles = pages(afterDir);
  const diff: ExportDiff = { identical: [], different: [], onlyBefore: [], onlyAfter: [] };
  for (const file of [...beforeFiles].sort()) {
    if (!afterFiles.has(file)) {
      diff.onlyBefore.push(file);
      continue;
    }
    const left = contentView(readFileSync(path.join(beforeDir, file), 'utf8'), ignoredAttributes);
    const right = contentView(readFileSync(path.join(afterDir, file), 'utf8'), ignoredAttributes);
    if (left.join('\n') === right.join('\n')) diff.identical.push(file);
    else diff.different.push({ file, hunks: hunksOf(left, right) });
  }
  diff.onlyAfter = [...afterFiles].filter((file) => !beforeFiles.has(file)).sort();
  return diff;
}

export function diffExports(beforeDir: string, afterDir: string): ExportDiff {
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
      diff.different.push({ file, hunks: [{ before: [`${a.length} bytes`], after: [`${b.length} bytes`] }] });
      continue;
    }
    const left = normaliseExportText(a.toString('utf8'));
    const right = normaliseExportText(b.toString('utf8'));
    if (left === right) diff.identical.push(file);
    else diff.different.push({ file, hunks: hunksOf(tokens(left), tokens(right)) });
  }
  diff.onlyAfter = [...afterFiles].filter((file) => !beforeFiles.has(file)).sort();
  return diff;
}

const clip = (token: string) => (token.length > 160 ? `${token.slice(0, 157)}...` : token);

/** The report: counts, then each differing file with its first few hunks (the first few tokens of each side). */
export function formatExportDiff(diff: ExportDiff, most = 3): string {
  const pages = (files: string[]) => files.filter((file) => file.endsWith('.html')).length;
  const lines = [
    `${diff.identical.length} files identical (${pages(diff.identical)} pages), ${diff.different.length} different (${pages(diff.different.map((entry) => entry.file))} pages), ${diff.onlyBefore.length} only before, ${diff.onlyAfter.length} only after`,
  ];
  for (const file of diff.onlyBefore) lines.push(`- only before: ${file}`);
  for (const file of diff.onlyAfter) lines.push(`+ only after: ${file}`);
  for (const entry of diff.different) {
    lines.push(`~ ${entry.file}: ${entry.hunks.length} ${entry.hunks.length === 1 ? 'place' : 'places'}`);
    for (const hunk of entry.hunks.slice(0, most)) {
      for (const token of hunk.before.slice(0, most)) lines.push(`    - ${clip(token)}`);
      for (const token of hunk.after.slice(0, most)) lines.push(`    + ${clip(token)}`);
      if (hunk.before.length > most || hunk.after.length > most) lines.push(`    (${hunk.before.length} tokens before, ${hunk.after.length} after)`);
    }
    if (entry.hunks.length > most) lines.push(`    (+${entry.hunks.length - most} more places)`);
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const content = args.includes('--content');
  // --ignore=data-current,data-local-date: attributes a change added on purpose, listed where the diff is reported.
  const ignored = new Set(args.find((arg) => arg.startsWith('--ignore='))?.slice('--ignore='.length).split(',') ?? []);
  const [before, after] = args.filter((arg) => !arg.startsWith('--'));
  if (!before || !after) {
    console.error('Usage: npx tsx scripts/export-diff.ts [--content [--ignore=attribute,…]] <before/out> <after/out>');
    process.exit(2);
  }
  const diff = content ? diffExportContent(before, after, ignored) : diffExports(before, after);
  console.log(formatExportDiff(diff));
  process.exit(diff.different.length || diff.onlyBefore.length || diff.onlyAfter.length ? 1 : 0);
}
