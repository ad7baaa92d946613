import type { IconItem } from '../shared/types';
import { site } from '../site';
import { companyFigures, figureStats } from '../company/figures';
import { leaders, showcasePeople, teamMembers } from '../company/people';
import type { CompanyPage } from '../company/types';
import { heroArt } from '../hero-art';
import { deliveryProcess, enquiryNextSteps, offerTimelines, replyTimes, spanAdjective } from '../company/promises';

const f = companyFigures;

/** The six values, shown on /about/our-mission and /team. */
const companyValues: IconItem[] = [
  { icon: 'target', title: 'Outcomes over output', description: 'We measure ourselves by what the product achieves for the client, not by hours logged or tickets closed.' },
  { icon: 'eye', title: 'Radical transparency', description: 'Budgets, risks and bad news are shared as soon as we know them, with options rather than excuses.' },
  { icon: 'shield-check', title: 'Quality is not optional', description: 'Tests, code review, security and accessibility are part of done, on every sprint and every project.' },
  { icon: 'graduation', title: 'Always learning', description: 'A learning budget for everyone, internal talks every week and time to explore new tools before clients need them.' },
  { icon: 'handshake', title: 'Ownership', description: 'The people who scope a feature build it, ship it and answer for it in production.' },
  { icon: 'users', title: 'Respect for people', description: 'Sustainable hours, inclusive hiring and a team where the quietest person in the room is heard.' },
];

const aboutIntro = `For ${f.years.value} years we have designed, built and run software for companies that cannot afford to get it wrong: fintech, healthcare, automotive, retail and real estate, across web, mobile, AI, XR and Web3.`;

/** /about: the company overview, leading to every company page. */
export const aboutPage: CompanyPage = {
  path: '/about',
  meta: {
    title: 'About Us',
    description: `${site.name} is a software studio in Maryland: product strategy, design and engineering for start-ups and enterprise brands, with one accountable team.`,
  },
  hero: {
    art: heroArt('company-studio'),
    label: `About ${site.name}`,
    headline: 'One accountable team from first sketch to scale',
    intro: aboutIntro,
    actions: [
      { label: 'Read our mission', href: '/about/our-mission', variant: 'primary' },
      { label: 'Talk to us', href: '/contact', variant: 'outline' },
    ],
  },
  sections: [
    {
      kind: 'stats',
      id: 'figures',
      eyebrow: 'At a glance',
      heading: 'A studio measured by the clients who come back',
      items: figureStats(['years', 'solutions', 'experts', 'referrals']),
    },
    {
      kind: 'cards',
      tone: 'light',
      id: 'company',
      eyebrow: 'The company',
      heading: 'Get to know us',
      intro: 'Who we are, what we believe, who leads the work and how to partner with us or write about us.',
      secondaryCta: { label: 'Life at the studio', href: '/team' },
      cards: [
        {
          icon: 'building',
          title: 'Our story',
          description: 'How a four-person consultancy in Baltimore became a studio that builds across AI, mobile, XR and Web3, and how we work today.',
          features: ['What we build and for whom', 'How an engagement runs', 'The figures behind the work'],
          href: '/about/about-us',
          linkLabel: 'Read our story',
        },
        {
          icon: 'target',
          title: 'Our mission',
          description: 'Why we exist, the values we hire and review against, and the commitments we make to every client and every colleague.',
          features: ['Mission and vision', 'Six working values', 'Our commitments'],
          href: '/about/our-mission',
          linkLabel: 'Read our mission',
        },
        {
          icon: 'compass',
          title: 'Leadership',
          description: 'The two co-founders who run the studio: one owns client outcomes, the other the engineering standards every project ships with.',
          features: ['Backgrounds and roles', 'Achievements', 'How we lead'],
          href: '/about/leadership',
          linkLabel: 'Meet our leadership',
        },
        {
          icon: 'users',
          title: 'Our team',
          description: 'The practice leads for AI, blockchain, design, delivery and mobile, and how we put together the team for your project.',
          features: ['Practice leads and specialties', 'How teams are formed', 'Depth behind every project'],
          href: '/about/our-team',
          linkLabel: 'Meet the team',
        },
        {
          icon: 'megaphone',
          title: 'Press and media',
          description: 'Company news, a media kit with our logo, brand guidelines and fact sheet, and the people to call for interviews.',
          features: ['Latest news', 'Downloadable media kit', 'Press contacts'],
          href: '/about/press-and-media',
          linkLabel: 'Visit the press room',
        },
        {
          icon: 'handshake',
          title: 'Partnerships',
          description: 'Referral, delivery and technology partnerships for agencies, consultancies and platform vendors who want a dependable engineering partner.',
          features: ['Partner categories', 'Benefits', 'Three partnership types'],
          href: '/about/partnerships',
          linkLabel: 'Explore partnerships',
        },
      ],
    },
    {
      kind: 'numbered',
      id: 'difference',
      eyebrow: 'Why clients stay',
      heading: 'What working with us is like',
      intro: `Our average client partnership lasts ${f.averagePartnership.value}. These are the reasons clients give when they explain why.`,
      items: [
        {
          title: 'Senior people on your project',
          description: `Every engagement is led by someone with ${f.leadExperience.value} years of hands-on experience, who stays with it from discovery to launch.`,
        },
        {
          title: 'Progress you can click every week',
          description: 'A working release on a staging URL at the end of every sprint, with a demo and a written summary of what changed.',
        },
        {
          title: 'Budgets without surprises',
          description: 'Estimates broken down by feature, spend reported weekly, and changes priced before they are built, not after.',
        },
        {
          title: 'Software you own and can run',
          description: 'Your repositories, your cloud accounts, documented architecture and a handover your own engineers can take over from.',
        },
      ],
    },
  ],
  closing: {
    heading: 'Let’s talk about your product',
    body: `Tell us what you want to build and by when. ${enquiryNextSteps}`,
    ctaLabel: 'Contact us', href: '/contact',
    secondary: { label: 'Meet our leadership', href: '/about/leadership' },
  },
  schema: {
    type: 'AboutPage',
    organization: {
      description: aboutIntro,
      numberOfEmployees: { '@type': 'QuantitativeValue', minValue: Number.parseInt(f.experts.value, 10), unitText: 'employees', description: f.experts.label },
    },
  },
};

