import { site } from '../../site';
import { leaders } from '../../company/people';
import type { CompanyPage } from '../../company/types';
import { heroArt } from '../../hero-art';
import { callToAction } from '../../booking-links';

/** /about/leadership: the hero, the two leaders (content/company/people.ts), how we lead. */
export const leadershipPage: CompanyPage = {
  path: '/about/leadership',
  meta: {
    title: 'Leadership',
    description: `Meet the co-founders who lead ${site.name}: the chief executive accountable for client outcomes and the CTO who sets the engineering standards.`,
  },
  hero: {
    art: heroArt('company-people'),
    label: 'Leadership',
    headline: 'Led by people who still ship',
    intro: 'Our co-founders lead from inside the work: in discovery workshops, architecture reviews and sprint demos, not only in boardrooms.',
    actions: [
      { ...callToAction('Talk to our leadership'), variant: 'primary' },
      { label: 'Meet the team', href: '/about/our-team', variant: 'outline' },
    ],
  },
  firstBand: 'white',
  sections: [
    {
      kind: 'people',
      layout: 'profiles',
      id: 'leaders',
      eyebrow: 'Co-founders',
      heading: 'The two people accountable for every project',
      intro: 'One answers for the outcome you hired us for, the other for the engineering behind it.',
      get people() {
        return leaders();
      },
      schemaRole: 'founder',
    },
    {
      kind: 'numbered',
      id: 'how-we-lead',
      eyebrow: 'How we lead',
      heading: 'Leadership you will see on your project',
      items: [
        { title: 'In the room at the start', description: 'A co-founder joins the first discovery workshop of every engagement and signs off its plan.' },
        { title: 'Architecture reviewed at the top', description: 'Every new system design passes a review with our CTO before the first sprint starts.' },
        { title: 'A direct line', description: 'Every client has our leaders’ direct contact details and a quarterly review of the partnership.' },
        { title: 'Decisions made in the open', description: 'Strategy, pay bands and priorities are shared with the whole company, and the reasons with them.' },
      ],
    },
  ],
  closing: {
    heading: 'Speak to our leadership team',
    body: 'Planning something ambitious? Ask for a conversation with a co-founder about your goals, timeline and how we would staff it.',
    ctaLabel: 'Contact us', href: '/contact',
    secondary: { label: 'Meet the team', href: '/about/our-team' },
  },
  schema: { type: 'AboutPage' },
};
