import { figureStat } from '../../company/figures';
import type { ServicePage } from '../types';

const page: ServicePage = {
  slug: 'logo-branding',
  meta: {
    title: 'Logo design and brand identity',
    description:
      'Logo design and branding: brand strategy, naming, visual identity systems, brand guidelines and production-ready assets for start-ups and growing companies.',
  },
  serviceType: 'Logo design and brand identity',
  hero: {
    label: 'Logo & branding',
    headline: 'A brand identity built to grow with your company',
    intro:
      'We define your positioning, design your logo and visual identity, and deliver guidelines and assets your team can apply consistently from the pitch deck to the product.',
    ctaLabel: 'Start your brand project',
  },
  sections: [
    {
      kind: 'numbered',
      id: 'what-you-get',
      eyebrow: 'What you get',
      heading: 'A complete identity, not just a logo',
      items: [
        {
          title: 'Brand strategy',
          description:
            'Positioning, audience research, competitor mapping and a messaging framework that guide every design decision.',
        },
        {
          title: 'Logo and visual identity',
          description:
            'A primary logo with responsive variants, a color palette, typography and graphic elements that work from favicon to billboard.',
        },
        {
          title: 'Brand guidelines',
          description:
            'A practical guide to usage rules, tone of voice and do’s and don’ts, delivered as a PDF and as a living web page.',
        },
        {
          title: 'Production-ready assets',
          description:
            'Vector files, social templates, presentation masters and a Figma library, handed over with full ownership rights.',
        },
      ],
    },
    {
      kind: 'cards',
      tone: 'dark',
      id: 'offering',
      eyebrow: 'Services',
      heading: 'Branding services',
      intro: 'Whether you’re naming a new venture or refreshing a brand that has outgrown its look.',
      secondaryCta: { label: 'Book a brand discovery call' },
      cards: [
        {
          icon: 'compass',
          title: 'Brand strategy and naming',
          subtitle: 'Foundations',
          description:
            'Discovery workshops and research that define what you stand for, who you serve and what you should be called.',
          features: [
            'Stakeholder and customer interviews',
            'Positioning statement and brand pillars',
            'Name generation with trademark pre-screening',
            'Domain and social handle availability checks',
          ],
        },
        {
          icon: 'pen-tool',
          title: 'Logo and identity design',
          subtitle: 'The visual system',
          description:
            'Two or three distinct creative routes, refined through structured feedback into one coherent identity system.',
          features: [
            'Wordmark, symbol and lockups',
            'Color system with accessible contrast',
            'Type pairing and font licensing advice',
            'Iconography and illustration style',
          ],
        },
        {
          icon: 'palette',
          title: 'Rebrand and brand refresh',
          subtitle: 'Evolve without losing equity',
          description:
            'An audit of what your current brand gets right, then a staged rollout that keeps recognition while modernizing the look.',
          features: [
            'Brand equity audit',
            'Migration plan across every touchpoint',
            'Website and product UI alignment',
            'Launch communications kit',
          ],
          href: '/services/ux-ui-design',
          linkLabel: 'Extend it into UX/UI design',
        },
      ],
    },
    {
      kind: 'iconGrid',
      id: 'why-choose',
      eyebrow: 'Why Northstack',
      heading: 'Why choose Northstack for branding',
      items: [
        {
          icon: 'target',
          title: 'Strategy before style',
          description:
            'Every visual choice traces back to your positioning, so the identity holds up in front of investors and new hires.',
        },
        {
          icon: 'monitor',
          title: 'Designed digital-first',
          description:
            'Logos and palettes are tested on screens, app icons, dark mode and tiny sizes before they’re ever printed.',
        },
        {
          icon: 'check-circle',
          title: 'Accessibility built in',
          description:
            'Color combinations meet WCAG 2.2 AA contrast, and typefaces are chosen for legibility across languages and scripts.',
        },
        {
          icon: 'layers',
          title: 'Systems, not one-offs',
          description:
            'Design tokens and a Figma component library let product and marketing teams stay on brand without calling us.',
        },
        {
          icon: 'award',
          title: 'Reviewed before you see it',
          description:
            'Every route is reviewed by our Design Director before it reaches you; the awards our designers’ identities have won or been shortlisted for are counted on How we count.',
        },
        {
          icon: 'key',
          title: 'Full ownership',
          description:
            'You receive source files, font licensing guidance and all intellectual property rights on final payment.',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'results',
      eyebrow: 'Results',
      heading: 'Brands we’ve built',
      items: [
        figureStat('brandsCreated'),
        figureStat('brandRecognition'),
        figureStat('brandAwards'),
        figureStat('brandSatisfaction'),
      ],
    },
  ],
  closing: {
    heading: 'Give your company a brand that matches its ambition',
    body: 'Tell us where you are today and where you’re heading. We’ll propose a scope, from a focused logo sprint to a full identity system.',
    ctaLabel: 'Request a branding proposal',
  },
};
export default page;
