import { pageFileSchema, pageValues } from '../../page-values';
import { defineCollection, memoOnContent, type Entry } from '../../shared/collection';
import { fillAll } from '../../shared/placeholders';
import { companyPageFileProblems, companyPagePaths, companyPageSchema, type CompanyPageFile, type CompanyPageSlug } from './schema';

const slugs = Object.keys(companyPagePaths) as CompanyPageSlug[];
const isCompanyPageSlug = (slug: string): slug is CompanyPageSlug => (slugs as string[]).includes(slug);

/** The anchor of the icon grid on /about/our-mission whose items are the values every `companyValues` block shows. */
export const VALUES_ANCHOR = 'values';

/** The values as the mission page lists them (its icon grid `values`), if it does. */
export function valuesOf(mission: CompanyPageFile | undefined) {
  const grid = mission?.sections.find((block) => block.discriminant === 'iconGrid' && block.value.id === VALUES_ANCHOR);
  return grid?.discriminant === 'iconGrid' ? grid.value.items : undefined;
}

/**
 * Rules across the files: each file is one of the routes' pages and every route has its file (the routes are fixed
 * in app/pages/), and a page showing the values has them to show.
 */
function companyPageSet(entries: ReadonlyArray<Entry<CompanyPageFile>>) {
  const problems = entries
    .filter((entry) => !isCompanyPageSlug(entry.slug))
    .map((entry) => ({ slug: entry.slug, field: '(file name)', reason: `is not a company page; the pages are ${slugs.join(', ')}` }));
  for (const slug of slugs) {
    if (!entries.some((entry) => entry.slug === slug)) problems.push({ slug, field: '(file)', reason: `is missing: ${companyPagePaths[slug]} is drawn from it` });
  }
  const mission = entries.find((entry) => entry.slug === 'our-mission');
  for (const entry of entries) {
    const index = entry.sections.findIndex((block) => block.discriminant === 'companyValues');
    if (index >= 0 && mission && !valuesOf(mission)) {
      problems.push({ slug: entry.slug, field: `sections[${index}]`, reason: `shows the values of /about/our-mission, which has no icon grid with the anchor “${VALUES_ANCHOR}”` });
    }
  }
  return problems;
}

/**
 * The company pages' files, content/company/pages/<slug>.yaml, checked by the one schema (./schema.ts) and the
 * rules that need more than its shape (every {{key}} known, anchors unique, one file per route). Pages read them
 * through the read API (content/read); the page builder beside it (./index.ts) reads them here.
 */
export const companyPageFiles = defineCollection({
  dir: 'company/pages',
  format: 'yaml',
  schema: pageFileSchema(companyPageSchema, companyPageFileProblems),
  check: companyPageSet,
});

/** A company page as pages read it: its file with the placeholders filled. */
export type CompanyPageEntry = Entry<CompanyPageFile> & { slug: CompanyPageSlug };

/** Every company page, in the order of the routes (/about first). */
export const companyPageEntries = memoOnContent((): ReadonlyArray<CompanyPageEntry> => {
  const values = pageValues();
  const files = companyPageFiles.all();
  return slugs.flatMap((slug) => {
    const file = files.find((entry) => entry.slug === slug);
    return file ? [{ ...fillAll(file, values), slug }] : [];
  });
});
