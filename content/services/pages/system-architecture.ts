import { figureStat } from '../../company/figures';
import type { ServicePage } from '../types';

const page: ServicePage = {
  slug: 'system-architecture',
  meta: {
    title: 'System architecture design and review',
    description:
      'System architecture consulting: domain-driven design, microservices, event-driven systems, data architecture and reviews documented with C4 diagrams and ADRs.',
  },
  serviceType: 'Software system architecture consulting',
  hero: {
    label: 'System architecture',
    headline: 'Build systems that scale',
    intro:
      'We design new platforms and review existing ones with domain-driven design, event-driven patterns and clear documentation, so your systems absorb growth and your teams can change them safely.',
    ctaLabel: 'Request an architecture review',
  },
  sections: [
    {
      kind: 'numbered',
      id: 'principles',
      eyebrow: 'Principles',
      heading: 'The principles we design by',
      intro: 'Four rules shape every architecture we draw, whether it’s a greenfield platform or a ten-year-old monolith.',
      items: [
        {
          title: 'Model the business domain first',
          description:
            'Bounded contexts from domain-driven design draw service boundaries along the lines of how your business actually works.',
        },
        {
          title: 'Decouple through events',
          description:
            'Asynchronous messaging over Kafka or a managed event bus lets components scale, deploy and fail independently.',
        },
        {
          title: 'Design for failure',
          description:
            'Timeouts, retries, circuit breakers and graceful degradation are specified up front rather than discovered during an outage.',
        },
        {
          title: 'Make decisions visible',
          description:
            'C4 diagrams and architecture decision records explain what was chosen, why, and what would make us revisit it.',
        },
      ],
    },
    {
      kind: 'cards',
      tone: 'dark',
      id: 'offering',
      eyebrow: 'Services',
      heading: 'System architecture services',
      intro:
        'Hands-on architecture for greenfield platforms, modernization programs and systems under strain.',
      secondaryCta: { label: 'Book a technical review' },
      cards: [
        {
          icon: 'building',
          title: 'Enterprise architecture',
          subtitle: 'Align systems with strategy',
          description:
            'A current-state map of applications, integrations and data flows, with a target architecture and roadmap tied to business goals.',
          features: [
            'Application portfolio rationalization',
            'Integration and API strategy',
            'Technology radar and engineering standards',
            'Multi-year modernization roadmap',
          ],
        },
        {
          icon: 'network',
          title: 'Microservices architecture',
          subtitle: 'Modular by design',
          description:
            'Break up monoliths incrementally with the strangler fig pattern, or design new services with clear contracts from the start.',
          features: [
            'Service boundaries found through event storming',
            'API gateways and service mesh',
            'Saga patterns for distributed transactions',
            'Contract testing between teams',
          ],
        },
        {
          icon: 'database',
          title: 'Data architecture',
          subtitle: 'Trusted, accessible data',
          description:
            'Operational and analytical data designs, from schema and partitioning choices to data mesh ownership models and streaming pipelines.',
          features: [
            'Polyglot persistence selection',
            'Change data capture with Debezium',
            'Data mesh and data product design',
            'Governance, lineage and retention policies',
          ],
          href: '/services/cloud-infrastructure',
          linkLabel: 'Run it on solid cloud infrastructure',
        },
      ],
    },
    {
      kind: 'iconGrid',
      id: 'why-choose',
      eyebrow: 'Why Northstack',
      heading: 'Why choose Northstack for system architecture',
      items: [
        {
          icon: 'search',
          title: 'Evidence-based reviews',
          description:
            'We measure before we recommend, using load tests, distributed tracing and profiling to locate the real bottlenecks.',
        },
        {
          icon: 'code',
          title: 'Architects who still code',
          description:
            'Our architects build proofs of concept and reference implementations, not just slide decks.',
        },
        {
          icon: 'scale',
          title: 'Explicit trade-offs',
          description:
            'Each recommendation states its cost in complexity, performance and team effort, so you choose with your eyes open.',
        },
        {
          icon: 'git-branch',
          title: 'Incremental modernization',
          description:
            'We sequence change so the business keeps shipping features while the architecture improves underneath.',
        },
        {
          icon: 'gauge',
          title: 'Performance engineering',
          description:
            'Caching, query tuning, horizontal scaling and capacity models, all backed by k6 and Gatling load tests.',
        },
        {
          icon: 'users',
          title: 'Team-aware design',
          description:
            'Architectures sized to your team topology, so ownership is clear and no team waits on another to deploy.',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'results',
      eyebrow: 'Results',
      heading: 'Architecture outcomes',
      items: [
        figureStat('systemsArchitected'),
        figureStat('architecturePerformance'),
        figureStat('architectureReliability'),
        figureStat('architectureCycles'),
      ],
    },
  ],
  closing: {
    heading: 'Get an outside view of your architecture',
    body: 'Whether you’re planning a new platform or wrestling with an aging one, we’ll assess it against your growth plans and return clear, prioritized recommendations.',
    ctaLabel: 'Schedule architecture review',
  },
};
export default page;
