import { practiceFigures } from '../../company/practice-figures';
import { figureStat } from '../../company/figures';
import { offerNote, offerTimelines, spanAdjective } from '../../company/promises';
import type { ServicePage } from '../types';

const page: ServicePage = {
  slug: 'saas-development',
  meta: {
    title: 'SaaS development services',
    description:
      `SaaS development from a ${spanAdjective(offerTimelines.saas.mvp)} MVP to an enterprise platform: multi-tenancy, Stripe billing, SSO and analytics, built by the team behind ${practiceFigures.saasPlatforms.value} SaaS platforms.`,
  },
  serviceType: 'SaaS application development',
  hero: {
    label: 'SaaS development',
    headline: 'SaaS platforms engineered for recurring revenue and scale',
    intro:
      `We build multi-tenant SaaS products with subscription billing, SSO and usage analytics built in, taking you from a ${spanAdjective(offerTimelines.saas.mvp)} MVP to an enterprise-ready platform.`,
    ctaLabel: 'Scope your SaaS platform',
  },
  sections: [
    {
      kind: 'iconGrid',
      id: 'features',
      eyebrow: 'Platform features',
      heading: 'The foundations every SaaS product needs',
      items: [
        {
          icon: 'layers',
          title: 'Multi-tenancy',
          description:
            'Tenant isolation with PostgreSQL row-level security or schema-per-tenant, per-tenant configuration and safe data export.',
        },
        {
          icon: 'wallet',
          title: 'Subscription billing',
          description:
            'Plans, trials, seat and usage-based pricing, proration and dunning through Stripe Billing, with invoices your finance team can reconcile.',
        },
        {
          icon: 'key',
          title: 'SSO and access control',
          description:
            'SAML and OIDC single sign-on, SCIM provisioning and role-based permissions through Auth0 or Clerk, ready for enterprise security reviews.',
        },
        {
          icon: 'bar-chart',
          title: 'Product analytics',
          description:
            'Event tracking, in-app usage dashboards and cohort reports that show which features drive activation, expansion and churn.',
        },
        {
          icon: 'workflow',
          title: 'APIs and integrations',
          description:
            'Public REST APIs, webhooks and prebuilt connectors for Slack, HubSpot and Salesforce that make your product part of your customers’ daily workflow.',
        },
        {
          icon: 'shield-check',
          title: 'Admin and compliance tooling',
          description:
            'Audit logs, consent-based impersonation for support, data retention controls and the evidence trail you need for SOC 2 and GDPR.',
        },
      ],
    },
    {
      kind: 'numbered',
      id: 'business-model',
      eyebrow: 'Business model',
      heading: 'Why the SaaS model pays off',
      items: [
        {
          title: 'Predictable recurring revenue',
          description:
            'Monthly and annual subscriptions turn one-off sales into compounding revenue you can forecast, plan hiring against and show to investors.',
        },
        {
          title: 'Lower cost to serve each customer',
          description:
            'A single multi-tenant codebase means every new account adds revenue without adding another deployment to maintain.',
        },
        {
          title: 'Expansion built into pricing',
          description:
            'Seat, usage and feature tiers let accounts increase their spend as they get more value, the main lever behind strong net revenue retention.',
        },
        {
          title: 'Faster learning from real usage',
          description:
            'Continuous deployment and product analytics let you ship weekly, measure adoption and retire the features nobody uses.',
        },
      ],
    },
    {
      kind: 'timelines',
      id: 'timelines',
      eyebrow: 'Timelines',
      heading: 'Three stages from first release to enterprise',
      intro: offerNote('saas'),
      items: [
        {
          label: 'MVP',
          duration: offerTimelines.saas.mvp,
          description:
            'A focused first version with sign-up, one core workflow and paid plans, live with early customers and instrumented so you learn from every session.',
          deliverables: [
            'Tenant-aware sign-up and onboarding',
            'Core workflow for your first customer segment',
            'Stripe Checkout with monthly and annual plans',
            'Product analytics and error tracking',
          ],
        },
        {
          label: 'Full platform',
          duration: offerTimelines.saas.fullPlatform,
          description:
            'A complete product with team accounts, roles, usage-based billing, integrations and an admin console for your customer success team.',
          deliverables: [
            'Teams, roles and invitations',
            'Usage metering and proration in Stripe Billing',
            'Public API, webhooks and two integrations',
            'Internal admin and support console',
          ],
        },
        {
          label: 'Enterprise',
          duration: offerTimelines.saas.enterprise,
          description:
            'The controls large buyers ask for in procurement: SSO, SCIM, audit logs, data residency options and a documented security posture.',
          deliverables: [
            'SAML SSO and SCIM provisioning',
            'Audit logs and data retention settings',
            'EU and US data residency',
            'SOC 2 readiness evidence and penetration-test support',
          ],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'services',
      tone: 'dark',
      eyebrow: 'Services',
      heading: 'SaaS development services',
      intro:
        'Whether you’re starting from scratch or turning existing software into a subscription product, we cover the whole lifecycle.',
      secondaryCta: { label: 'Book a SaaS discovery call' },
      cards: [
        {
          icon: 'rocket',
          title: 'SaaS MVP development',
          subtitle: 'Validate with paying customers',
          description:
            'A lean, production-ready first release that gets customers paying and gives you the data to shape the roadmap.',
          features: [
            'Discovery workshop and pricing hypothesis',
            'Multi-tenant Next.js and NestJS foundation',
            'Stripe Checkout and customer portal',
            `Live in ${offerTimelines.saas.mvp}`,
          ],
        },
        {
          icon: 'refresh',
          title: 'Legacy to SaaS migration',
          subtitle: 'From single-tenant to subscription',
          description:
            'We re-architect on-premise or single-tenant software into a multi-tenant cloud product without disrupting the customers you already have.',
          features: [
            'Tenant data migration plan',
            'Incremental strangler-pattern rollout',
            'License-to-subscription billing transition',
            'Zero-downtime cutover',
          ],
        },
        {
          icon: 'trending-up',
          title: 'SaaS scaling and optimization',
          subtitle: 'Ready for the next 10x',
          description:
            'Performance, reliability and cost work for platforms that have outgrown their first architecture.',
          features: [
            'Load testing with k6 and capacity planning',
            'Read replicas and database partitioning',
            'Kubernetes autoscaling on AWS',
            'Cloud cost reporting per tenant',
          ],
          href: '/services/cloud-infrastructure',
          linkLabel: 'See cloud infrastructure',
        },
      ],
    },
    {
      kind: 'iconGrid',
      id: 'industries',
      eyebrow: 'Industries',
      heading: 'Vertical SaaS we’ve built',
      items: [
        {
          icon: 'landmark',
          title: 'Fintech',
          description:
            'Spend management, lending and treasury platforms with bank-grade audit trails and open-banking connections.',
        },
        {
          icon: 'heart-pulse',
          title: 'Healthtech',
          description:
            'Practice management and remote-monitoring platforms on HIPAA-compliant hosting with FHIR integrations.',
        },
        {
          icon: 'home',
          title: 'Real estate and PropTech',
          description:
            'Property management, leasing and tenant-experience platforms serving thousands of units per customer.',
        },
        {
          icon: 'store',
          title: 'Retail and e-commerce',
          description:
            'Inventory, merchandising and loyalty SaaS that syncs with Shopify, BigCommerce and point-of-sale systems.',
        },
        {
          icon: 'graduation',
          title: 'Education',
          description:
            'Learning platforms and school administration tools with LTI integrations and data isolation per district.',
        },
        {
          icon: 'briefcase',
          title: 'HR and professional services',
          description:
            'Scheduling, time-tracking and client-portal products billed per seat and per workspace.',
        },
      ],
    },
    {
      kind: 'iconGrid',
      id: 'strengths',
      eyebrow: 'Our strengths',
      heading: 'Why SaaS founders build with Northstack',
      items: [
        {
          icon: 'target',
          title: 'A founder’s mindset',
          description:
            'We think in activation, churn and payback periods, and we’ll tell you when a feature won’t move those numbers.',
        },
        {
          icon: 'boxes',
          title: 'A reusable SaaS foundation',
          description:
            'Tested starter modules for tenancy, billing and authentication save weeks on every project, so your budget goes into what makes your product different.',
        },
        {
          icon: 'lock',
          title: 'Enterprise-grade security',
          description:
            'Encryption at rest and in transit, architecture ready for penetration testing, and security questionnaires answered with evidence rather than promises.',
        },
        {
          icon: 'server',
          title: 'Reliability you can sign',
          description:
            'Multi-AZ deployments, automated backups and incident runbooks back the uptime commitments you make in your own customer contracts.',
        },
        {
          icon: 'dollar',
          title: 'Cost-aware infrastructure',
          description:
            'We track cloud spend per tenant, so your gross margin improves as you grow instead of eroding.',
        },
        {
          icon: 'users',
          title: 'A team that stays',
          description:
            'The engineers who launch your platform stay on to scale it, keeping product knowledge inside one team for years.',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'figures',
      eyebrow: 'Figures',
      heading: 'SaaS platforms running at scale',
      items: [
        figureStat('saasPlatforms'),
        figureStat('saasUptime'),
        figureStat('saasUsers'),
        figureStat('saasRevenue'),
      ],
    },
    {
      kind: 'techStack',
      id: 'tech-stack',
      eyebrow: 'Tech stack',
      heading: 'The SaaS stack we build on',
      categories: [
        { category: 'Front end', tools: ['React', 'Next.js', 'TypeScript', 'Tailwind CSS', 'TanStack Query'] },
        { category: 'Back end', tools: ['Node.js', 'NestJS', 'Go', 'Python', 'GraphQL'] },
        { category: 'Data', tools: ['PostgreSQL', 'Redis', 'Kafka', 'ClickHouse'] },
        { category: 'Billing & identity', tools: ['Stripe Billing', 'Chargebee', 'Auth0', 'Clerk'] },
        { category: 'Cloud & DevOps', tools: ['AWS', 'Kubernetes', 'Terraform', 'GitHub Actions', 'Datadog'] },
        { category: 'Testing & quality', tools: ['Playwright', 'Vitest', 'k6', 'Sentry'] },
      ],
    },
  ],
  closing: {
    heading: 'Turn your idea into a subscription business',
    body: `Tell us about your market, your pricing idea and the first workflow you want to sell. We’ll map the path from a ${spanAdjective(offerTimelines.saas.mvp)} MVP to an enterprise-ready platform.`,
    ctaLabel: 'Start your SaaS MVP',
  },
};
export default page;
