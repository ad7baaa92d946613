import type { ServicePage } from '../types';
import { projectTestimonials } from '../../portfolio';
import { figureStat } from '../../company/figures';

const page: ServicePage = {
  slug: 'web-development',
  meta: {
    title: 'Custom web application development',
    description:
      'Custom web application development with React, Next.js, Node.js and Go: fast, accessible, secure platforms with a 99.9% uptime SLA and long-term support.',
  },
  serviceType: 'Web application development',
  hero: {
    label: 'Web application development',
    headline: 'Web applications that stay fast, secure and easy to change',
    intro:
      'We build custom web applications with React, Next.js and TypeScript on the front end and Node.js, Go or Python behind them, from customer portals to internal platforms serving millions of requests.',
    ctaLabel: 'Plan your web app',
  },
  sections: [
    {
      kind: 'numbered',
      id: 'principles',
      eyebrow: 'How we build',
      heading: 'Four principles behind every web application we ship',
      items: [
        {
          title: 'Performance is a feature',
          description:
            'We budget for Core Web Vitals from the first sprint, render on the server or at the edge where it pays off, and keep JavaScript bundles lean.',
        },
        {
          title: 'Accessible to everyone',
          description:
            'Semantic HTML, keyboard navigation and WCAG 2.2 AA contrast are acceptance criteria, verified with automated audits and manual screen-reader testing.',
        },
        {
          title: 'Secure from the first commit',
          description:
            'Authentication, input validation, rate limiting and dependency scanning are designed in, and the OWASP Top 10 risks are reviewed before each release.',
        },
        {
          title: 'Built to evolve',
          description:
            'A typed API contract, a shared component library and end-to-end tests let you add features next year without rewriting what works today.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'services',
      tone: 'dark',
      eyebrow: 'Services',
      heading: 'Custom web application development',
      intro: 'Full-stack teams that take your web product from interface to infrastructure.',
      secondaryCta: { label: 'Request a quote' },
      cards: [
        {
          icon: 'layout',
          title: 'Front-end development',
          subtitle: 'React, Next.js, TypeScript',
          description:
            'Responsive interfaces and design systems that load quickly on any device and keep complex workflows clear.',
          features: [
            'Next.js with server components and edge rendering',
            'Reusable component library in Storybook',
            'WCAG 2.2 AA accessibility',
            'Lighthouse performance scores above 90',
          ],
        },
        {
          icon: 'server',
          title: 'Back-end development',
          subtitle: 'Node.js, NestJS, Go, Python',
          description:
            'APIs, business logic and data layers designed for reliability, observability and growth.',
          features: [
            'REST and GraphQL APIs with OpenAPI contracts',
            'PostgreSQL, Redis and Kafka data pipelines',
            'SSO, OAuth 2.0 and role-based access',
            'Tracing and alerting with OpenTelemetry',
          ],
        },
        {
          icon: 'monitor',
          title: 'Cross-platform development',
          subtitle: 'Web, desktop and mobile from shared code',
          description:
            'One product across browser, desktop and phone, with business logic and design tokens shared by every surface.',
          features: [
            'Progressive Web Apps with offline support',
            'Electron or Tauri desktop clients',
            'React Native apps reusing web logic',
            'Shared TypeScript domain packages',
          ],
          href: '/services/cross-platform',
          linkLabel: 'Explore cross-platform apps',
        },
      ],
    },
    {
      kind: 'stories',
      id: 'success-stories',
      eyebrow: 'Success stories',
      heading: 'Web platforms we’ve delivered',
      items: [
        {
          client: 'A regional logistics operator',
          industry: 'Transportation',
          title: 'A shipment-tracking portal that replaced phone and email updates',
          description:
            'We built a Next.js customer portal on a NestJS API that streams carrier events through Kafka, giving 1,200 business customers live shipment status and self-service document downloads.',
          results: [
            { value: '64%', label: 'Fewer status-enquiry calls' },
            { value: '1.1s', label: 'Median page load' },
            { value: '11 weeks', label: 'From kickoff to launch' },
          ],
        },
        {
          client: 'A Series B fintech',
          industry: 'Fintech',
          title: 'A lending dashboard rebuilt for scale',
          description:
            'We replaced a legacy Angular front end and a monolithic PHP API with a React and Go platform on AWS, adding the role-based access and audit log its partner banks required.',
          results: [
            { value: '3x', label: 'Applications processed per analyst' },
            { value: '99.95%', label: 'Uptime in the first year' },
          ],
        },
        {
          client: 'A multi-site dental group',
          industry: 'Healthcare',
          title: 'Online booking and digital patient intake',
          description:
            'We delivered an accessible booking application connected to the group’s practice-management system, with intake forms that pre-fill patient records before each appointment.',
          results: [
            { value: '38%', label: 'Of bookings now made online' },
            { value: '22%', label: 'Fewer missed appointments' },
            { value: '9 min', label: 'Saved per patient at check-in' },
          ],
        },
      ],
    },
    {
      kind: 'iconGrid',
      id: 'reasons',
      eyebrow: 'Why Northstack',
      heading: 'Six reasons clients trust us with their web platforms',
      items: [
        {
          icon: 'users',
          title: 'Full-stack teams in-house',
          description:
            'Designers, front-end, back-end and DevOps engineers share one team and one backlog, so nothing gets lost between hand-offs.',
        },
        {
          icon: 'compass',
          title: 'Discovery before commitment',
          description:
            'A two-to-three-week discovery phase produces wireframes, an architecture plan and a costed roadmap before you commit to the build.',
        },
        {
          icon: 'search',
          title: 'SEO-ready architecture',
          description:
            'Server rendering, structured data, clean URLs and sitemaps come as standard, so public pages are indexable from launch day.',
        },
        {
          icon: 'cloud',
          title: 'Infrastructure as code',
          description:
            'Environments are defined in Terraform and deployed through GitHub Actions, keeping staging and production identical and reproducible.',
        },
        {
          icon: 'activity',
          title: 'Observability included',
          description:
            'Dashboards, Sentry error tracking and uptime alerts go live before launch, so issues surface before your users report them.',
        },
        {
          icon: 'headset',
          title: 'Support after launch',
          description:
            'Optional retainers cover security patches, framework upgrades and a 99.9% uptime SLA with agreed response times.',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'key-figures',
      eyebrow: 'Key figures',
      heading: 'The numbers behind our web practice',
      items: [
        figureStat('solutions'),
        figureStat('years'),
        figureStat('webUptime'),
        figureStat('referrals'),
      ],
    },
    {
      kind: 'testimonials',
      id: 'testimonials',
      eyebrow: 'Testimonials',
      heading: 'What our clients say',
      get items() {
        return projectTestimonials(['dock-scheduling', 'payout-ledger', 'telehealth-platform']);
      },
    },
  ],
  closing: {
    heading: 'Ready to build a web application your team is proud of?',
    body: 'Share your goals, current systems and timeline. We’ll come back with a recommended architecture, a delivery plan and a cost range you can take to your board.',
    ctaLabel: 'Get a web development quote',
  },
};
export default page;
