/**
 * The US spelling rule of `npm run content:check` (docs/voice.md): every text field of every collection file (YAML
 * values, Markdown frontmatter and prose; code blocks and inline code left out) is read for a word of the British list
 * (lib/voice/us-spelling.ts). Each find is one "file: field: reason" line, so an editor learns it before a deploy.
 */
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { markdownProse } from '../lib/blog/markdown-tree';
import { britishSpellings } from '../lib/voice/us-spelling';
import { allCollections } from '../content/registry/collections';
import { splitFrontmatter, type CollectionFormat } from '../content/shared/collection';

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

/** The spelling problems of every file of every collection. */
export function collectionSpellingProblems(): string[] {
  return allCollections().flatMap((collection) => collection.files().flatMap((file) => spellingProblems(file, readFileSync(file, 'utf8'), collection.format)));
}
