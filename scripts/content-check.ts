/**
 * `npm run content:check`: validates every content collection file (schema, references) in seconds, printing
 * "file: field: reason" for each problem. Exits 1 when any file would stop the build.
 */
import { allCollections } from '../content/registry/collections';

const collections = allCollections();
let files = 0;
// A bad file another collection refers to is reported once.
const problems = new Set<string>();
for (const collection of collections) {
  files += collection.files().length;
  for (const error of collection.problems()) problems.add(error.message);
}
if (problems.size > 0) {
  console.error(`content:check: ${problems.size} file(s) cannot be published:\n${[...problems].join('\n')}`);
  process.exit(1);
}
console.log(`content:check: ${files} files in ${collections.length} collections, all valid`);
