import type { SectionPage } from './shared/page';
import type { SectionBase } from './shared/sections';
import type { IconName, InternalPath } from './shared/types';
import { closingCta } from './booking-links';

/**
 * /resources: practical material for buyers of software work. Guides point at blog articles by
 * id (their titles, summaries and read times come from the articles themselves); checklists are
 * written here and published as plain-text files at /resources/checklists/{slug}.txt.
 */

export interface Guide {
  /** The question a reader arrives with. */
  question: string;
  /** The blog article that answers it (content/blog/articles/{articleId}.md). */
  articleId: string;
  icon: IconName;
}

export interface Checklist {
  slug: string;
  title: string;
  /** Who it is for and when to use it. */
  description: string;
  /** The article it condenses. */
  articleId: string;
  items: string[];
}

/** Questions a reader arrives with, each answered by a blog article (title and read time come from it). */
export interface GuidesSection extends SectionBase {
  kind: 'guides';
  items: Guide[];
  linkLabel: string;
}

/** Checklists published as plain-text files, with their size and the article each condenses. */
export interface ChecklistsSection extends SectionBase {
  kind: 'checklists';
  items: Checklist[];
  labels: { download: string; fileType: string; source: string; items: string };
}

/** The resources page's own section kinds, drawn by components/pages/resources/ (see PageOwnSections). */
declare module './shared/sections' {
  interface PageOwnSections {
    guides: GuidesSection;
    checklists: ChecklistsSection;
  }
}

export interface ResourceLink {
  title: string;
  description: string;
  href: InternalPath;
  icon: IconName;
}

export const guides: Guide[] = [
  { question: 'Is our AI feature ready for real customers?', articleId: 'shipping-llm-features-to-production', icon: 'brain' },
  { question: 'How do we prepare a smart contract for audit?', articleId: 'preparing-smart-contracts-for-audit', icon: 'shield-check' },
  { question: 'Native, React Native or Flutter for our app?', articleId: 'choosing-a-mobile-stack', icon: 'smartphone' },
  { question: 'Where should a design system start?', articleId: 'design-systems-that-pay-for-themselves', icon: 'palette' },
  { question: 'How do we get from monthly releases to daily deploys?', articleId: 'from-monthly-releases-to-daily-deploys', icon: 'workflow' },
  { question: 'What should we ask a development partner about security?', articleId: 'security-questions-for-your-development-partner', icon: 'lock' },
];

export const checklists: Checklist[] = [
  {
    slug: 'ai-feature-launch-checklist',
    title: 'AI feature launch checklist',
    description: 'For product owners signing off an LLM feature for production: the evidence to ask for before launch.',
    articleId: 'shipping-llm-features-to-production',
    items: [
      'An evaluation set of 100-300 real, anonymised inputs with expert-approved answers exists and is versioned.',
      'The set includes cases the feature must refuse, and the refusals pass.',
      'The evaluation runs in CI on every prompt, model or retrieval change.',
      'The pass bar is written down and owned by someone on the business side.',
      'Cost per request and per month at expected traffic is modelled for at least two designs.',
      'Time to first output and to a complete answer are measured at the 95th percentile on realistic data.',
      'Answers are checked before display: sources exist, no sensitive data, right language.',
      'A timeout or model failure degrades to search results or a person, with context attached.',
      'A feature flag can switch the AI path off in seconds without a deploy.',
      'Inputs, outputs, latency and cost are logged with personal data redacted.',
      'Someone reviews a sample of production answers every week and adds failures to the set.',
      'Model versions are pinned, and upgrades rerun the evaluation before they are accepted.',
    ],
  },
  {
    slug: 'smart-contract-audit-readiness',
    title: 'Smart contract audit readiness',
    description: 'For Web3 teams booking a security review: what the code and the package need before auditors start.',
    articleId: 'preparing-smart-contracts-for-audit',
    items: [
      'The code is frozen at a tagged commit, with the in-scope files listed.',
      'Out-of-scope parts (front end, off-chain services, imported contracts) have named owners.',
      'The invariants the contracts must never break are written down.',
      'Fuzz and invariant tests check each invariant over random call sequences.',
      'Line and branch coverage of in-scope contracts is reported.',
      'Static analysis has been run; every finding is fixed or justified in one line.',
      'A two-page architecture note covers contracts, roles, external calls and upgrades.',
      'Admin keys are in a multisig behind a timelock, and what an upgrade can change is documented.',
      'One to two weeks after the report are booked for fixes, plus the auditor’s fix review.',
      'Every fix comes with a test that failed before it.',
    ],
  },
  {
    slug: 'development-partner-security-questions',
    title: 'Development partner security questions',
    description: 'For procurement and engineering leads choosing a vendor: twelve questions with a 0-2 score each.',
    articleId: 'security-questions-for-your-development-partner',
    items: [
      'Who will have access to our systems, and how is access removed when they leave the project?',
      'Is multi-factor authentication enforced on email, source control, cloud, CI and the password manager?',
      'Where do secrets live, are commits scanned for them, and what happens when one leaks?',
      'How is every change reviewed before it reaches production?',
      'How are third-party dependencies tracked and patched, and how fast for critical issues?',
      'What automated security testing runs in the pipeline?',
      'Will engineers use production data, and how is that access limited and logged?',
      'Where is our data stored and processed, and by which sub-processors?',
      'How will we know if something goes wrong, and who is on call?',
      'What is the incident process, and how many hours until you notify us?',
      'Which independent checks (certifications, penetration tests) apply to our project?',
      'What do we receive at handover: code, infrastructure, credentials, runbook?',
    ],
  },
  {
    slug: 'delivery-pipeline-90-day-plan',
    title: 'Delivery pipeline: the 90-day plan',
    description: 'For engineering managers moving from monthly releases to daily deploys, stage by stage.',
    articleId: 'from-monthly-releases-to-daily-deploys',
    items: [
      'Record the four DORA metrics today: deployment frequency, lead time, change failure rate, time to restore.',
      'Days 1-30: build one artefact per commit and promote it through every environment.',
      'Days 1-30: fast, reliable tests on every merge request; quarantine flaky tests.',
      'Days 1-30: environments described as code and reviewed like application code.',
      'Days 1-30: secrets moved out of the repository into a secrets manager.',
      'Days 31-60: feature flags separate deploying from releasing.',
      'Days 31-60: canary or blue-green rollouts with automatic rollback on error thresholds.',
      'Days 31-60: logs, golden-signal metrics and tracing, with alerts only for customer impact.',
      'Days 31-60: database changes follow expand, migrate, contract.',
      'Days 61-90: small merge requests on short-lived branches.',
      'Days 61-90: the manual production gate removed for routine changes.',
      'Days 61-90: blameless incident reviews with actions that change the system.',
    ],
  },
];

