import { figureStat } from '../../company/figures';
import type { ServicePage } from '../types';

const page: ServicePage = {
  slug: 'ux-ui-design',
  meta: {
    title: 'UX/UI design services',
    description:
      'UX/UI design for web and mobile products: user research, Figma prototypes, usability testing, WCAG 2.2 accessibility and design systems developers can build.',
  },
  serviceType: 'User experience and user interface design',
  hero: {
    label: 'UX/UI design',
    headline: 'Product design that makes complex software feel simple',
    intro:
      'We research how your users work, then design interfaces, prototypes and design systems in Figma that engineers can build exactly and customers understand on first use.',
    ctaLabel: 'Start your design project',
  },
  sections: [
    {
      kind: 'numbered',
      id: 'what-you-get',
      eyebrow: 'What you get',
      heading: 'Design decisions backed by evidence',
      items: [
        {
          title: 'User research that shapes scope',
          description:
            'Interviews, analytics reviews and journey mapping identify the tasks that matter most, so design effort goes where users struggle today.',
        },
        {
          title: 'Prototypes tested with real users',
          description:
            'Clickable Figma prototypes go through moderated and unmoderated usability testing before development, when a change still costs hours rather than sprints.',
        },
        {
          title: 'A design system your team can extend',
          description:
            'Tokens, components and usage guidelines in Figma, mirrored in code and documented in Storybook, keep every new screen consistent with the last.',
        },
        {
          title: 'Accessibility from the first wireframe',
          description:
            'Color contrast, focus order, touch targets and screen-reader labels are specified to WCAG 2.2 AA, so compliance is designed in rather than patched later.',
        },
      ],
    },
    {
      kind: 'cards',
      tone: 'dark',
      id: 'offering',
      eyebrow: 'Services',
      heading: 'UX/UI design services',
      intro:
        'Research, interface design and design operations for web apps, SaaS platforms and mobile products.',
      secondaryCta: { label: 'Discuss your product' },
      cards: [
        {
          icon: 'search',
          title: 'UX research and strategy',
          subtitle: 'Understand before you design',
          description:
            'Qualitative and quantitative research that turns assumptions into evidence and gives the roadmap a clear order of priorities.',
          features: [
            'Stakeholder and user interviews',
            'Heuristic and analytics audits',
            'Personas, journey maps and jobs to be done',
            'Information architecture and card sorting',
          ],
        },
        {
          icon: 'pen-tool',
          title: 'UI and interaction design',
          subtitle: 'Web, mobile and dashboard interfaces',
          description:
            'High-fidelity screens, micro-interactions and responsive layouts, handed off with annotated specs in Figma Dev Mode.',
          features: [
            'Wireframes through to high-fidelity mock-ups',
            'Interactive prototypes in Figma',
            'Motion and micro-interaction specs',
            'Data visualization for dashboards',
          ],
        },
        {
          icon: 'palette',
          title: 'Design systems',
          subtitle: 'Consistency at scale',
          description:
            'A shared library of tokens and components that product teams use to ship faster without drifting from the brand.',
          features: [
            'Design tokens for color, type and spacing',
            'Component library with variants and states',
            'Storybook documentation aligned with code',
            'Governance and contribution guidelines',
          ],
          href: '/services/logo-branding',
          linkLabel: 'Explore logo and branding',
        },
      ],
    },
    {
      kind: 'iconGrid',
      id: 'why-choose',
      eyebrow: 'How we design',
      heading: 'The design principles behind our work',
      intro: 'Four principles guide every engagement, from a single feature to a complete product.',
      items: [
        {
          icon: 'users',
          title: 'Start with the user’s task',
          description:
            'Every screen answers one question: what is this person trying to get done here, and what stands in the way?',
        },
        {
          icon: 'check-circle',
          title: 'Test early, test often',
          description:
            'Rough prototypes reach users within the first weeks, because the cheapest redesign is the one made before any code exists.',
        },
        {
          icon: 'eye',
          title: 'Clarity over decoration',
          description:
            'Visual polish serves hierarchy and meaning, and anything that does not help people decide or act is removed.',
        },
        {
          icon: 'code',
          title: 'Design for the build',
          description:
            'Designers work with engineers from day one and respect real component constraints, so what ships matches what was approved.',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'results',
      eyebrow: 'Track record',
      heading: 'Design results in numbers',
      items: [
        figureStat('designConversion'),
        figureStat('productsDesigned'),
        figureStat('designSatisfaction'),
        figureStat('designAwards'),
      ],
    },
  ],
  closing: {
    heading: 'Let’s make your product easier to use',
    body: 'Point us to the flows your users find hardest and we’ll propose a research and design plan, starting with a usability review of what you have today.',
    ctaLabel: 'Request a UX review',
  },
};

export default page;
