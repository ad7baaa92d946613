import type { NumberedPoint } from './shared/types';

/** The home page's own copy and figures (SPEC section 1 and 2 "Home"). */
export const home = {
  meta: {
    title: 'Software, AI, XR and Web3 Product Studio',
    description:
      'Northstack builds custom software, web and SaaS platforms, mobile apps, AI, XR and Web3 products for start-ups and enterprises, from concept to customers in 90 days.',
  },
  hero: {
    eyebrow: 'Software and technology studio',
    headline: 'We build the software your next decade runs on',
    intro:
      'Product strategy, design and engineering for start-ups and enterprise brands: AI and machine learning, web and mobile apps, XR, Web3 and the cloud platforms underneath.',
    tags: ['AI & Machine Learning', 'Web & Mobile Apps', 'XR & Web3'],
    cta: { label: 'Tell us about your project', href: '/contact' },
    secondary: { label: 'See our work', href: '/work' },
  },
  claims: {
    trustedBy: 'Trusted by 50+ companies',
    counters: [
      { end: 40, prefix: '$', suffix: 'M+', label: 'Platform value created' },
      { end: 90, prefix: '', suffix: '%', label: 'Client retention' },
      { end: 50, prefix: '', suffix: '+', label: 'Projects delivered' },
    ],
  },
  /** Six client names for the scrolling strip (placeholders the agency replaces with its own). */
  clients: ['Atlas Motor Group', 'Finch Capital', 'Meridian Health', 'Harborline Logistics', 'Lumen Retail', 'Vertex Realty'],
  paths: {
    eyebrow: 'Three ways to work with us',
    heading: 'Wherever you start, one team takes you forward',
  },
  process: {
    eyebrow: 'How we work',
    heading: 'A process built to ship, not to bill',
    intro: 'Four phases with a demo at the end of every sprint, so you see progress every week and can change course early.',
    steps: [
      { title: 'Discovery', duration: '1-2 weeks', description: 'Workshops, user interviews and a technical audit turn the idea into a scoped backlog, an architecture and a release plan.' },
      { title: 'Design', duration: '2-3 weeks', description: 'Flows, a clickable prototype tested with real users, and a design system the engineers build from directly.' },
      { title: 'Build', duration: '4-8 weeks', description: 'Two-week sprints with automated tests, CI/CD and a working release on a staging URL you can click every Friday.' },
      { title: 'Scale', duration: 'Ongoing', description: 'Launch, monitoring and a roadmap driven by analytics, with the same engineers improving what they built.' },
    ] satisfies (NumberedPoint & { duration: string })[],
  },
  work: {
    eyebrow: 'Selected work',
    heading: 'Results our clients can measure',
    listLink: { label: 'View all case studies', href: '/work' },
  },
  closing: {
    heading: 'Have a product in mind?',
    body: 'Tell us what you want to build and by when. A senior engineer replies within one business day with questions, a first estimate and the next step.',
    ctaLabel: 'Tell us about your project',
  },
} as const;