const aboutUsIntro =
  'We started as four engineers who were tired of handing clients over to other vendors at every stage. Today one team still takes a product from the first workshop to the hundredth release.';

/** /about/about-us: the story, what the agency does and how, and the company figures. */
export const aboutUsPage: CompanyPage = {
  path: '/about/about-us',
  meta: {
    title: 'Our Story',
    description: `How ${site.name} grew from a four-person consultancy into a software studio for AI, web, mobile, XR and Web3 products, how we work, and the figures behind it.`,
  },
  hero: {
    art: heroArt('company-studio'),
    label: 'About us',
    headline: 'Engineers who build products as if they were our own',
    intro: aboutUsIntro,
    actions: [
      { label: 'Start a project', href: '/contact', variant: 'primary' },
      { label: 'See our work', href: '/work', variant: 'outline' },
    ],
  },
  sections: [
    {
      kind: 'process',
      id: 'story',
      eyebrow: 'Our story',
      heading: 'From a Baltimore consultancy to a product studio',
      intro: `${f.years.value} years of building, learning and widening what we can take responsibility for.`,
      phases: [
        {
          title: 'A consultancy of four',
          duration: 'The beginning',
          description: 'Four engineers in Baltimore take on web platforms and integrations for regional logistics and finance companies, and promise one thing: the people who scope the work build it.',
        },
        {
          title: 'Mobile and product design',
          duration: 'Years 2-4',
          description: 'Clients ask us to own their apps too. We hire our first designers and researchers and start every project with discovery and a tested prototype.',
        },
        {
          title: 'Blockchain and Web3',
          duration: 'Years 4-7',
          description: `Fintech clients bring us their first smart contracts. The practice grows to ${f.blockchainProjects.value} blockchain and Web3 projects, built with security reviews from day one.`,
        },
        {
          title: 'AI, XR and the cloud',
          duration: 'Years 7-10',
          description: 'Machine learning moves from experiments to production features, XR from demos to training tools, and we take on the cloud platforms underneath them.',
        },
        {
          title: 'A studio of specialists',
          duration: 'Today',
          description: `${f.experts.value} engineers, designers and product experts, practice leads for each discipline, and clients who stay for ${f.averagePartnership.value} on average.`,
        },
      ],
    },
    {
      kind: 'stats',
      id: 'figures',
      eyebrow: 'In numbers',
      heading: 'The figures behind the work',
      items: figureStats(['years', 'solutions', 'experts', 'referrals', 'developers', 'blockchainProjects', 'leadExperience', 'averagePartnership']),
    },
    {
      kind: 'iconGrid',
      id: 'what-we-do',
      eyebrow: 'What we do',
      heading: 'Software for any industry, scale and technology',
      intro: 'We take on the whole product or the part you need: a new build, a rescue, a platform migration or extra engineers for your own team.',
      items: [
        { icon: 'code', title: 'Custom software and SaaS', description: 'Web platforms, internal tools and multi-tenant SaaS products with the billing, roles and integrations they need.' },
        { icon: 'smartphone', title: 'Mobile applications', description: 'Native iOS and Android apps and cross-platform builds in React Native and Flutter, taken through store review.' },
        { icon: 'brain', title: 'AI and machine learning', description: 'Forecasting, document understanding, recommendation and LLM assistants, deployed with monitoring and retraining.' },
        { icon: 'glasses', title: 'XR and the metaverse', description: 'VR training, AR product visualisation and mixed-reality tools for headsets, phones and the web.' },
        { icon: 'coins', title: 'Web3 and blockchain', description: 'Smart contracts, dApps, token and NFT platforms, audited and monitored after launch.' },
        { icon: 'cloud', title: 'DevOps and cloud', description: 'Infrastructure as code, CI/CD, Kubernetes and cost control on AWS, Google Cloud and Azure.' },
      ],
    },
    {
      kind: 'numbered',
      id: 'how-we-work',
      eyebrow: 'How we work',
      heading: 'Four phases, a demo every sprint',
      intro: `The same path for a ${spanAdjective(offerTimelines.software.prototype)} prototype and a multi-year platform, scaled to fit.`,
      items: deliveryProcess.map(({ title, duration, description }) => ({ title: `${title} (${duration.toLowerCase()})`, description })),
    },
    {
      kind: 'stats',
      id: 'reach',
      eyebrow: 'Reach',
      heading: 'Where our work runs',
      items: figureStats(['clientCompanies', 'industries', 'countriesServed']),
    },
  ],
  closing: {
    heading: 'Become our next long-term client',
    body: 'Start with a discovery phase: a fixed scope, a fixed price and a plan you keep whether or not you continue with us.',
    ctaLabel: 'Start a project', href: '/contact',
    secondary: { label: 'Meet the team', href: '/about/our-team' },
  },
  schema: { type: 'AboutPage', organization: { description: aboutUsIntro } },
};

