import { statsFootnote } from '../company/fact-sheet-links';
import { heroArt, serviceHeroArt } from '../hero-art';
import { allocateQuotes, proofEntries, proofForIndustry, proofForServices, proofSection, quotesAtHome, testimonialsIn, type QuoteUse } from './proof';
import { memoOnContent } from '../shared/collection';
import type { SectionPage } from '../shared/page';
import type { PageSection } from '../shared/sections';
import type { Testimonial } from '../shared/types';
import { getServiceEntry, serviceContactHref, type ServiceSlug } from './catalog';
import { growthPathEntries } from './growth-path-collection';
import type { ServicePage } from './types';
import advertisingCampaigns from './pages/advertising-campaigns';
import aiChatbotDevelopment from './pages/ai-chatbot-development';
import androidApplication from './pages/android-application';
import arApplications from './pages/ar-applications';
import blockchainConsulting from './pages/blockchain-consulting';
import blockchainDevelopment from './pages/blockchain-development';
import cloudInfrastructure from './pages/cloud-infrastructure';
import crossPlatform from './pages/cross-platform';
import devops from './pages/devops';
import ethereumDappDevelopment from './pages/ethereum-dapp-development';
import generativeAi from './pages/generative-ai';
import iosApplication from './pages/ios-application';
import logoBranding from './pages/logo-branding';
import machineLearningDevelopment from './pages/machine-learning-development';
import metaverseDevelopment from './pages/metaverse-development';
import mixedReality from './pages/mixed-reality';
import mobileApplications from './pages/mobile-applications';
import nftMarketplaceDevelopment from './pages/nft-marketplace-development';
import saasDevelopment from './pages/saas-development';
import softwareDevelopment from './pages/software-development';
import systemArchitecture from './pages/system-architecture';
import uxUiDesign from './pages/ux-ui-design';
import vrApplications from './pages/vr-applications';
import webDevelopment from './pages/web-development';
import web3Development from './pages/web3-development';
import { ctaHref, heroWithCall } from '../booking-links';

/** Every service page's content, by slug (the catalog decides which slugs exist). */
export const servicePages: Record<ServiceSlug, ServicePage> = {
  'advertising-campaigns': advertisingCampaigns,
  'ai-chatbot-development': aiChatbotDevelopment,
  'android-application': androidApplication,
  'ar-applications': arApplications,
  'blockchain-consulting': blockchainConsulting,
  'blockchain-development': blockchainDevelopment,
  'cloud-infrastructure': cloudInfrastructure,
  'cross-platform': crossPlatform,
  'devops': devops,
  'ethereum-dapp-development': ethereumDappDevelopment,
  'generative-ai': generativeAi,
  'ios-application': iosApplication,
  'logo-branding': logoBranding,
  'machine-learning-development': machineLearningDevelopment,
  'metaverse-development': metaverseDevelopment,
  'mixed-reality': mixedReality,
  'mobile-applications': mobileApplications,
  'nft-marketplace-development': nftMarketplaceDevelopment,
  'saas-development': saasDevelopment,
  'software-development': softwareDevelopment,
  'system-architecture': systemArchitecture,
  'ux-ui-design': uxUiDesign,
  'vr-applications': vrApplications,
  'web-development': webDevelopment,
  'web3-development': web3Development,
};

export function getServicePage(slug: string): ServicePage | undefined {
  return (servicePages as Record<string, ServicePage>)[slug];
}


/**
 * The client's words each proof band quotes, and how many pages each quote is then on. The pages a buyer is sent
 * to first choose first: the growth paths (Launch, Scale, Transform) from all their work, and the industry pages
 * from the work tagged with their industry (keyed by their path, /industries/{slug}, content/industries/catalog.ts
 * industryPath). Then each service page, about work tagged with the service. An industry page left without a
 * quote chooses from what is left (content/industries/index.ts).
 */
export const serviceQuotes = memoOnContent((): { quotes: ReadonlyMap<string, Testimonial>; use: QuoteUse } => {
  const pages = Object.values(servicePages).map((page) => ({ slug: page.slug as ServiceSlug, shown: testimonialsIn(page.sections) }));
  return allocateQuotes(
    [
      ...growthPathEntries().map(({ slug, services }) => ({ path: `/services/${slug}`, quoted: proofForServices(services), first: true })),
      ...[...new Set(proofEntries().flatMap((entry) => entry.industries))].map((slug) => ({ path: `/industries/${slug}`, quoted: proofForIndustry(slug), first: true })),
      ...pages.map(({ slug, shown }) => ({ path: `/services/${slug}`, quoted: proofForServices([slug]), shown })),
    ],
    quotesAtHome(pages.map((page) => page.shown)),
  );
});

/**
 * Puts a proof band before the page's testimonials or questions (or last): it follows what the
 * page offers and comes before what is left to ask.
 */
export function withProof(sections: readonly PageSection[], proof: PageSection | undefined): readonly PageSection[] {
  if (!proof) return sections;
  const at = sections.findIndex((section) => section.kind === 'testimonials' || section.kind === 'faq');
  return at < 0 ? [...sections, proof] : [...sections.slice(0, at), proof, ...sections.slice(at)];
}

/**
 * A service page as a page module: the hero with its call to action and a way back to every
 * service, the page's sections with its proof band (content/services/proof.ts), the closing call, and its
 * Service data (and FAQPage, from its faq section). Every call to action leads to the contact form,
 * prefilled with the service.
 */
export function servicePage(page: ServicePage): SectionPage {
  const contactHref = serviceContactHref(page.slug);
  const entry = getServiceEntry(page.slug);
  const name = entry?.name ?? page.meta.title;
  const tagged = proofForServices([page.slug as ServiceSlug]);
  const proof = proofSection({
    heading: `${name} work we have shipped`,
    intro:
      tagged.length === 1
        ? `A project that drew on our ${name} work, with a result the client measured after launch.`
        : `Case studies and projects that drew on our ${name} work, each with a result the client measured after launch.`,
    entries: tagged,
    testimonial: serviceQuotes().quotes.get(`/services/${page.slug}`),
  });
  return {
    path: `/services/${page.slug}`,
    meta: page.meta,
    hero: { ...heroWithCall(page.hero, contactHref, { label: 'All services', href: '/services' }), art: heroArt(serviceHeroArt[page.slug as ServiceSlug]) },
    sections: withProof(
      page.sections.map((section) => (section.kind === 'stats' ? { ...section, footnote: statsFootnote(page.slug) } : section)),
      proof,
    ),
    closing: { ...page.closing, href: ctaHref(page.closing.ctaLabel, contactHref) },
    contactHref,
    schema: { type: 'Service', name, serviceType: page.serviceType },
  };
}
