import type { ServicePage } from '../types';
import { figureStat } from '../../company/figures';
import { discoveryCall, offerTimelines, proposal, spanAdjective, offerNote } from '../../company/promises';

const page: ServicePage = {
  slug: 'software-development',
  meta: {
    title: 'Custom software development services',
    description:
      `Custom software development from a ${spanAdjective(offerTimelines.software.prototype)} prototype to a ${spanAdjective(offerTimelines.software.mvp)} MVP: senior in-house engineers, modern stacks and full code ownership for your business.`,
  },
  serviceType: 'Custom software development',
  hero: {
    label: 'Custom software development',
    headline: 'Custom software built around how your business actually works',
    intro:
      `We design, build and run bespoke software for your operations, customers and partners, from a clickable prototype in ${offerTimelines.software.prototype} to a production MVP in ${offerTimelines.software.mvp}.`,
    ctaLabel: 'Discuss your project',
  },
  sections: [
    {
      kind: 'numbered',
      id: 'benefits',
      eyebrow: 'Why custom software',
      heading: 'What bespoke software gives you that off-the-shelf tools can’t',
      items: [
        {
          title: 'Software that fits your process',
          description:
            'We model your real workflows, approval rules and edge cases instead of bending your teams around the assumptions of a generic SaaS product.',
        },
        {
          title: 'Ownership of code and data',
          description:
            'You hold the repositories, the cloud accounts and the data. No per-seat license creep and no vendor deciding your roadmap.',
        },
        {
          title: 'Integration with the systems you already run',
          description:
            'We connect ERP, CRM, payment providers and legacy databases through documented APIs and event streams, so information stops being retyped between tools.',
        },
        {
          title: 'A codebase built to be extended',
          description:
            'Typed code, automated tests and architecture decision records mean your own engineers, or any future partner, can keep building with confidence.',
        },
      ],
    },
    {
      kind: 'timelines',
      id: 'timelines',
      eyebrow: 'Delivery timelines',
      heading: 'From idea to working software in weeks, not quarters',
      intro: `Two fixed-scope starting points let you validate an idea before committing the full budget. ${offerNote('software')}`,
      items: [
        {
          label: 'Prototype',
          duration: offerTimelines.software.prototype,
          description:
            'A clickable, high-fidelity prototype that puts your core user journey in front of stakeholders and test users before any production code is written.',
          deliverables: [
            'Interactive Figma prototype of the core journey',
            'Prioritized feature backlog',
            'Architecture sketch and integration map',
            'Fixed-price estimate for the MVP',
          ],
        },
        {
          label: 'MVP',
          duration: offerTimelines.software.mvp,
          description:
            'A production-grade first release with the features that prove your case, deployed to your cloud with monitoring, CI/CD and real users from day one.',
          deliverables: [
            'Application deployed to your AWS, Azure or Google Cloud account',
            'CI/CD pipeline with an automated test suite',
            'Admin console and analytics events',
            'Handover documentation and runbooks',
          ],
        },
      ],
    },
    {
      kind: 'iconGrid',
      id: 'strengths',
      eyebrow: 'Our strengths',
      heading: 'Why teams choose Northstack for custom software',
      items: [
        {
          icon: 'users',
          title: 'Senior, in-house engineers',
          description:
            'Your product is built by our own experts, not subcontractors, with a tech lead who stays on the project from kickoff to launch.',
        },
        {
          icon: 'workflow',
          title: 'Two-week delivery cycles',
          description:
            'Every sprint ends with a working build on a staging URL and a live demo, so progress is something you click through rather than read about.',
        },
        {
          icon: 'shield-check',
          title: 'Security by default',
          description:
            'OWASP-aligned code reviews, dependency scanning, least-privilege cloud roles and encrypted secrets are part of every project, not an add-on.',
        },
        {
          icon: 'git-branch',
          title: 'Clean handover',
          description:
            'You own the repositories from the first commit. Documentation, runbooks and pairing sessions make a move to an in-house team straightforward.',
        },
        {
          icon: 'gauge',
          title: 'Performance budgets',
          description:
            'We agree targets for response times and infrastructure cost early, then track them in CI so regressions are caught before release.',
        },
        {
          icon: 'handshake',
          title: 'Long-term partnership',
          description:
            'Clients stay with us for five years on average, with support retainers that cover monitoring, upgrades and new features after launch.',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'figures',
      eyebrow: 'By the numbers',
      heading: 'A track record built over more than a decade',
      items: [
        figureStat('years'),
        figureStat('solutions'),
        figureStat('experts'),
        figureStat('referrals'),
      ],
    },
    {
      kind: 'iconGrid',
      id: 'industries',
      eyebrow: 'Industries',
      heading: 'Domain experience where the rules are strict',
      items: [
        {
          icon: 'landmark',
          title: 'Fintech',
          description:
            'Payment flows, ledgers, KYC onboarding and regulatory reporting built to PCI DSS and SOC 2 expectations, with an audit trail on every balance change.',
        },
        {
          icon: 'stethoscope',
          title: 'Healthcare',
          description:
            'Patient portals, clinical workflow tools and HL7 FHIR integrations that keep protected health information encrypted and access-logged under HIPAA.',
        },
        {
          icon: 'shopping-cart',
          title: 'E-commerce',
          description:
            'Order management, pricing engines, marketplace integrations and headless storefronts that stay fast through peak promotions.',
        },
        {
          icon: 'truck',
          title: 'Transportation',
          description:
            'Dispatch, route optimization, telematics dashboards and driver apps that keep working on patchy mobile connections.',
        },
      ],
    },
    {
      kind: 'techStack',
      id: 'tech-stack',
      eyebrow: 'Technology',
      heading: 'A proven stack, chosen per project',
      intro: 'We pick mature, well-supported tools that your future hires will already know.',
      categories: [
        { category: 'Front end', tools: ['React', 'Next.js', 'TypeScript', 'Angular', 'Tailwind CSS'] },
        { category: 'Back end', tools: ['Node.js', 'NestJS', 'Go', 'Python (FastAPI)', '.NET'] },
        { category: 'Mobile', tools: ['React Native', 'Flutter', 'Swift', 'Kotlin'] },
        { category: 'Cloud & DevOps', tools: ['AWS', 'Azure', 'Google Cloud', 'Kubernetes', 'Terraform', 'GitHub Actions'] },
        { category: 'Data & AI', tools: ['PostgreSQL', 'Redis', 'Kafka', 'Snowflake', 'PyTorch', 'OpenAI API'] },
        { category: 'Testing', tools: ['Playwright', 'Jest', 'Cypress', 'k6', 'Pact'] },
      ],
    },
  ],
  closing: {
    heading: 'Have a process your spreadsheets can’t keep up with?',
    body: `Tell us what you want to build. We’ll schedule a discovery call within ${discoveryCall.scheduledWithin} and follow up within ${proposal.within} of ${proposal.after} with a prototype proposal and an MVP estimate.`,
    ctaLabel: 'Start with a prototype',
  },
};
export default page;