const missionHeadline = 'Build software that earns its keep';

/** /about/our-mission: mission, vision, values and commitments; links /contact and /about/our-team. */
export const missionPage: CompanyPage = {
  path: '/about/our-mission',
  meta: {
    title: 'Our Mission',
    description: `${site.name}’s mission, vision and values: software that earns its keep, built by people who own the outcome, with commitments we make to every client.`,
  },
  hero: {
    art: heroArt('company-compass'),
    label: 'Our mission',
    headline: missionHeadline,
    intro: 'Our mission is to help companies turn ambitious ideas into dependable products, and to leave every client stronger, more independent and better at software than when we met.',
    actions: [
      { label: 'Work with us', href: '/contact', variant: 'primary' },
      { label: 'Meet the team', href: '/about/our-team', variant: 'outline' },
    ],
  },
  sections: [
    {
      kind: 'numbered',
      id: 'mission',
      eyebrow: 'Mission and vision',
      heading: 'Why we exist and where we are going',
      items: [
        {
          title: 'Our mission',
          description: 'Turn our clients’ ideas into products that customers use, that pay for themselves, and that their own teams can run and grow.',
        },
        {
          title: 'Our vision',
          description: 'A studio that companies call first for their hardest software problem, because the last one was solved on time, on budget and in the open.',
        },
        {
          title: 'Our measure of success',
          description: `Clients who return and recommend us: ${f.referrals.value} of our projects come from referrals and returning clients.`,
        },
        {
          title: 'Our responsibility',
          description: 'Software that is secure, accessible and honest with its users, because our clients’ reputations run on it.',
        },
      ],
    },
    {
      kind: 'iconGrid',
      id: 'values',
      eyebrow: 'Values',
      heading: 'Six values we hire and review against',
      intro: 'They decide who joins, how we give feedback and what we do when a deadline and quality pull in different directions.',
      items: companyValues,
    },
    {
      kind: 'cards',
      tone: 'dark',
      id: 'commitments',
      eyebrow: 'Commitments',
      heading: 'What we promise, in writing',
      intro: 'Three commitments that are part of every contract we sign and every offer we make.',
      secondaryCta: { label: 'Meet the people who keep them', href: '/about/our-team' },
      cards: [
        {
          icon: 'briefcase',
          title: 'To our clients',
          description: 'You own everything we build for you from the first commit, and you always know where your budget stands.',
          features: ['Code, designs and accounts in your name', 'A demo every sprint, spend reported weekly', 'Changes priced before they are built'],
        },
        {
          icon: 'heart-pulse',
          title: 'To our people',
          description: 'A place where good engineers and designers do their best work and stay for years.',
          features: ['A learning budget and conference time', 'Sustainable hours, no heroics', 'Clear career ladders and pay bands'],
        },
        {
          icon: 'globe',
          title: 'To the people who use our software',
          description: 'Products that respect their users, their data and their time.',
          features: ['WCAG AA accessibility as a baseline', 'Privacy by design and data minimisation', 'Performance budgets on every release'],
        },
      ],
    },
  ],
  closing: {
    heading: 'Share our standards? Let’s build together',
    body: 'Tell us about the product you have in mind and we will show you how we would approach it, before you commit to anything.',
    ctaLabel: 'Contact us', href: '/contact',
    secondary: { label: 'Meet our team', href: '/about/our-team' },
  },
  schema: { type: 'AboutPage', organization: { slogan: missionHeadline } },
};

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
      { label: 'Talk to our leadership', href: '/contact', variant: 'primary' },
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
      people: leaders,
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
    intro: `${f.experts.value} engineers, designers and product experts, organised in practices so every project gets depth in its discipline and one team to talk to.`,
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
      people: teamMembers,
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

