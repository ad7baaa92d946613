import { site } from '../site';
import type { CardsSection, IconGridSection, ProcessSection, SectionBase } from '../shared/sections';
import type { SectionPage } from '../shared/page';
import type { IconItem, InternalPath } from '../shared/types';
import { hiringSteps, internships, jobs } from './openings';
import type { CareersPageCopy, HiringStep, Internship, Job } from './types';
import { heroArt } from '../hero-art';
import { APPLY_LABEL } from './format';
import { applicationAsks } from './pay';

/** Careers: the open positions as cards, or the empty-state sentence when there are none. */
export interface JobsSection extends SectionBase {
  kind: 'jobs';
  jobs: readonly Job[];
  emptyText: string;
  /** Each role in one line, without its description and requirements (its page has them): the careers overview. */
  compact?: boolean;
}

/** Careers: the internship cards, each with its own 'Apply Now'. */
export interface InternshipsSection extends SectionBase {
  kind: 'internships';
  internships: readonly Internship[];
}

/** A panel beside a careers form. */
export type CareersAside =
  | { kind: 'link'; heading: string; body: string; href: InternalPath; linkLabel: string }
  | { kind: 'benefits'; id: string; heading: string; items: readonly IconItem[] }
  | { kind: 'steps'; heading: string; steps: readonly HiringStep[] };

/**
 * What stands beside a careers form (/careers/apply, /careers/resume): the form's anchor and the panels under the
 * title. Not a band among a page's sections: the whole page is the form (components/pages/careers/form-page.tsx).
 */
export interface CareersFormPanel {
  id: string;
  aside: readonly CareersAside[];
}

/** The careers pages' own section kinds, drawn by components/pages/careers/ (see PageOwnSections). */
declare module '../shared/sections' {
  interface PageOwnSections {
    jobs: JobsSection;
    internships: InternshipsSection;
  }
}

/** Copy of the careers pages (SPEC section 2 "Careers"); openings live in ./openings. */

