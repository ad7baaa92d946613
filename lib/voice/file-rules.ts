/**
 * The rules `npm run content:check` and the editor's Save apply to one content file's text (docs/voice.md): US
 * spelling in every text field, sentence case in its headings, labels and buttons, and no price typed in (prices
 * come from content/company/prices.ts). Each takes the file's name
 * and source, and returns one "file: field: reason" line per find (scripts/us-spelling-check.ts and
 * scripts/sentence-case-check.ts run them on every collection file; server/editor/save-check.ts on a saved file).
 */
import { parse as parseYaml } from 'yaml';
import { allPostsFilter, blogCategories } from '../../content/blog/categories';
import { positionOptions } from '../../content/careers/positions';
import { unsourcedPrices } from '../../content/company/prices';
import { splitFrontmatter, type CollectionFormat } from '../../content/shared/collection';
import { isTitleCase, SPEC_TEXTS } from '../../content/shared/copy-case';
import { markdownNodes, markdownProse, type MarkdownNode } from '../blog/markdown-tree';
import { britishSpellings } from './us-spelling';

/** Every string of parsed data with its field path ('sections[2].items[0].title'). */
function fieldStrings(data: unknown, field: string): [string, string][] {
  if (typeof data === 'string') return [[field || '(file)', data]];
  if (Array.isArray(data)) return data.flatMap((item, index) => fieldStrings(item, `${field}[${index}]`));
  if (data && typeof data === 'object') return Object.entries(data).flatMap(([key, value]) => fieldStrings(value, field ? `${field}.${key}` : key));
  return [];
}

/** The texts of one collection file, by field: YAML values, or a Markdown file's frontmatter values and its prose ('body'). */
export function fileTexts(source: string, format: CollectionFormat): [string, string][] {
  if (format === 'yaml') return fieldStrings(parseYaml(source), '');
  const parts = splitFrontmatter(source);
  return [...fieldStrings(parseYaml(parts?.frontmatter ?? '') ?? {}, ''), ...markdownProse(parts?.body ?? source).map((text): [string, string] => ['body', text])];
}

/** "file: field: reason" for every British spelling in one collection file. */
export function spellingProblems(file: string, source: string, format: CollectionFormat): string[] {
  let texts: [string, string][];
  try {
    texts = fileTexts(source, format);
  } catch {
    return []; // a file that does not parse is reported by its collection
  }
  const problems = new Set<string>();
  for (const [field, text] of texts) {
    for (const { word, us } of britishSpellings(text)) problems.add(`${file}: ${field}: “${word}” is British spelling, write “${us}” (docs/voice.md)`);
  }
  return [...problems];
}

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
export function collectionStrings(file: string, source: string): [string, string][] {
  if (!file.endsWith('.md')) return copyValues(parseYaml(source));
  const parts = splitFrontmatter(source);
  const headings = markdownNodes(parts?.body ?? source).filter((node) => node.type === 'heading');
  return [...copyValues(parseYaml(parts?.frontmatter ?? '')), ...headings.map((node): [string, string] => ['body (heading)', nodeText(node)])];
}

/** A string the rule refuses: Title Case, neither set by SPEC nor a name. */
export const refusedTitleCase = (text: string) => isTitleCase(text) && !SPEC_TEXTS.has(text) && !TITLE_CASE_NAMES.has(text);

/** "file: field: reason" for every Title Case heading, label or button in one collection file. */
export function titleCaseProblems(file: string, source: string): string[] {
  let strings: [string, string][];
  try {
    strings = collectionStrings(file, source);
  } catch {
    return []; // a file that does not parse is reported by its collection
  }
  return strings.filter(([, text]) => refusedTitleCase(text)).map(([field, text]) => `${file}: ${field}: "${text}" is in Title Case; write headings, labels and buttons in sentence case (docs/voice.md)`);
}

/** "file: field: reason" for every price typed into one collection file that is not one of the offers' prices. */
export function typedPriceProblems(file: string, source: string, format: CollectionFormat): string[] {
  let texts: [string, string][];
  try {
    texts = fileTexts(source, format);
  } catch {
    return []; // a file that does not parse is reported by its collection
  }
  return texts.flatMap(([field, text]) =>
    unsourcedPrices(text).map((sentence) => `${file}: ${field}: “${sentence}” names a price that is not one of ours (content/company/prices.ts): quote the offer's price, not a typed one`),
  );
}