/** /about/partnerships: categories, benefits, three partnership types with requirements. */
export const partnershipsPage: CompanyPage = {
  path: '/about/partnerships',
  meta: {
    title: 'Partnerships',
    description: `Partner with ${site.name}: referral, delivery and technology partnerships for agencies, consultancies and platform vendors, with clear benefits and requirements.`,
  },
  hero: {
    art: heroArt('company-partners'),
    label: 'Partnerships',
    headline: 'Grow with an engineering partner you can rely on',
    intro: 'Agencies, consultancies and technology vendors work with us when their clients need software built properly. We do the engineering and keep your client relationship yours.',
    actions: [
      { label: 'Become a partner', href: '/contact', variant: 'primary' },
      { label: 'About the company', href: '/about', variant: 'outline' },
    ],
  },
  sections: [
    {
      kind: 'iconGrid',
      id: 'categories',
      eyebrow: 'Who we partner with',
      heading: 'Partner categories',
      items: [
        { icon: 'palette', title: 'Design and marketing agencies', description: 'Agencies that win product and platform work and need an engineering team to build it to their design.' },
        { icon: 'briefcase', title: 'Consultancies and integrators', description: 'Strategy and transformation firms whose recommendations need engineers to turn them into working systems.' },
        { icon: 'cloud', title: 'Cloud and platform vendors', description: 'Software and infrastructure vendors whose customers need implementation, migration or custom extensions.' },
        { icon: 'rocket', title: 'Accelerators and investors', description: 'Programmes and funds whose portfolio companies need a technical partner for an MVP or a scale-up.' },
      ],
    },
    {
      kind: 'numbered',
      id: 'benefits',
      eyebrow: 'Benefits',
      heading: 'What partners get from working with us',
      items: [
        { title: 'Revenue on every referral', description: 'A referral fee on the first year of every engagement you introduce, paid as the client pays.' },
        { title: 'Capacity without hiring', description: `Senior engineers for your clients’ projects, from one specialist to a full team, backed by ${f.developers.value} developers across our network.` },
        { title: 'Your brand, our engineering', description: 'White-label delivery under your name, with our people trained to represent your agency.' },
        { title: 'Early access to expertise', description: 'Joint discovery workshops, architecture reviews for your pitches and briefings on AI, XR and Web3.' },
      ],
    },
    {
      kind: 'cards',
      tone: 'dark',
      id: 'partnership-types',
      eyebrow: 'Partnership types',
      heading: 'Three ways to partner',
      intro: 'Each type comes with a written agreement. The requirements below are what we ask of partners before the first engagement.',
      secondaryCta: { label: 'Discuss a partnership', href: '/contact' },
      cards: [
        {
          icon: 'link',
          title: 'Referral partner',
          subtitle: 'Introduce clients, earn a fee',
          description: 'For advisers, investors and agencies who meet companies that need software built but do not deliver it themselves.',
          features: ['A signed referral agreement', 'An introduction to the decision-maker', 'No delivery commitment required'],
        },
        {
          icon: 'layers',
          title: 'Delivery partner',
          subtitle: 'White-label engineering',
          description: 'For agencies and consultancies that sell product work and want an engineering team that delivers under their brand.',
          features: ['Two or more projects a year', 'A named account lead on your side', 'Shared quality standards and code review', 'Mutual non-solicitation terms'],
        },
        {
          icon: 'puzzle',
          title: 'Technology partner',
          subtitle: 'Implementation and integration',
          description: 'For platform and infrastructure vendors whose customers need implementation, migrations or custom extensions.',
          features: ['Partner-level technical documentation', 'Sandbox or partner accounts for our team', 'A joint go-to-market plan'],
        },
      ],
    },
  ],
  closing: {
    heading: 'Let’s explore a partnership',
    body: `Tell us about your company, your clients and the kind of work you want to deliver together. We reply within ${replyTimes.partnership.within}.`,
    ctaLabel: 'Become a partner', href: '/contact',
    secondary: { label: 'About the company', href: '/about' },
  },
  schema: { type: 'WebPage' },
};

