/**
 * One drawing per hero scene of content/hero-art.ts (drawn in scenes-product.ts, scenes-platforms.ts,
 * scenes-pages.ts and scenes-index.ts), on the kit's 560x420 canvas. Each returns the
 * scene's body; `frame` adds the shared definitions and the glow. Product-style and abstract: no
 * real brand, no person's likeness, numbers that read as plausible product UI.
 */
import type { HeroArtScene } from '../../content/hero-art';
import { C, frame } from './kit';
import { codeEditor, webBrowser, saasDashboard, mobilePair, mobileIos, mobileAndroid, mobileCrossPlatform, xrHeadset, xrArPhone, xrSpatial, xrWorld, designWireframes, designBrandBoard, designCampaign } from './scenes-product';
import { aiChat, aiModelTraining, aiGenerative, web3Wallet, web3Contract, web3NftGrid, chainBlocks, chainTokenomics, devopsPipeline, cloudRegions, architectureDiagram } from './scenes-platforms';
import { servicesMap, resourcesLibrary, portfolioWall, factLedger } from './scenes-index';
import { growthLaunch, growthScale, growthTransform, industryAutomotive, industryFintech, industryHealthcare, industryRealEstate, industryRetail, companyStudio, companyCompass, companyLife, companyPress, companyPartners, careersBoard } from './scenes-pages';

export const scenes: Record<HeroArtScene, () => string> = {
  'code-editor': () => frame(codeEditor()),
  'web-browser': () => frame(webBrowser()),
  'saas-dashboard': () => frame(saasDashboard()),
  'mobile-pair': () => frame(mobilePair(), { glow: [0.5, 0.45] }),
  'mobile-ios': () => frame(mobileIos(), { glow: [0.35, 0.45] }),
  'mobile-android': () => frame(mobileAndroid(), { glow: [0.35, 0.45], tint: C.green }),
  'mobile-cross-platform': () => frame(mobileCrossPlatform()),
  'xr-headset': () => frame(xrHeadset(), { glow: [0.5, 0.6], tint: C.violet }),
  'xr-ar-phone': () => frame(xrArPhone(), { glow: [0.5, 0.6] }),
  'xr-spatial': () => frame(xrSpatial(), { glow: [0.5, 0.5], tint: C.violet }),
  'xr-world': () => frame(xrWorld(), { glow: [0.5, 0.35], tint: C.violet }),
  'design-wireframes': () => frame(designWireframes(), { glow: [0.7, 0.4] }),
  'design-brand-board': () => frame(designBrandBoard(), { glow: [0.3, 0.3], tint: C.violet }),
  'design-campaign': () => frame(designCampaign()),
  'ai-chat': () => frame(aiChat()),
  'ai-model-training': () => frame(aiModelTraining(), { tint: C.cyan }),
  'ai-generative': () => frame(aiGenerative(), { glow: [0.5, 0.5], tint: C.violet }),
  'web3-wallet': () => frame(web3Wallet()),
  'web3-contract': () => frame(web3Contract(), { tint: C.violet }),
  'web3-nft-grid': () => frame(web3NftGrid(), { tint: C.violet }),
  'chain-blocks': () => frame(chainBlocks(), { glow: [0.8, 0.45] }),
  'chain-tokenomics': () => frame(chainTokenomics(), { glow: [0.3, 0.45] }),
  'devops-pipeline': () => frame(devopsPipeline()),
  'cloud-regions': () => frame(cloudRegions(), { glow: [0.5, 0.4], tint: C.cyan }),
  'architecture-diagram': () => frame(architectureDiagram()),
  'growth-launch': () => frame(growthLaunch()),
  'growth-scale': () => frame(growthScale(), { tint: C.cyan }),
  'growth-transform': () => frame(growthTransform(), { glow: [0.75, 0.5], tint: C.violet }),
  'industry-automotive': () => frame(industryAutomotive()),
  'industry-fintech': () => frame(industryFintech(), { glow: [0.3, 0.3] }),
  'industry-healthcare': () => frame(industryHealthcare(), { tint: C.cyan }),
  'industry-real-estate': () => frame(industryRealEstate()),
  'industry-retail': () => frame(industryRetail(), { tint: C.violet }),
  'company-studio': () => frame(companyStudio()),
  'company-compass': () => frame(companyCompass(), { glow: [0.5, 0.5] }),
  'company-life': () => frame(companyLife(), { glow: [0.45, 0.5], tint: C.violet }),
  'company-press': () => frame(companyPress()),
  'company-partners': () => frame(companyPartners(), { glow: [0.5, 0.45], tint: C.cyan }),
  'careers-board': () => frame(careersBoard()),
  'services-map': () => frame(servicesMap(), { glow: [0.5, 0.5] }),
  'resources-library': () => frame(resourcesLibrary(), { glow: [0.7, 0.4], tint: C.cyan }),
  'portfolio-wall': () => frame(portfolioWall(), { glow: [0.5, 0.4], tint: C.violet }),
  'company-fact-sheet': () => frame(factLedger(), { glow: [0.6, 0.4] }),
};
