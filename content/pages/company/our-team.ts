import { site } from '../../site';
import { companyFigures, figureStats } from '../../company/figures';
import { teamMembers } from '../../company/people';
import type { CompanyPage } from '../../company/types';
import { heroArt } from '../../hero-art';
import { enquiryNextSteps } from '../../company/promises';

const f = companyFigures;

/** /about/our-team: five members (content/company/people.ts), how teams are formed, depth. */
export const ourTeamPage: CompanyPage = {
  path: '/about/our-team',
  meta: {
    title: 'Our Team',
    description: `Meet the practice leads at ${site.name}: AI and machine learning, blockchain, design, delivery and mobile, and how we form the team for your project.`,
  },
  hero: {
    art: heroArt('company-people'),
    label: 'Our team',
    headline: 'Specialists who work as one team',
    intro: `${f.experts.value} engineers, designers and product experts, organized in practices so every project gets depth in its discipline and one team to talk to.`,
    actions: [
      { label: 'Build with us', href: '/contact', variant: 'primary' },
      { label: 'Meet our leadership', href: '/about/leadership', variant: 'outline' },
    ],
  },
  firstBand: 'white',
  sections: [
    {
      kind: 'people',
      layout: 'grid',
      id: 'members',
      eyebrow: 'Practice leads',
      heading: 'The people who lead our disciplines',
      intro: 'Each lead sets the standards of their practice, reviews its work and joins projects where their expertise matters most.',
      get people() {
        return teamMembers();
      },
      join: {
        heading: 'Your seat at the table',
        body: 'We hire engineers and designers who want to own what they build. Hear from the people who work here and see what it is like to join them.',
        link: { label: 'Life at the studio', href: '/team' },
      },
      schemaRole: 'employee',
    },
    {
      kind: 'numbered',
      id: 'team-formation',
      eyebrow: 'Your team',
      heading: 'How we put together the team for your project',
      items: [
        { title: 'A lead who stays', description: 'A senior engineer or designer leads your project from discovery to launch and is your first point of contact.' },
        { title: 'The disciplines you need', description: 'Designers, engineers and specialists from each practice join when the roadmap needs them, and step back when it does not.' },
        { title: 'Reviewed by the practice', description: 'Architecture, code and design are reviewed by the practice leads, so your team has the depth of the whole studio behind it.' },
        { title: 'Room to grow', description: 'Need more hands? Our partner network lets a team scale up for a launch without lowering the bar.' },
      ],
    },
    {
      kind: 'stats',
      id: 'depth',
      eyebrow: 'Depth',
      heading: 'The bench behind every team',
      items: figureStats(['experts', 'developers', 'leadExperience', 'averagePartnership']),
    },
  ],
  closing: {
    heading: 'Work with this team',
    body: `Tell us what you are building. ${enquiryNextSteps}`,
    ctaLabel: 'Contact us', href: '/contact',
    secondary: { label: 'Meet our leadership', href: '/about/leadership' },
  },
  schema: { type: 'AboutPage' },
};
