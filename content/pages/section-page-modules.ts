import { blogListPage } from '../blog/list-page';
import { caseStudies } from '../case-studies';
import { caseStudyPage, workListPage } from './case-study-pages';
import { applyPage, careersOverview, internshipsPage, positionsPage, resumePage } from '../careers';
import { growthPathPage, growthPaths } from '../services/growth-paths';
import { industryList, industryPage } from '../industries';
import { industriesOverview } from '../industries/overview';
import { ourWorkPage } from './our-work';
import { portfolioPage } from './portfolio';
import { auditPage, studyAudits } from './study-audits';
import { servicePage, serviceList } from '../services';
import { servicesOverview } from '../services/overview';
import type { SectionPage } from '../shared/page';

/** Every page the section renderer draws, by path (content tests walk them all). */
export function sectionPageModules(): [string, SectionPage][] {
  return [
  ['/careers', careersOverview],
  ['/careers/positions', positionsPage],
  ['/careers/internships', internshipsPage],
  ['/careers/apply', applyPage],
  ['/careers/resume', resumePage],
  ['/our-work', ourWorkPage()],
  ['/our-work/portfolio', portfolioPage()],
  ['/our-work/blog', blogListPage],
  ['/services', servicesOverview()],
  ['/industries', industriesOverview()],
  ...growthPaths().map((path): [string, SectionPage] => [`/services/${path.slug}`, growthPathPage(path)]),
  ...serviceList().map((page): [string, SectionPage] => [`/services/${page.slug}`, servicePage(page)]),
  ...industryList().map((entry): [string, SectionPage] => [`/industries/${entry.slug}`, industryPage(entry)]),
  ['/work', workListPage()],
  ...caseStudies().map((study): [string, SectionPage] => [study.href, caseStudyPage(study)]),
  ...studyAudits.map((audit): [string, SectionPage] => [audit.path, auditPage(audit)]),
  ];
}
