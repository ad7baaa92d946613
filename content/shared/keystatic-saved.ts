import { dump } from 'js-yaml';

/**
 * For the collections' tests: the YAML Keystatic writes when an entry is saved unchanged. Its editor dumps the
 * fields in the order of the collection's schema with js-yaml's defaults (serializeEntryToFiles in
 * @keystatic/core's UI; a Markdown entry is `---\n<yaml>---\n<text>`). The files are stored in this form, so a
 * first save in the editor rewrites nothing and later diffs show only the edit.
 */
export function keystaticYaml(entry: Record<string, unknown>, schemaKeys: readonly string[]): string {
  return dump(Object.fromEntries(schemaKeys.filter((key) => entry[key] !== undefined).map((key) => [key, entry[key]])));
}
