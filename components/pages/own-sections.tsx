import type { ReactNode } from 'react';
import type { PageOwnSections } from '@/content/shared/sections';
import { ChallengeSolution, Comparison, MetricCards, PhaseTimeline, StudyDeepDive, StudyLinks, StudyOverview } from './case-studies/case-study-sections';
import { ArticleListBand, FeaturedArticleBand, NewsletterBand } from './blog/blog-sections';
import { Checklists, Guides } from './resources/resource-sections';
import { Articles } from './tech-insights/articles';
import { Contact } from './contact/contact-band';
import { ScheduleBand } from './contact/schedule-band';
import { ClaimsBandSection } from './home/claims';
import { GrowthPathCards } from './home/growth-path-cards';
import { PathPlan } from './growth-paths/path-plan';
import { IndustryRows } from './industries-overview/industry-rows';
import { Requirements } from './industries/requirements';
import { ServiceGroup } from './services-overview/service-group';
import { CaseStudyCards } from './case-studies/case-study-cards';
import { StudyEntries } from './case-studies/study-index';
import { People } from './company/people';
import { Destinations } from './our-work/destinations';
import { ProjectGroupsBody } from './portfolio/project-groups-band';
import { MediaKit, News, PressContacts, Statement } from './press/press-sections';
import { Callout } from './team/callout';
import { Internships, Jobs } from './careers/careers-sections';
import { FactSheet, OfferTable } from './how-we-count/fact-sheet';
import type { SectionLeaves } from './leaves';

/** A section of a kind only one page uses (declared beside that page's content, see PageOwnSections). */
export type OwnSection = PageOwnSections[keyof PageOwnSections];

/** What an own kind's drawing receives: its section, whether its band is dark, and the page's leaves (SectionLeaf). */
type OwnProps<Section> = { section: Section; dark: boolean; leaves: SectionLeaves };

/** Each page's own kinds and the components beside that page that draw them: one line per kind. */
const renderers: { [Kind in keyof PageOwnSections]: (props: OwnProps<PageOwnSections[Kind]>) => ReactNode } = {
  news: News,
  factSheet: FactSheet,
  offerTable: OfferTable,
  mediaKit: MediaKit,
  statement: Statement,
  pressContacts: PressContacts,
  destinations: Destinations,
  projectGroups: ProjectGroupsBody,
  callout: Callout,
  studyEntries: StudyEntries,
  studyDeepDive: StudyDeepDive,
  metricCards: MetricCards,
  studyOverview: StudyOverview,
  challengeSolution: ChallengeSolution,
  comparison: Comparison,
  caseStudyCards: CaseStudyCards,
  people: People,
  phaseTimeline: PhaseTimeline,
  studyLinks: StudyLinks,
  jobs: Jobs,
  internships: Internships,
  featuredArticle: FeaturedArticleBand,
  articleList: ArticleListBand,
  newsletter: NewsletterBand,
  articles: Articles,
  guides: Guides,
  checklists: Checklists,
  contact: Contact,
  schedule: ScheduleBand,
  claims: ClaimsBandSection,
  paths: GrowthPathCards,
  serviceGroup: ServiceGroup,
  pathPlan: PathPlan,
  industryRows: IndustryRows,
  requirements: Requirements,
};

/** Draws a page's own section with the component its page folder supplies (the shared renderer's last arm). */
export function OwnSectionBody({ section, dark, leaves }: OwnProps<OwnSection>) {
  const Render = renderers[section.kind] as (props: OwnProps<OwnSection>) => ReactNode;
  return <Render section={section} dark={dark} leaves={leaves} />;
}
