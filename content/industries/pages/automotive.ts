import { getCaseStudy } from '../../case-studies';
import { projectGroups, type PortfolioProjectId } from '../../portfolio';
import type { Stat } from '../../shared/types';
import type { IndustryPage } from '../types';

/** The automotive work this page's figures come from: the AutoAI case study and two portfolio projects. */
const project = (id: PortfolioProjectId) => projectGroups().flatMap((group) => group.projects).find((item) => item.id === id)!;
/** A result a project reported, labelled with the project it comes from. */
const reported = (result: Stat, source: string): Stat => ({ value: result.value, label: `${result.label} (${source})` });

const page: IndustryPage = {
  slug: 'automotive',
  meta: {
    title: 'Automotive software development services',
    description:
      'Automotive software: connected-car apps, telematics and fleet platforms, OTA update backends, predictive maintenance, DMS integrations and AR showrooms.',
  },
  hero: {
    label: 'Automotive software',
    headline: 'Software for connected vehicles, smarter fleets and modern dealerships',
    intro:
      'We build the apps, data platforms and dealer tools that turn vehicle signals into better service, safer fleets and more cars sold online.',
    ctaLabel: 'Discuss your fleet platform',
  },
  summary:
    'Connected-car apps, telematics platforms, predictive maintenance and digital showrooms for OEMs, suppliers, dealer groups and fleet operators.',
  /** Read from the collections when the page is drawn, so an edited study or project shows on reload. */
  get stats() {
    const autoai = getCaseStudy('autoai')!;
    return {
      kind: 'stats',
      id: 'impact',
      eyebrow: 'Impact',
      heading: 'What automotive clients measure after launch',
      items: [
        reported(autoai.metrics[0], autoai.title),
        reported(autoai.metrics[1], autoai.title),
        reported(project('fleet-telematics').result, 'fleet telematics'),
        reported(project('ev-charging-app').result, 'EV charging app'),
      ],
    } satisfies IndustryPage['stats'];
  },
  services: {
    kind: 'cards',
    tone: 'light',
    id: 'services',
    eyebrow: 'Services',
    heading: 'Automotive software services',
    intro:
      'Engineering for every layer of the vehicle journey, from the signal leaving a telematics control unit to the moment a buyer books a test drive.',
    cards: [
      {
        icon: 'smartphone',
        title: 'Connected-car mobile apps',
        description:
          'Owner apps that unlock, precondition and locate a vehicle, and keep drivers in touch with their dealer between service intervals.',
        features: [
          'Remote lock, climate and charge control',
          'Digital key over BLE and NFC',
          'Trip history and driver scoring',
          'Service booking with push reminders',
        ],
        href: '/services/mobile-applications',
        linkLabel: 'Explore mobile apps',
      },
      {
        icon: 'gauge',
        title: 'Telematics and fleet platforms',
        description:
          'Cloud backends that ingest position, CAN bus and diagnostic data from thousands of vehicles and turn it into live maps, alerts and reports.',
        features: [
          'MQTT and Kafka ingestion at scale',
          'OBD-II and CAN signal decoding',
          'Geofencing and live fleet maps',
          'Time-series storage with trip replay',
        ],
        href: '/services/cloud-infrastructure',
        linkLabel: 'Explore cloud infrastructure',
      },
      {
        icon: 'wrench',
        title: 'Predictive maintenance models',
        description:
          'Machine learning trained on sensor history and diagnostic trouble codes flags failing batteries, brakes and injectors weeks before a roadside breakdown.',
        features: [
          'Failure prediction from sensor data',
          'Remaining-useful-life estimates',
          'Anomaly alerts for fleet managers',
          'Retraining as new fault codes arrive',
        ],
        href: '/services/machine-learning-development',
        linkLabel: 'Explore machine learning',
      },
      {
        icon: 'refresh',
        title: 'OTA update backends',
        description:
          'Over-the-air update services that deliver signed firmware and app packages in staged waves, with the traceability type approval now demands.',
        features: [
          'Signed, staged software rollouts',
          'Automatic rollback per vehicle cohort',
          'Campaign tracking by VIN',
          'UN R155 and R156 evidence trails',
        ],
        href: '/services/system-architecture',
        linkLabel: 'Explore system architecture',
      },
      {
        icon: 'view',
        title: 'AR showrooms and configurators',
        description:
          'Augmented reality that lets buyers park a life-size model in their driveway, swap trims and colors, then jump straight to matching stock.',
        features: [
          'Life-size vehicle placement',
          'Trim, paint and wheel switching',
          'WebAR with no app install',
          'Links to live dealer inventory',
        ],
        href: '/services/ar-applications',
        linkLabel: 'Explore AR showrooms',
      },
      {
        icon: 'store',
        title: 'Dealer system integrations',
        description:
          'Custom software that connects dealer management systems with websites, CRMs and OEM portals so inventory, leads and repair orders stay in sync.',
        features: [
          'CDK, Reynolds and Dealertrack connectors',
          'Inventory sync to sites and marketplaces',
          'Service, parts and F&I workflows',
          'Lead routing into the CRM',
        ],
        href: '/services/software-development',
        linkLabel: 'Explore custom software',
      },
    ],
  },
  useCases: {
    kind: 'iconGrid',
    id: 'use-cases',
    eyebrow: 'Use cases',
    heading: 'Where we help automotive businesses',
    intro: 'Four areas where our automotive work most often starts, each with its own data sources and partners.',
    items: [
      {
        icon: 'truck',
        title: 'Fleet operations',
        description:
          'Dispatch, route and driver-behavior tools for logistics and rental fleets, fed by telematics units already fitted to the vehicles.',
      },
      {
        icon: 'settings',
        title: 'Service and aftersales',
        description:
          'Online booking, video health checks and parts lookup that fill workshop bays and keep owners returning to the franchised network.',
      },
      {
        icon: 'zap',
        title: 'EV charging and energy',
        description:
          'Charger discovery, OCPP-based charge point management and smart charging schedules that shift load to off-peak tariffs.',
      },
      {
        icon: 'car',
        title: 'Digital car retail',
        description:
          'Online reservation, trade-in valuation and finance pre-approval journeys that hand a ready-to-sign deal to the showroom team.',
      },
    ],
  },
  reasons: {
    kind: 'numbered',
    id: 'why-northstack',
    eyebrow: 'Why Northstack',
    heading: 'Why automotive teams choose Northstack',
    items: [
      {
        title: 'Fluent in vehicle data',
        description:
          'Our engineers have decoded CAN frames, OBD-II PIDs and OEM telematics APIs, so discovery goes straight to your use case instead of the basics.',
      },
      {
        title: 'Security to automotive standards',
        description:
          'Threat analysis and risk assessment follow ISO/SAE 21434, and every release that touches a vehicle carries signed artifacts and an audit trail.',
      },
      {
        title: 'Tested against real hardware',
        description:
          'Vehicle simulators, recorded drive data and bench units let us reproduce edge cases such as tunnels, cold starts and flat batteries before field trials.',
      },
      {
        title: 'Comfortable with dealer legacy',
        description:
          'We have worked around batch exports, rate-limited DMS APIs and regional data formats, and we plan integrations with those limits in mind.',
      },
    ],
  },
  closing: {
    heading: 'Put your vehicle data to work',
    body: 'Tell us which vehicles, systems and partners are involved and we’ll outline an architecture, a pilot scope and a realistic timeline for your first release.',
    ctaLabel: 'Book a call',
  },
};

export default page;
