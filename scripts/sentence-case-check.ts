/**
 * The sentence-case rule of `npm run content:check` (docs/voice.md): a heading, label or button typed into a
 * collection file (a YAML copy key, also in Markdown frontmatter, or a Markdown heading) is in sentence case unless
 * SPEC sets it verbatim or it is a name. content/copy-style.test.ts applies the same rule to the code's own strings.
 */
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { markdownNodes, type MarkdownNode } from '../lib/blog/markdown-tree';
import { allPostsFilter, blogCategories } from '../content/blog/categories';
import { positionOptions } from '../content/careers/positions';
import { splitFrontmatter } from '../content/shared/collection';
import { isTitleCase, SPEC_TEXTS } from '../content/shared/copy-case';
import { collectionFiles } from '../content/registry/source-files';

/** Names the site writes in Title Case: job titles, the blog's categories, the offers' and products' names. */
export const TITLE_CASE_NAMES = new Set<string>([
  ...positionOptions.map((option) => option.label),
  ...blogCategories.map((category) => category.label),
  allPostsFilter.label,
  'Generative AI',
  'Google Calendar',
]);

/** The copy keys whose text is a heading, label or button. */
export const COPY_KEYS = ['heading', 'eyebrow', 'label', 'ctaLabel', 'linkLabel', 'headline', 'readLabel', 'showAll'];

/** The copy keys' values anywhere in parsed YAML data, each with its field path. */
function copyValues(data: unknown, at = ''): [string, string][] {
  if (Array.isArray(data)) return data.flatMap((item, index) => copyValues(item, `${at}[${index}]`));
  if (typeof data !== 'object' || data === null) return [];
  return Object.entries(data).flatMap(([key, value]): [string, string][] => {
    const field = at ? `${at}.${key}` : key;
    return COPY_KEYS.includes(key) && typeof value === 'string' ? [[field, value]] : copyValues(value, field);
  });
}

/** The text of a Markdown node (its text and inline code, the way a reader sees it). */
const nodeText = (node: MarkdownNode): string => (node.value ?? '') + (node.children ?? []).map(nodeText).join('');

/** The visible strings of a collection file with their fields: YAML copy keys (also in Markdown frontmatter) and Markdown headings. */
export function collectionStrings(file: string, source = readFileSync(file, 'utf8')): [string, string][] {
  if (!file.endsWith('.md')) return copyValues(parseYaml(source));
  const parts = splitFrontmatter(source);
  const headings = markdownNodes(parts?.body ?? source).filter((node) => node.type === 'heading');
  return [...copyValues(parseYaml(parts?.frontmatter ?? '')), ...headings.map((node): [string, string] => ['body (heading)', nodeText(node)])];
}

/** A string the rule refuses: Title Case, neither set by SPEC nor a name. */
export const refusedTitleCase = (text: string) => isTitleCase(text) && !SPEC_TEXTS.has(text) && !TITLE_CASE_NAMES.has(text);

/** "file: field: reason" for every Title Case heading, label or button in the collections' files. */
export function collectionTitleCaseProblems(files = collectionFiles()): string[] {
  return files.flatMap((file) => {
    let strings: [string, string][];
    try {
      strings = collectionStrings(file);
    } catch {
      return []; // a file that does not parse is reported by its collection
    }
    return strings.filter(([, text]) => refusedTitleCase(text)).map(([field, text]) => `${file}: ${field}: "${text}" is in Title Case; write headings, labels and buttons in sentence case (docs/voice.md)`);
  });
}
