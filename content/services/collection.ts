import { bandStats } from '../company/figures';
import { duplicateNames, pageFileSchema, pageValues } from '../page-values';
import { portfolioProjects, projectTestimonials, type PortfolioProjectId } from '../portfolio';
import { defineCollection, defineSingleton, memoOnContent, type Entry } from '../shared/collection';
import { fillAll, type PlaceholderValues } from '../shared/placeholders';
import { duplicateAnchors, sectionOf } from '../shared/section-blocks';
import type { PageSection } from '../shared/sections';
import { serviceGroups, serviceGroupTitles } from './groups';
import { servicesOverviewSchema } from './overview-schema';
import { serviceSchema, type ServiceFile } from './schema';

/**
 * The service pages' files, content/services/entries/<slug>.yaml, checked by the one schema (./schema.ts) and the
 * rules that need more than its shape (every {{key}} known, anchors unique; across the files: no two services with
 * one name or one place in a group, testimonials naming portfolio projects that have a quote). Pages read them
 * through the read API (content/read); this folder's own modules (the catalog, the page builder) read them here.
 */

/** Rules across the fields of one file: each section's anchor is unique on the page. */
export function serviceFileProblems(file: ServiceFile): Array<{ path: Array<string | number>; reason: string }> {
  return duplicateAnchors(file.sections);
}

/** Rules across the files: names and places in a group unique, testimonials quoting projects that have a quote. */
function serviceProblems(entries: ReadonlyArray<Entry<ServiceFile>>) {
  const quoted = new Set(portfolioProjects().flatMap((project) => (project.quote ? [project.id as string] : [])));
  return [
    ...duplicateNames(entries),
    ...entries.flatMap((entry) => {
      const other = entries.find((candidate) => candidate !== entry && candidate.group === entry.group && candidate.order === entry.order);
      return other ? [{ slug: entry.slug, field: 'order', reason: `${entry.order} is the place of ${other.slug} in ${entry.group} too` }] : [];
    }),
    ...entries.flatMap((entry) =>
      entry.sections.flatMap((block, index) =>
        block.discriminant !== 'testimonials'
          ? []
          : block.value.projects
              .filter((id) => !quoted.has(id))
              .map((id, at) => ({
                slug: entry.slug,
                field: `sections[${index}].value.projects[${block.value.projects.indexOf(id, at)}]`,
                reason: `“${id}” is not a portfolio project with a client quote (content/work/portfolio/<id>.yaml quote and contact)`,
              })),
      ),
    ),
  ];
}

export const serviceFiles = defineCollection({
  dir: 'services/entries',
  format: 'yaml',
  schema: pageFileSchema(serviceSchema, serviceFileProblems),
  check: serviceProblems,
});

/** A service page as pages read it: its file with the placeholders filled and its blocks as the sections drawn. */
export type ServiceEntry = Omit<ServiceFile, 'sections'> & { slug: string; sections: PageSection[] };

/** A figure quoted from the fact sheet carries the note it needs beside it (a best case's median, a survey's sample). */
function withFigureNotes(section: PageSection): PageSection {
  if (section.kind !== 'stats') return section;
  return { ...section, items: bandStats(section.items) };
}

function serviceEntry(file: Entry<ServiceFile>, values: PlaceholderValues): ServiceEntry {
  const filled = fillAll(file, values);
  const sections = filled.sections.map((block): PageSection => {
    const section = sectionOf(block);
    if (section.kind !== 'testimonials') return withFigureNotes(section);
    const { projects, ...rest } = section;
    return { ...rest, items: projectTestimonials(projects as PortfolioProjectId[]) };
  });
  return { ...filled, sections };
}

/** Every service page, in menu order: by group (./groups.ts), then by its place in the group. */
export const serviceEntries = memoOnContent((): ReadonlyArray<ServiceEntry> => {
  const values = pageValues();
  return [...serviceFiles.all()]
    .map((file) => serviceEntry(file, values))
    .sort((a, b) => serviceGroupTitles.indexOf(a.group) - serviceGroupTitles.indexOf(b.group) || a.order - b.order);
});

/**
 * What the services overview's words may quote: the site's values and the counts of the services and their groups,
 * so a new service file is counted. (The files, not the memoised entries: this runs while the overview's file loads.)
 */
function servicesOverviewValues(): PlaceholderValues {
  return { ...pageValues(), 'services.count': serviceFiles.all().length, 'serviceGroups.count': serviceGroups.length };
}

/** The services overview's file, content/services/overview.yaml (its bands are read from the groups and the files above). */
export const servicesOverviewFile = defineSingleton({
  dir: 'services',
  name: 'overview',
  schema: pageFileSchema(servicesOverviewSchema, () => [], servicesOverviewValues),
});

/** The overview's file with its placeholders filled. */
export const servicesOverviewEntry = memoOnContent(() => fillAll(servicesOverviewFile.read(), servicesOverviewValues()));
