/**
 * `npm run content:check`: validates every content collection file (schema, references, services named elsewhere, US spelling: docs/voice.md;
 * figures: docs/content-gates.md)
 * in seconds, printing "file: field: reason" for each problem. Exits 1 when any file would stop the build.
 */
import { allCollections } from '../content/registry/collections';
import { collectionSpellingProblems } from './us-spelling-check';
import { collectionFigureProblems } from './figure-check';
import { serviceReferenceProblems } from '../content/registry/service-references';

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
// Figures (docs/content-gates.md, gates 6-9): one count per counted thing, no career total, no best case without its
// median, no satisfaction figure without its survey, in the fact sheet, the collection files and the page modules.
for (const problem of await collectionFigureProblems()) problems.add(problem);
if (problems.size > 0) {
  const failing = new Set([...problems].map((problem) => problem.slice(0, problem.indexOf(': '))));
  console.error(`content:check: ${failing.size} file(s) cannot be published:\n${[...problems].join('\n')}`);
  process.exit(1);
}
console.log(`content:check: ${files} files in ${collections.length} collections, all valid`);
