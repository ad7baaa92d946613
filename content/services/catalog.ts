import type { IconName } from '../shared/types';

/** The menu groups services are shown under (header, services overview, footer). */
export const serviceGroups = [
  { title: 'Development', icon: 'code' },
  { title: 'Mobile Applications', icon: 'smartphone' },
  { title: 'XR', icon: 'glasses' },
  { title: 'Design', icon: 'palette' },
  { title: 'Artificial Intelligence', icon: 'brain' },
  { title: 'Web3', icon: 'globe' },
  { title: 'Blockchain', icon: 'link' },
  { title: 'Engineering', icon: 'server' },
] as const satisfies readonly { title: string; icon: IconName }[];

export type ServiceGroupTitle = (typeof serviceGroups)[number]['title'];

export interface ServiceEntry {
  slug: string;
  /** The service's name in menus and lists. */
  name: string;
  group: ServiceGroupTitle;
  /** One line for the services overview and menus. */
  summary: string;
}

/** Every service the agency sells: one route each, /services/{slug}. */
export const serviceCatalog = [
  { slug: 'software-development', name: 'Software Development', group: 'Development', summary: 'Custom software from prototype to production, engineered around your business rules.' },
  { slug: 'web-development', name: 'Web Development', group: 'Development', summary: 'Fast, secure web applications with modern front ends and robust back ends.' },
  { slug: 'saas-development', name: 'SaaS Development', group: 'Development', summary: 'Multi-tenant SaaS platforms with billing, analytics and room to scale.' },
  { slug: 'mobile-applications', name: 'Mobile Applications', group: 'Mobile Applications', summary: 'Native and cross-platform apps that people keep on their home screen.' },
  { slug: 'ios-application', name: 'iOS Applications', group: 'Mobile Applications', summary: 'Swift and SwiftUI apps built to Apple’s standards and App Store ready.' },
  { slug: 'android-application', name: 'Android Applications', group: 'Mobile Applications', summary: 'Kotlin and Jetpack Compose apps that run well on every Android device.' },
  { slug: 'cross-platform', name: 'Cross-Platform Apps', group: 'Mobile Applications', summary: 'One codebase for iOS, Android and web with React Native or Flutter.' },
  { slug: 'vr-applications', name: 'VR Applications', group: 'XR', summary: 'Immersive training, simulation and showcase experiences for headsets.' },
  { slug: 'ar-applications', name: 'AR Applications', group: 'XR', summary: 'Augmented reality for product try-ons, field service and retail.' },
  { slug: 'mixed-reality', name: 'Mixed Reality', group: 'XR', summary: 'Spatial apps that blend digital content with the physical workplace.' },
  { slug: 'metaverse-development', name: 'Metaverse Development', group: 'XR', summary: 'Persistent 3D worlds for brands, events and communities.' },
  { slug: 'ux-ui-design', name: 'UX/UI Design', group: 'Design', summary: 'Research-led product design that turns complex flows into clear ones.' },
  { slug: 'logo-branding', name: 'Logo & Branding', group: 'Design', summary: 'Identity systems that make a young company look established.' },
  { slug: 'advertising-campaigns', name: 'Advertising Campaigns', group: 'Design', summary: 'Performance creative and campaigns measured against revenue.' },
  { slug: 'ai-chatbot-development', name: 'AI Chatbot Development', group: 'Artificial Intelligence', summary: 'Assistants grounded in your data that resolve real customer questions.' },
  { slug: 'machine-learning-development', name: 'Machine Learning', group: 'Artificial Intelligence', summary: 'Predictive models taken from notebook to monitored production.' },
  { slug: 'generative-ai', name: 'Generative AI', group: 'Artificial Intelligence', summary: 'LLM features, content pipelines and copilots with guardrails.' },
  { slug: 'web3-development', name: 'Web3 Development', group: 'Web3', summary: 'Wallet-native apps, token systems and on-chain integrations.' },
  { slug: 'ethereum-dapp-development', name: 'Ethereum dApp Development', group: 'Web3', summary: 'Audited smart contracts and dApps on Ethereum and its L2s.' },
  { slug: 'nft-marketplace-development', name: 'NFT Marketplaces', group: 'Web3', summary: 'Minting, trading and royalty infrastructure for digital assets.' },
  { slug: 'blockchain-development', name: 'Blockchain Development', group: 'Blockchain', summary: 'Protocols, chains and enterprise ledgers built for security.' },
  { slug: 'blockchain-consulting', name: 'Blockchain Consulting', group: 'Blockchain', summary: 'Feasibility, tokenomics and architecture advice before you build.' },
  { slug: 'devops', name: 'DevOps', group: 'Engineering', summary: 'CI/CD, observability and release practices that make shipping routine.' },
  { slug: 'cloud-infrastructure', name: 'Cloud Infrastructure', group: 'Engineering', summary: 'Secure, cost-aware AWS, Azure and GCP infrastructure as code.' },
  { slug: 'system-architecture', name: 'System Architecture', group: 'Engineering', summary: 'Architectures and reviews for systems that must scale and last.' },
] as const satisfies readonly ServiceEntry[];

export type ServiceSlug = (typeof serviceCatalog)[number]['slug'];

export function getServiceEntry(slug: string): ServiceEntry | undefined {
  return serviceCatalog.find((service) => service.slug === slug);
}

/**
 * Where the calls to action of a page under /services/ lead (a service page or a Launch / Scale /
 * Transform path): the contact form, prefilled with it.
 */
export function serviceContactHref(slug: string) {
  return `/contact?service=${slug}` as const;
}
