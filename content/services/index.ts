import { heroArt, serviceHeroArt } from '../hero-art';
import { heroWithCall, type SectionPage } from '../shared/page';
import { getServiceEntry, serviceContactHref, type ServiceSlug } from './catalog';
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
 * A service page as a page module: the hero with its call to action and a way back to every
 * service, the page's sections, the closing call, and its Service data (and FAQPage, from its faq
 * section). Every call to action leads to the contact form, prefilled with the service.
 */
export function servicePage(page: ServicePage): SectionPage {
  const contactHref = serviceContactHref(page.slug);
  return {
    path: `/services/${page.slug}`,
    meta: page.meta,
    hero: { ...heroWithCall(page.hero, contactHref, { label: 'All services', href: '/services' }), art: heroArt(serviceHeroArt[page.slug as ServiceSlug]) },
    sections: page.sections,
    closing: { ...page.closing, href: contactHref },
    contactHref,
    schema: { type: 'Service', name: getServiceEntry(page.slug)?.name ?? page.meta.title, serviceType: page.serviceType },
  };
}