/** /team: three people with role and quote, the values, and open positions. */
export const teamShowcasePage: CompanyPage = {
  path: '/team',
  meta: {
    title: 'Life at the Studio',
    description: `Meet the people of ${site.name} in their own words, the values we work by, and the open positions on our engineering, design and AI teams.`,
  },
  hero: {
    art: heroArt('company-people'),
    label: 'Our team',
    headline: 'The people who make the work',
    intro: 'Engineers, designers and delivery leads who care about the craft and about each other. Here is what they say about working here.',
    actions: [
      { label: 'See open positions', href: '/careers/positions', variant: 'primary' },
      { label: 'Meet the whole team', href: '/about/our-team', variant: 'outline' },
    ],
  },
  firstBand: 'white',
  sections: [
    {
      kind: 'people',
      layout: 'quotes',
      id: 'voices',
      eyebrow: 'In their words',
      heading: 'Why they build here',
      people: showcasePeople,
      schemaRole: 'employee',
    },
    {
      kind: 'iconGrid',
      id: 'values',
      eyebrow: 'Our values',
      heading: 'What we expect of each other',
      items: companyValues,
    },
    {
      kind: 'callout',
      id: 'open-positions',
      eyebrow: 'Join us',
      heading: 'We are hiring',
      intro: 'Frontend, AI and design roles are open now, remote or hybrid from Baltimore. See the positions and apply in a few minutes.',
      cta: { label: 'View open positions', href: '/careers/positions' },
      aside: {
        label: 'Working here',
        items: [
          'Remote or hybrid, with an office in Baltimore',
          'A yearly learning budget and conference time',
          'Senior mentors and peer review on every project',
          'Clear career ladders and published pay bands',
        ],
      },
    },
  ],
  closing: {
    heading: 'Want to build with this team?',
    body: 'Clients work with the same people you just met. Tell us about your product and we will introduce you to the team that would build it.',
    ctaLabel: 'Start a project', href: '/contact',
    secondary: { label: 'See open positions', href: '/careers/positions' },
  },
  schema: { type: 'AboutPage' },
};
