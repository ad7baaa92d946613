/**
 * The sentence-case rule of `npm run content:check` (docs/voice.md, the rule: lib/voice/file-rules.ts): a heading,
 * label or button typed into a collection file (a YAML copy key, also in Markdown frontmatter, or a Markdown heading)
 * is in sentence case unless SPEC sets it verbatim or it is a name. content/copy-style.test.ts applies the same rule
 * to the code's own strings.
 */
import { readFileSync } from 'node:fs';
import { collectionFiles } from '../content/registry/source-files';
import { titleCaseProblems } from '../lib/voice/file-rules';

export { collectionStrings, COPY_KEYS, refusedTitleCase, TITLE_CASE_NAMES } from '../lib/voice/file-rules';

/** "file: field: reason" for every Title Case heading, label or button in the collections' files. */
export function collectionTitleCaseProblems(files = collectionFiles()): string[] {
  return files.flatMap((file) => titleCaseProblems(file, readFileSync(file, 'utf8')));
}
