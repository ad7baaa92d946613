import { caseStudyCollection } from '../case-studies';
import { practiceFigures } from '../company/practice-figures';
import { industrySlugs } from '../industries/catalog';
import { portfolioCollection } from '../portfolio';
import { ContentFileError } from '../shared/collection';
import { serviceSlugs } from '../services/catalog';

/**
 * Every place another file names a service by its id, checked against the service files (a service's id is the
 * name of its file, content/services/entries/<slug>.yaml, so it is no closed type): the services of each case study
 * and portfolio project (their proof tags), each practice figure’s practice (the growth paths check their own, content/services/growth-path-collection.ts). A service
 * renamed or deleted leaves these pointing nowhere; `npm run content:check` then names each as "file: field: reason".
 */
export function serviceReferenceProblems(): string[] {
  try {
    return referenceProblems();
  } catch (error) {
    // A file these read is bad itself: its own collection reports it, and the references are checked once it reads.
    if (error instanceof ContentFileError) return [];
    throw error;
  }
}

function referenceProblems(): string[] {
  const services = new Set(serviceSlugs());
  const unknown = (id: string) => `“${id}” is not a service: no file content/services/entries/${id}.yaml`;
  const problems: Array<{ file: string; field: string; reason: string }> = [];
  for (const collection of [caseStudyCollection, portfolioCollection]) {
    for (const entry of collection.all()) {
      entry.services.forEach((id, index) => {
        if (!services.has(id)) problems.push({ file: `content/${collection.dir}/${entry.slug}.yaml`, field: `services[${index}]`, reason: unknown(id) });
      });
    }
  }
  const practices = new Set([...services, ...industrySlugs()]);
  for (const [key, figure] of Object.entries(practiceFigures)) {
    if (!practices.has(figure.practice)) problems.push({ file: 'content/company/practice-figures.ts', field: `${key}.practice`, reason: `“${figure.practice}” is neither a service nor an industry page` });
  }
  return problems.map(({ file, field, reason }) => new ContentFileError(file, [{ field, reason }]).message);
}
