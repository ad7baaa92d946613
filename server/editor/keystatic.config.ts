import { config } from '@keystatic/core';
import articles from '@/content/blog/articles.keystatic';
import internships from '@/content/careers/internships.keystatic';
import jobs from '@/content/careers/jobs.keystatic';
import clientContacts from '@/content/company/client-contacts.keystatic';
import people from '@/content/company/people.keystatic';
import caseStudies from '@/content/work/case-studies.keystatic';
import portfolioProjects from '@/content/work/portfolio.keystatic';
import pressNews from '@/content/press-news.keystatic';
import pressMediaKit from '@/content/media-kit.keystatic';
import pressContacts from '@/content/press-contacts.keystatic';
import resourceGuides from '@/content/resource-guides.keystatic';
import resourceChecklists from '@/content/resource-checklists.keystatic';
import legal from '@/content/legal.keystatic';
import industries from '@/content/industries/industries.keystatic';
import companyPages from '@/content/pages/company/company-pages.keystatic';
import industriesOverview from '@/content/industries/overview.keystatic';
import servicesOverview from '@/content/services/overview.keystatic';
import growthPaths from '@/content/services/growth-paths.keystatic';
import home from '@/content/home/home.keystatic';
import services from '@/content/services/services.keystatic';
import { site } from '@/content/site';
import { EditorBrandMark } from './ui/brand-mark';

/**
 * The editor's collections: each is defined beside its zod schema in content/<area>/<collection>.keystatic.ts
 * (from the same lists and limits) and added here with one import and one key. The key names the collection in
 * the editor's URLs (/keystatic/collection/<key>).
 */
export const collections = {
  articles,
  jobs,
  internships,
  people,
  clientContacts,
  caseStudies,
  portfolioProjects,
  pressNews,
  pressMediaKit,
  pressContacts,
  resourceGuides,
  resourceChecklists,
  legal,
  industries,
  companyPages,
  growthPaths,
  services,
};

/** The pages that are one file each, defined the same way (content/<area>/<page>.keystatic.ts). */
export const singletons = {
  home,
  industriesOverview,
  servicesOverview,
};

/** Where the editor reads and saves: the checkout (local, loopback only) or a GitHub repository (owner/name). */
export type EditorStorage = { kind: 'local' } | { kind: 'github'; repo: `${string}/${string}` };

/** The editor's Keystatic config (collections and singletons): one build of the admin UI serves both storages, chosen at run time. */
export function editorConfig(storage: EditorStorage) {
  return config({
    storage,
    ui: { brand: { name: `${site.name} content`, mark: EditorBrandMark } },
    collections,
    singletons,
  });
}
