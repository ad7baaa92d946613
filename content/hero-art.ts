/**
 * The artwork beside the headline of the service, growth-path, industry, company and careers heroes, and of the
 * services overview, the resources and the portfolio:
 * one original, product-style SVG scene per practice or page, a file in public/art/hero/{scene}.svg
 * drawn by scripts/make-hero-art.ts (every scene named here has a drawing there, checked by the type).
 * All scenes share one size, so every hero reserves the same box before the file arrives.
 * content/hero-art.test.ts fails if a page names no scene, or a file is missing or differs in size.
 */
import type { Artwork } from './shared/types';

/** Every hero scene's size (4:3, like the case-study art). */
export const heroArtSize = { width: 560, height: 420 } as const;

/** Each scene and what it shows (its alt text). */
export const heroArtScenes = {
  'code-editor': 'Illustration: a code editor with a typed service module beside a diagram of the modules it connects',
  'web-browser': 'Illustration: a browser window with a responsive web page and a performance score of 100',
  'saas-dashboard': 'Illustration: a SaaS admin dashboard with monthly recurring revenue rising, plan tiers and active tenants',
  'mobile-pair': 'Illustration: two phones side by side, one with a home feed and one with an activity chart',
  'mobile-ios': 'Illustration: an iPhone with a SwiftUI screen of cards and a tab bar, beside an App Store release checklist',
  'mobile-android': 'Illustration: an Android phone with a Material screen and a floating action button, beside a device-coverage chart',
  'mobile-cross-platform': 'Illustration: one app on a phone, a tablet and a browser, drawn from a single shared codebase',
  'xr-headset': 'Illustration: a virtual reality headset in front of a training scene on a perspective floor grid',
  'xr-ar-phone': 'Illustration: a phone placing a 3D product on a table with augmented reality anchors',
  'xr-spatial': 'Illustration: a headset with floating spatial panels showing a checklist and a 3D model in a workplace',
  'xr-world': 'Illustration: a persistent 3D world with pavilions, a stage and avatars on a perspective grid',
  'design-wireframes': 'Illustration: a product design canvas with a wireframe, a high-fidelity screen, components and a cursor',
  'design-brand-board': 'Illustration: a brand board with a logo mark, a color palette, a type specimen and a business card',
  'design-campaign': 'Illustration: advertising creatives for three channels beside a chart of revenue against ad spend',
  'ai-chat': 'Illustration: an AI assistant conversation that answers from cited company documents',
  'ai-model-training': 'Illustration: a machine learning dashboard with training and validation loss curves and model metrics',
  'ai-generative': 'Illustration: a prompt box producing three generated drafts, with a guardrail check passing',
  'web3-wallet': 'Illustration: a wallet connection card with token balances and a signed transaction',
  'web3-contract': 'Illustration: a smart contract source file beside an audit report with every check passing',
  'web3-nft-grid': 'Illustration: an NFT marketplace grid of abstract artworks with prices and a royalty split',
  'chain-blocks': 'Illustration: a chain of linked blocks with hashes, and validator nodes confirming the newest block',
  'chain-tokenomics': 'Illustration: a tokenomics chart splitting supply between treasury, team, community and investors, with a vesting schedule',
  'devops-pipeline': 'Illustration: a CI/CD pipeline with build, test, security scan and deploy stages passing, and a chart of daily deployments',
  'cloud-regions': 'Illustration: cloud infrastructure across three regions, with clusters, a load balancer and a monthly cost trend',
  'architecture-diagram': 'Illustration: a system architecture diagram with a gateway, services, a queue and databases',
  'growth-launch': 'Illustration: a 90-day launch roadmap from discovery to a live product, with the first customers arriving',
  'growth-scale': 'Illustration: a scaling chart with traffic growing while response times stay flat',
  'growth-transform': 'Illustration: a legacy system connected to new AI, XR and Web3 capabilities through a transformation roadmap',
  'industry-automotive': 'Illustration: a dealer-group dashboard with a connected vehicle, an appraisal gauge and fleet status',
  'industry-fintech': 'Illustration: a payments dashboard with a card, a transaction ledger and a compliance check passing',
  'industry-healthcare': 'Illustration: a clinician dashboard with a patient schedule, vital signs and a compliance badge',
  'industry-real-estate': 'Illustration: a property search with a map of listings, a featured home and a price trend',
  'industry-retail': 'Illustration: an omnichannel commerce dashboard with a product grid, a checkout and conversion by channel',
  'company-studio': 'Illustration: the studio at work, with a product roadmap, a design review and a release going live',
  'company-compass': 'Illustration: a compass pointing north over a map of milestones, for the mission and values',
  'company-life': 'Illustration: life at the studio, with two of its people’s quotes, the values they work by and a call to join',
  'company-press': 'Illustration: a press room with a news item beside a media kit folder of logos, guidelines and facts to download',
  'company-partners': 'Illustration: two networks of partner nodes joined by shared delivery, referral and technology links',
  'careers-board': 'Illustration: a careers board with open roles, the six-level career ladder and a team calendar',
  'services-map': 'Illustration: a product map joining the studio’s service disciplines, each with its services, to one product',
  'resources-library': 'Illustration: a library of guides, each a question a buyer asks, beside a checklist ready to download',
  'portfolio-wall': 'Illustration: a wall of project screens from the portfolio, with one project’s measured result in front',
  'company-fact-sheet': 'Illustration: a fact sheet ledger, each figure with its label, its definition and the date it was counted',
} as const satisfies Record<string, string>;

export type HeroArtScene = keyof typeof heroArtScenes;

/** A scene as the hero draws it: its file, size and alt text. */
export function heroArt(scene: HeroArtScene): Artwork {
  return { src: `/art/hero/${scene}.svg`, ...heroArtSize, alt: heroArtScenes[scene] };
}

/** The Launch, Scale and Transform paths. */
export const growthHeroArt = { launch: 'growth-launch', scale: 'growth-scale', transform: 'growth-transform' } as const satisfies Record<
  string,
  HeroArtScene
>;

