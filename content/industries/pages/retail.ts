import { figureStat } from '../../company/figures';
import type { IndustryPage } from '../types';

const page: IndustryPage = {
  slug: 'retail',
  meta: {
    title: 'Retail and e-commerce software development',
    description:
      'Retail software development: omnichannel commerce, ML recommendations, inventory forecasting, AR try-on and loyalty apps for brands and multi-store retailers.',
  },
  hero: {
    label: 'Retail software',
    headline: 'Commerce technology that connects every store, app and checkout',
    intro:
      'We build storefronts, apps and forecasting tools that give shoppers a consistent experience and give merchandisers the right stock in the right place.',
    ctaLabel: 'Discuss your commerce roadmap',
  },
  summary:
    'Omnichannel storefronts, ML-driven recommendations and inventory forecasting, AR try-on and loyalty apps for brands and multi-store retailers.',
  stats: {
    kind: 'stats',
    id: 'impact',
    eyebrow: 'Impact',
    heading: 'Retail results our clients track',
    items: [
      figureStat('averageOrderValue'),
      figureStat('stockouts'),
      figureStat('arReturns'),
      figureStat('checkoutUptime'),
    ],
  },
  services: {
    kind: 'cards',
    tone: 'light',
    id: 'services',
    eyebrow: 'Services',
    heading: 'Retail software services',
    intro:
      'Four capabilities that retail roadmaps ask of us most, each connected to the commerce platform, POS and ERP you already rely on.',
    cards: [
      {
        icon: 'shopping-cart',
        title: 'Omnichannel commerce platforms',
        description:
          'Headless storefronts and order services that share one cart, one catalog and one view of stock across web, app and store.',
        features: [
          'Headless Shopify or commercetools builds',
          'Buy online, pick up in store',
          'Unified cart across web, app and POS',
          'Core Web Vitals tuned for conversion',
        ],
        href: '/services/web-development',
        linkLabel: 'Explore commerce builds',
      },
      {
        icon: 'sparkles',
        title: 'Recommendations and forecasting',
        description:
          'Machine learning that personalizes product ranking for each shopper and predicts demand by SKU and store so buyers order with confidence.',
        features: [
          'Personalized product recommendations',
          'SKU-level demand forecasts by store',
          'Markdown and price optimization',
          'Replenishment suggestions for buyers',
        ],
        href: '/services/machine-learning-development',
        linkLabel: 'Explore machine learning',
      },
      {
        icon: 'glasses',
        title: 'AR try-on and visualization',
        description:
          'Augmented reality that shows eyewear on a face, makeup on skin or a sofa in a living room, so shoppers buy with fewer doubts.',
        features: [
          'Virtual try-on for eyewear and beauty',
          'Furniture placement at true scale',
          '3D models from your product catalog',
          'WebAR on iOS and Android browsers',
        ],
        href: '/services/ar-applications',
        linkLabel: 'Explore AR try-on',
      },
      {
        icon: 'smartphone',
        title: 'Shopping and loyalty apps',
        description:
          'Branded apps that reward repeat visits, carry offers into the store and give your most valuable customers a reason to keep the icon on their home screen.',
        features: [
          'Points, tiers and personal offers',
          'Scan-and-go and wallet passes',
          'In-store mode with aisle lookup',
          'Push campaigns by CRM segment',
        ],
        href: '/services/mobile-applications',
        linkLabel: 'Explore loyalty apps',
      },
    ],
  },
  useCases: {
    kind: 'iconGrid',
    id: 'use-cases',
    eyebrow: 'Use cases',
    heading: 'Retail businesses we support',
    intro: 'Our retail projects usually begin in one of these four settings, from single-brand start-ups to national chains.',
    items: [
      {
        icon: 'package',
        title: 'Direct-to-consumer brands',
        description:
          'Fast storefronts, subscription flows and post-purchase journeys for brands that own the relationship with every customer.',
      },
      {
        icon: 'store',
        title: 'Multi-store retailers',
        description:
          'Store inventory visibility, ship-from-store routing and clienteling tools that turn physical locations into fulfillment hubs.',
      },
      {
        icon: 'truck',
        title: 'Grocery and convenience',
        description:
          'Same-day delivery slots, substitution handling and perishables forecasting for high-volume, low-margin baskets.',
      },
      {
        icon: 'users',
        title: 'Marketplaces',
        description:
          'Seller onboarding, catalog moderation and split payouts for platforms that sell other merchants’ products alongside their own.',
      },
    ],
  },
  reasons: {
    kind: 'numbered',
    id: 'why-northstack',
    eyebrow: 'Why Northstack',
    heading: 'Why retailers choose Northstack',
    items: [
      {
        title: 'Built for peak trading',
        description:
          'Load tests modeled on Black Friday traffic, autoscaling and queue-based checkout keep orders flowing when your busiest hour arrives.',
      },
      {
        title: 'One view of stock and customers',
        description:
          'We integrate POS, ERP, WMS and CRM data first, because recommendations and click-and-collect only work when inventory figures are accurate.',
      },
      {
        title: 'Experiments tied to revenue',
        description:
          'A/B tests and analytics events are planned with your merchandising team so each feature is judged on conversion, basket size and margin.',
      },
      {
        title: 'Payment security handled',
        description:
          'Tokenized payments and hosted fields keep card data outside your systems, which shrinks PCI DSS scope for every store and channel.',
      },
    ],
  },
  closing: {
    heading: 'Give shoppers one connected experience',
    body: 'Walk us through your channels, platforms and busiest season, and we’ll suggest where to start for the fastest measurable gain.',
    ctaLabel: 'Book a call',
  },
};

export default page;
