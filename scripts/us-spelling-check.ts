/**
 * The US spelling rule of `npm run content:check` (docs/voice.md): every text field of every collection file (YAML
 * values, Markdown frontmatter and prose; code blocks and inline code left out) is read for a word of the British list
 * (lib/voice/us-spelling.ts; the rule itself: lib/voice/file-rules.ts). Each find is one "file: field: reason" line,
 * so an editor learns it before a deploy.
 */
import { readFileSync } from 'node:fs';
import { spellingProblems } from '../lib/voice/file-rules';
import { allCollections } from '../content/registry/collections';

export { fileTexts, spellingProblems } from '../lib/voice/file-rules';

/** The spelling problems of every file of every collection. */
export function collectionSpellingProblems(): string[] {
  return allCollections().flatMap((collection) => collection.files().flatMap((file) => spellingProblems(file, readFileSync(file, 'utf8'), collection.format)));
}
