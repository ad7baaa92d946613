/**
 * `npm run content:check`: validates every content collection file (schema, references, services named elsewhere, US spelling: docs/voice.md;
 * the content gates 1-10: docs/content-gates.md)
 * in seconds, printing "file: field: reason" for each problem. Exits 1 when any file would stop the build.
 */
import { readFileSync } from 'node:fs';
import { allCollections } from '../content/registry/collections';
import { typedPriceProblems } from '../lib/voice/file-rules';
import { collectionSpellingProblems } from './us-spelling-check';
import { collectionFigureProblems } from './figure-check';
import { serviceReferenceProblems } from '../content/registry/service-references';
import { pageGateProblems } from './page-gate-check';
import { collectionTitleCaseProblems } from './sentence-case-check';
import { collectionFontProblems } from './font-coverage-check';

const collections = allCollections();
let files = 0;
// A bad file another collection refers to is reported once.
const problems = new Set<string>();
for (const collection of collections) {
  files += collection.files().length;
  for (const error of collection.problems()) problems.add(error.message);
}
// A service named by another file (a project's services, a practice figure, a growth path) that has no file.
for (const problem of serviceReferenceProblems()) problems.add(problem);
// House style: a British spelling in a file is one problem per word and field.
for (const problem of collectionSpellingProblems()) problems.add(problem);
// Sentence case: a heading, label or button typed into a file in Title Case, unless SPEC sets it or it is a name.
for (const problem of collectionTitleCaseProblems()) problems.add(problem);
// No price typed into a file that is not one of the offers' (content/company/prices.ts).
for (const collection of collections) for (const file of collection.files()) for (const problem of typedPriceProblems(file, readFileSync(file, 'utf8'), collection.format)) problems.add(problem);
// Every character in the self-hosted font (scripts/subset-font.sh).
for (const problem of collectionFontProblems()) problems.add(problem);
// The page gates (docs/content-gates.md, gates 1-5): stat bands backed by work, one number per counted thing,
// promises their offer's, quotes beside work that names their client, a client's words on at most two pages.
for (const problem of await pageGateProblems()) problems.add(problem);
// Figures (docs/content-gates.md, gates 6-11): one count per counted thing, no career total, no best case without its
// median, no satisfaction figure without its survey, a result named with its projects and, for a median, their own
// results it is the median of, in the fact sheet, the files and the page modules.
for (const problem of await collectionFigureProblems()) problems.add(problem);
if (problems.size > 0) {
  const failing = new Set([...problems].map((problem) => problem.slice(0, problem.indexOf(': '))));
  console.error(`content:check: ${failing.size} file(s) cannot be published:\n${[...problems].join('\n')}`);
  process.exit(1);
}
console.log(`content:check: ${files} files in ${collections.length} collections, all valid`);
