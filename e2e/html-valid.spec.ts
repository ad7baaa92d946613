/**
 * Every exported page is valid HTML by html-validate's `standard` preset (conformance to the HTML
 * standard, no style rules): a `<figcaption>` outside its `<figure>` or a heading inside a `<span>` fails
 * the build's test run, naming the page, the rule and the element. Read from the export (out/), as served.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { HtmlValidate } from 'html-validate';

const out = path.resolve('out');

/** Every HTML file of the export: the pages, the 404 page and the static redirect pages. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_astro' ? [] : htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  rules: {
    // React's useId() gives ids such as `_R_bbH1_`: valid HTML (any id without spaces), but the strict
    // form of this rule wants a leading letter. The relaxed form still fails empty or spaced ids.
    'valid-id': ['error', { relaxed: true }],
  },
});

test('every exported page is valid HTML (html-validate, standard rules)', async () => {
  const files = htmlFiles(out);
  expect(files.length).toBeGreaterThan(50);
  const errors: string[] = [];
  for (const file of files) {
    const report = await validator.validateString(readFileSync(file, 'utf8'), file);
    for (const result of report.results) {
      for (const message of result.messages) {
        errors.push(`${path.relative(out, file)}: ${message.ruleId}: ${message.message} (${message.selector ?? ''})`);
      }
    }
  }
  expect(errors).toEqual([]);
});