/** 'A, B and C'. */
function listed(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** 'Why Intern With Us?' (SPEC: expert mentorship, real projects, flexible schedule). */
export const whyIntern: IconGridSection = {
  kind: 'iconGrid',
  id: 'why-intern',
  tone: 'dark',
  eyebrow: 'The program',
  heading: 'Why Intern With Us?',
  intro: 'Our interns work on client products from the first week, with the support to do it well.',
  items: [
    {
      icon: 'graduation',
      title: 'Expert mentorship',
      description: 'A senior engineer or designer is your mentor, with a weekly one-to-one and code or design reviews every day.',
    },
    {
      icon: 'rocket',
      title: 'Real projects',
      description: 'You ship work that real users touch, in the same repositories and rituals as the rest of the team.',
    },
    {
      icon: 'clock',
      title: 'Flexible schedule',
      description: 'Working hours are agreed around your studies; remote, hybrid or in the Baltimore studio. Each internship starts on its season’s cohort date.',
    },
  ],
};

/** The talent pool's four benefits (SPEC, /careers/resume). */
export const talentPoolBenefits: IconItem[] = [
  { icon: 'zap', title: 'First to know about new openings', description: 'We write to you before a matching role is published.' },
  { icon: 'refresh', title: 'Faster application process', description: 'Your details are on file, so applying takes one reply.' },
  { icon: 'users', title: 'Talent pool for future positions', description: 'We match you to roles as projects start, not only today’s list.' },
  { icon: 'handshake', title: 'Networking opportunities', description: 'An introduction to the lead of your field, who answers your questions about the work whether or not a role opens.' },
];

export const hiringProcess: ProcessSection = {
  kind: 'process',
  id: 'how-we-hire',
  eyebrow: 'How hiring works',
  heading: 'Four steps over about four weeks, and an answer either way',
  intro: 'You talk to the people you would work with, and we never ask for unpaid project work.',
  phases: hiringSteps.map((step) => ({ title: step.title, description: step.description, duration: step.when })),
};

/** /careers: the three ways in. */
export const waysToJoin: CardsSection = {
  kind: 'cards',
  id: 'ways-to-join',
  tone: 'light',
  eyebrow: 'Ways to join',
  heading: 'Find the way in that fits you',
  intro: 'Apply for an open role, start with a paid internship, or leave your resume with us for the next opening.',
  cards: [
    {
      icon: 'briefcase',
      title: 'Open positions',
      get subtitle() {
        return `${jobs().length} full-time roles`;
      },
      description: 'Senior engineering, AI and design roles on client products, each with its salary range up front.',
      get features() {
        return jobs().map((job) => job.title);
      },
      href: '/careers/positions',
      linkLabel: 'See open positions',
    },
    {
      icon: 'graduation',
      title: 'Internships',
      get subtitle() {
        return `${internships().length} paid programs`;
      },
      description: 'Three to six months on real projects with a mentor, timed around your studies.',
      get features() {
        return internships().map((internship) => `${internship.title}, ${internship.duration}`);
      },
      href: '/careers/internships',
      linkLabel: 'Explore internships',
    },
    {
      icon: 'users',
      title: 'Talent pool',
      subtitle: 'For roles to come',
      description: 'No matching role today? Leave your resume and we write to you first when one opens.',
      features: ['First to know about new openings', 'Faster application process', 'Networking opportunities'],
      href: '/careers/resume',
      linkLabel: 'Submit your resume',
    },
  ],
};

/** /careers: the roles open now, first under the hero, one line each (a job seeker comes for them). */
export const openingsNow: JobsSection = {
  kind: 'jobs',
  id: 'open-now',
  compact: true,
  eyebrow: 'Open now',
  heading: 'Roles we are hiring for',
  get intro() {
    const count = jobs().length;
    return count === 0 ? undefined : `${count} full-time ${count === 1 ? 'role' : 'roles'}, each with its salary range, location and level up front.`;
  },
  get jobs() {
    return jobs();
  },
  emptyText: 'No open positions at the moment. Check back soon!',
};

/** /careers: the roles open now, the ways to join (positions, internships, talent pool) and how hiring works. */
export const careersOverview = {
  path: '/careers',
  meta: {
    title: 'Careers',
    description: `Join ${site.name}: open engineering, AI and design positions with published salaries, paid internships, and a talent pool for roles to come.`,
  },
  hero: {
    art: heroArt('careers-board'),
    label: 'Careers',
    headline: 'Build software that ships, with people who care how it is built',
    intro: `${site.name} is a studio of engineers and designers delivering products for startups and enterprise brands. Every role has a published salary range and a hiring process that respects your time.`,
    actions: [
      { label: 'See open positions', href: '/careers/positions', variant: 'primary' },
      { label: 'Join the talent pool', href: '/careers/resume', variant: 'outline' },
    ],
  },
  sections: [openingsNow, waysToJoin, hiringProcess],
  closing: {
    heading: 'Know which role you want?',
    body: `Send your application in a few minutes. ${applicationAsks.promise}`,
    ctaLabel: APPLY_LABEL,
    href: '/careers/apply',
    secondary: { label: 'Submit your resume', href: '/careers/resume' },
  },
  contactHref: '/careers/apply',
} satisfies CareersPageCopy & SectionPage;

/** /careers/positions: the job cards, each with 'Apply Now' preselecting its position. */
export const openPositions: JobsSection = {
  kind: 'jobs',
  id: 'positions',
  get eyebrow() {
    const count = jobs().length;
    return `${count} open ${count === 1 ? 'role' : 'roles'}`;
  },
  heading: 'Roles we are hiring for',
  get jobs() {
    return jobs();
  },
  emptyText: 'No open positions at the moment. Check back soon!',
};

export const positionsPage = {
  path: '/careers/positions',
  meta: {
    title: 'Open positions',
    get description() {
      return `Open full-time roles at ${site.name}: ${listed(jobs().map((job) => job.title)) || 'none at the moment'}, remote or hybrid, with salary ranges.`;
    },
  },
  hero: {
    art: heroArt('careers-board'),
    label: 'Open positions',
    headline: 'Open positions',
    intro: 'Full-time roles on our delivery teams. Every listing shows its salary range, location and what we look for.',
    actions: [{ label: 'See internships', href: '/careers/internships', variant: 'outline' }],
  },
  sections: [openPositions],
  closing: {
    heading: 'Not the right role yet?',
    body: 'Join our talent pool and we will write to you first when a role that matches your skills opens.',
    ctaLabel: 'Submit your resume',
    href: '/careers/resume',
    secondary: { label: 'See internships', href: '/careers/internships' },
  },
  contactHref: '/careers/apply',
} satisfies CareersPageCopy & SectionPage;

/** /careers/internships: three paid internships, each opening the application form, then 'Why Intern With Us?'. */
export const openInternships: InternshipsSection = {
  kind: 'internships',
  id: 'internships',
  get eyebrow() {
    return `${internships().length} paid programs`;
  },
  heading: 'Internships open for applications',
  get internships() {
    return internships();
  },
};

export const internshipsPage = {
  path: '/careers/internships',
  meta: {
    title: 'Internships',
    description: `Paid internships at ${site.name} in engineering, AI/ML and product design: 3 to 6 months on real client projects with a senior mentor.`,
  },
  hero: {
    art: heroArt('careers-board'),
    label: 'Internships',
    headline: 'Paid internships on real products',
    intro: 'Spend three to six months on a delivery team, with a mentor, real users and a portfolio of shipped work at the end.',
    actions: [{ label: 'See full-time positions', href: '/careers/positions', variant: 'outline' }],
  },
  sections: [openInternships, whyIntern],
  closing: {
    heading: 'Graduated already?',
    body: 'See our full-time positions, or leave your resume in the talent pool for roles to come.',
    ctaLabel: 'See open positions',
    href: '/careers/positions',
    secondary: { label: 'Submit your resume', href: '/careers/resume' },
  },
  contactHref: '/careers/apply',
} satisfies CareersPageCopy & SectionPage;
