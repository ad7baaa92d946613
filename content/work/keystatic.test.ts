import { config } from '@keystatic/core';
import { createReader } from '@keystatic/core/reader';
import { describe, expect, it } from 'vitest';
import { caseStudyCollection, caseStudySchema, getCaseStudy, toCaseStudy } from '../case-studies';
import { portfolioCollection, portfolioProjectSchema, toProject } from '../portfolio';
import caseStudies from './case-studies.keystatic';
import portfolioProjects from './portfolio.keystatic';

/** The editor's reader over this checkout, with the two work collections as the editor's configuration names them. */
const reader = createReader(process.cwd(), config({ storage: { kind: 'local' }, collections: { caseStudies, portfolioProjects } }));

describe('the editor and the loaders agree on every work file', () => {
  it('reads every case study as the loader does: the editor’s values pass the zod schema and give the same study', async () => {
    const entries = await reader.collections.caseStudies.all();
    expect(entries.map((entry) => entry.slug).sort()).toEqual(caseStudyCollection.all().map((study) => study.slug));
    for (const { slug, entry } of entries) {
      const parsed = caseStudySchema.safeParse(entry);
      expect(parsed.error?.issues ?? [], slug).toEqual([]);
      if (parsed.success) expect(toCaseStudy({ ...parsed.data, slug }), slug).toEqual(getCaseStudy(slug));
    }
  });

  it('reads every portfolio project as the loader does', async () => {
    const entries = await reader.collections.portfolioProjects.all();
    expect(entries.map((entry) => entry.slug).sort()).toEqual(portfolioCollection.all().map((project) => project.slug));
    for (const { slug, entry } of entries) {
      const parsed = portfolioProjectSchema.safeParse(entry);
      expect(parsed.error?.issues ?? [], slug).toEqual([]);
      const file = portfolioCollection.get(slug);
      if (parsed.success && file) {
        expect(toProject({ ...parsed.data, slug }), slug).toEqual(toProject(file));
        expect({ sector: parsed.data.sector, order: parsed.data.order }, slug).toEqual({ sector: file.sector, order: file.order });
      }
    }
  });
});
