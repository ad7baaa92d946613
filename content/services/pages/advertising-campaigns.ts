import { figureStat } from '../../company/figures';
import type { ServicePage } from '../types';

const page: ServicePage = {
  slug: 'advertising-campaigns',
  meta: {
    title: 'Advertising campaign management',
    description:
      'Performance advertising on Meta, Google, LinkedIn and TikTok with creative testing, server-side tracking and attribution that ties ad spend to revenue.',
  },
  serviceType: 'Digital advertising campaign management',
  hero: {
    label: 'Advertising campaigns',
    headline: 'Ad campaigns measured against revenue, not clicks',
    intro:
      'We plan, produce and optimize paid campaigns across Meta, Google, LinkedIn and TikTok, with creative testing and attribution that show which spend actually drives sales.',
    ctaLabel: 'Plan your campaign',
  },
  sections: [
    {
      kind: 'numbered',
      id: 'what-you-get',
      eyebrow: 'What you get',
      heading: 'Performance advertising with accountable numbers',
      items: [
        {
          title: 'Channel strategy and media plan',
          description:
            'Budget allocated across search, social and programmatic according to your funnel, margins and customer acquisition cost targets.',
        },
        {
          title: 'Creative built for testing',
          description:
            'Ad concepts produced in variants of hook, format and call to action, so each test produces a clear winner.',
        },
        {
          title: 'Tracking you can rely on',
          description:
            'Server-side tagging, the Meta Conversions API and Google enhanced conversions recover signal lost to browser privacy changes.',
        },
        {
          title: 'Weekly optimization and reporting',
          description:
            'Bid, audience and creative adjustments every week, with a dashboard that ties spend to pipeline and revenue.',
        },
      ],
    },
    {
      kind: 'cards',
      tone: 'dark',
      id: 'offering',
      eyebrow: 'Services',
      heading: 'Advertising campaign services',
      intro:
        'Full-funnel paid media for B2B and consumer brands, run by the same team that builds the creative.',
      secondaryCta: { label: 'Get a media plan' },
      cards: [
        {
          icon: 'target',
          title: 'Paid social campaigns',
          subtitle: 'Meta, TikTok and LinkedIn',
          description:
            'Prospecting and retargeting campaigns with audience structures that scale without burning through creative.',
          features: [
            'Advantage+ and lookalike audiences',
            'LinkedIn account-based targeting',
            'UGC and short-form video ads',
            'Frequency and fatigue monitoring',
          ],
        },
        {
          icon: 'search',
          title: 'Search and shopping ads',
          subtitle: 'Google and Microsoft Advertising',
          description:
            'Capture existing demand with a sound keyword architecture, Performance Max and shopping feeds tuned for margin rather than volume.',
          features: [
            'Keyword and negative keyword strategy',
            'Merchant Center feed optimization',
            'Performance Max asset groups',
            'Value-based bidding',
          ],
        },
        {
          icon: 'film',
          title: 'Creative production and testing',
          subtitle: 'Assets that convert',
          description:
            'Static, motion and video creative produced in rapid cycles, with structured A/B and multivariate tests on every channel.',
          features: [
            'Hook and angle testing frameworks',
            'Motion design and video editing',
            'Landing page variants',
            'Creative performance reporting',
          ],
          href: '/services/logo-branding',
          linkLabel: 'Start with your brand identity',
        },
      ],
    },
    {
      kind: 'iconGrid',
      id: 'why-choose',
      eyebrow: 'Why Northstack',
      heading: 'Why choose Northstack for advertising',
      items: [
        {
          icon: 'line-chart',
          title: 'Attribution you can trust',
          description:
            'We combine platform data with GA4, incrementality tests and marketing mix modeling to avoid double-counting conversions.',
        },
        {
          icon: 'palette',
          title: 'Creative and media under one roof',
          description:
            'Designers and media buyers work as one team, so performance insights reach the next creative round within days.',
        },
        {
          icon: 'dollar',
          title: 'Spend discipline',
          description:
            'Stop-loss rules and budget pacing keep experiments small until they’ve earned a bigger share of spend.',
        },
        {
          icon: 'eye',
          title: 'Full transparency',
          description:
            'Ad accounts stay in your name, and you see every change, cost and result in the same dashboards we use.',
        },
        {
          icon: 'shield-check',
          title: 'Privacy-compliant tracking',
          description:
            'Consent Mode, server-side tagging and first-party data collection set up in line with GDPR and CCPA.',
        },
        {
          icon: 'refresh',
          title: 'Continuous testing',
          description:
            'A standing test roadmap means each month adds evidence about which audiences, offers and formats perform.',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'results',
      eyebrow: 'Results',
      heading: 'Campaign performance',
      items: [
        figureStat('campaignReturn'),
        figureStat('campaignImpressions'),
        figureStat('campaignRebooking'),
        figureStat('campaignsLaunched'),
      ],
    },
  ],
  closing: {
    heading: 'Turn ad spend into predictable growth',
    body: 'Share your goals, current channels and monthly budget. We’ll audit what’s running today and show where your next dollar should go.',
    ctaLabel: 'Launch your campaign',
  },
};
export default page;