export const resourceLinks: ResourceLink[] = [
  { title: 'The blog', description: 'Every article, filterable by discipline, with an RSS feed.', href: '/our-work/blog', icon: 'file-text' },
  { title: 'Tech articles', description: 'The engineering half of the blog: AI, Web3, mobile, DevOps and security.', href: '/insights/tech', icon: 'code' },
  { title: 'Case studies', description: 'Three products we built, with timelines, teams and the numbers behind them.', href: '/work', icon: 'bar-chart' },
  { title: 'Press kit', description: 'Logos, company facts and media contacts for journalists and partners.', href: '/about/press-and-media', icon: 'megaphone' },
];

/** /resources: guides drawn from the blog, downloadable checklists, and where to find more. */
export const resourcesPage: SectionPage = {
  path: '/resources',
  meta: {
    title: 'Resources: Guides and Checklists for Software Buyers',
    description:
      'Free guides and printable checklists from Northstack for CTOs, founders and product leads: AI launches, smart contract audits, mobile stacks, delivery and security.',
  },
  hero: {
    label: 'Resources',
    headline: 'Guides and checklists for the decisions before the build',
    intro:
      'The questions we help clients answer every week, written down: what to ask, what it costs and what ready looks like. Free to read, download and share with your team.',
    actions: [
      { label: 'Get the checklists', href: '#checklists', variant: 'primary' },
      { label: 'Read the blog', href: '/our-work/blog', variant: 'outline' },
    ],
  },
  sections: [
    {
      kind: 'guides',
      id: 'guides',
      eyebrow: 'Guides',
      heading: 'Start with the question you have',
      intro: 'Each guide is a full article from our engineers and designers, with the trade-offs spelled out.',
      items: guides,
      linkLabel: 'Read the guide',
    },
    {
      kind: 'checklists',
      id: 'checklists',
      eyebrow: 'Checklists',
      heading: 'Checklists to take into your next meeting',
      intro: 'Plain-text files that print on one page and paste into any ticket or document. Each one condenses a guide.',
      items: checklists,
      labels: { download: 'Download', fileType: 'TXT', source: 'From the guide', items: 'items' },
    },
    {
      kind: 'links',
      variant: 'icon',
      id: 'more',
      eyebrow: 'More from us',
      heading: 'Everything else worth a look',
      items: resourceLinks,
    },
  ],
  closing: {
    heading: 'Rather talk it through?',
    body: 'Bring your checklist to a call with a senior engineer. We will tell you where you stand, what we would do first, and what it is likely to cost.',
    ...closingCta('Schedule a call'),
  },
};

export function checklistPath(slug: string): InternalPath {
  return `/resources/checklists/${slug}.txt`;
}
