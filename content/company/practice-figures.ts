/**
 * The practices' figures: every statistic a service or industry page shows in its stat band
 * (SPEC section 9 "Service statistics", the mobile, web and industry pages' own), one entry per
 * counted thing, with what it counts, since when and how it was counted. Pages pick them by id
 * (`figureStats` in ./figures.ts) and never type a figure; /about/how-we-count lists them all.
 *
 * `basis` says what kind of claim a figure is, so that nothing reads as more than it is:
 * - 'delivered': a count of the studio's own work (`scope: 'studio'`): what it counts (`counts`) and the
 *   studio total it is part of (`of`): a Web3 project is one of the 50+ client projects, an iOS app one
 *   of the 250+ solutions shipped. One thing can count for several practices (an app on both stores
 *   counts for iOS and Android), so practice counts do not add up to the total; none is larger than it.
 *   Our people's work before they joined is counted nowhere (`scope: 'career'` is refused on every page
 *   but the team page, content/content-gates.ts gate 7);
 * - 'measured': a result measured on client projects, as a median, a mean or a share stated in its definition;
 *   a best case carries the results it is the best of (`best`), a satisfaction figure its survey (`survey`);
 * - 'service': a level of service or a technical capability we commit to;
 * - 'market': a figure from outside the studio, named with its source, not a claim about our work.
 */
import type { ServiceSlug } from '../services/catalog';
import type { IndustrySlug } from '../industries/catalog';
import type { ProjectRef } from '../shared/types';
import type { CompanyFigure, CountKind, MeasuredProject } from './figures';

export type FigureBasis = 'delivered' | 'measured' | 'service' | 'market';

export interface PracticeFigure extends CompanyFigure {
  /** The service or industry page whose stat band shows it first (others may show it too, by id). */
  practice: ServiceSlug | IndustrySlug;
  basis: FigureBasis;
  /** For 'delivered' figures: the studio's own work; 'career' (our people's work before they joined) is for the team page only. */
  scope?: 'studio' | 'career';
}

/** The date the practices' figures were last counted. */
export const practiceFiguresAsOf = '2026-11-01';
const asOf = practiceFiguresAsOf;

/** A count of the studio's own work: what it counts, and the studio figure it is part of (by default the kind's total). */
const studio = (practice: PracticeFigure['practice'], value: string, label: string, definition: string, counts: CountKind, of?: string): PracticeFigure => ({
  value, label, definition, asOf, practice, basis: 'delivered', scope: 'studio', counts, ...(of ? { of } : {}),
});
const measured = (practice: PracticeFigure['practice'], value: string, label: string, definition: string, projects: readonly MeasuredProject[] = []): PracticeFigure => ({
  value, label, definition, asOf, practice, basis: 'measured', ...(projects.length > 0 ? { projects } : {}),
});
/**
 * A published project by kind and id, as `projects` names it, with its own result for what the figure measures where the
 * figure states it, and where its card or study shows that number too (`shownIn`).
 */
const portfolio = (id: Extract<ProjectRef, { kind: 'portfolio' }>['id'], result?: string, shownIn?: MeasuredProject['shownIn']): MeasuredProject => ({
  kind: 'portfolio', id, ...(result ? { result } : {}), ...(shownIn ? { shownIn } : {}),
});
const caseStudy = (id: Extract<ProjectRef, { kind: 'case-study' }>['id'], result?: string, shownIn?: MeasuredProject['shownIn']): MeasuredProject => ({
  kind: 'case-study', id, ...(result ? { result } : {}), ...(shownIn ? { shownIn } : {}),
});
const service = (practice: PracticeFigure['practice'], value: string, label: string, definition: string): PracticeFigure => ({
  value, label, definition, asOf, practice, basis: 'service',
});

export const practiceFigures = {
  // Advertising campaigns
  campaignReturn: measured('advertising-campaigns', '500%', 'Average return on campaign spend', 'Revenue the client’s analytics attribute to a campaign divided by its media spend, averaged over the campaigns we ran for at least 30 days. The one published, Vision Millennium’s video campaigns, returned 420% after the redesign (4.2 dollars per ad dollar, up from 1.5: the +180% its study shows), below this average.', [caseStudy('vision-millennium')]),
  campaignImpressions: measured('advertising-campaigns', '10M+', 'Impressions delivered', 'Paid impressions served on the campaigns the studio planned and ran, as reported by the ad platforms.', [caseStudy('vision-millennium')]),
  campaignRebooking: measured('advertising-campaigns', '85%', 'Campaign clients who booked a second campaign', 'Share of clients whose first campaign ended more than six months ago who have booked another; not the studio’s client retention, which counts every client.', [caseStudy('vision-millennium')]),
  campaignsLaunched: studio('advertising-campaigns', '100+', 'Campaigns the studio has launched', 'Paid campaigns the studio has planned and launched for its clients; a multi-channel campaign counts once, and a client project usually runs several.', 'campaigns'),
  // AI chatbots
  chatbotSupportCost: measured('ai-chatbot-development', '60%', 'Lower support costs', 'Median fall in cost per support contact in the six months after launch against the six before, on assistants whose clients shared both figures.', [portfolio('ai-teaching-assistant', '60%')]),
  chatbotResolution: measured('ai-chatbot-development', '90%', 'Queries resolved without an agent', 'Median share of conversations that end without a hand-over to a person, on our assistants live for at least three months.', [portfolio('ai-teaching-assistant', '90%')]),
  chatbotAvailability: service('ai-chatbot-development', '24/7', 'Always-on availability', 'The assistants answer at any hour; people take over hand-overs in the client’s own support hours.'),
  chatbotSatisfaction: { ...measured('ai-chatbot-development', '85%', 'Customer satisfaction score', 'Median, across the assistants the studio built, of the share of end users who rate a conversation positive in the client’s own post-chat survey.', [portfolio('ai-teaching-assistant')]), survey: { name: 'clients’ post-chat surveys', responses: 18400, projects: 6, since: 2023 } },
  // Android
  androidApps: studio('android-application', '75+', 'Android apps the studio has shipped', 'Native and cross-platform Android apps the studio has taken to Google Play or to a client’s managed devices (scanners, kiosks, in-vehicle units) in its client projects; an app on both stores counts here and for iOS.', 'solutions', 'solutions'),
  androidDevices: { value: '3B+', label: 'Active Android devices worldwide (Google’s figure)', definition: 'Google’s count of monthly active Android devices, announced at Google I/O in May 2021: the size of the market an Android app can reach, not a count of our users.', asOf: '2021-05-18', practice: 'android-application', basis: 'market' },
  playStoreFirstReview: measured('android-application', '99%', 'Play Store submissions approved at first review', 'Share of our Google Play release submissions in the last three years approved without a policy rejection.', [portfolio('connected-care-apps'), portfolio('ev-charging-app'), portfolio('fleet-telematics')]),
  androidRating: measured('android-application', '4.7', 'Average Google Play rating', 'Mean Google Play rating of the Android apps we maintain today, weighted by their number of ratings.', [portfolio('connected-care-apps'), portfolio('ev-charging-app'), portfolio('fleet-telematics')]),
  // AR
  arApps: studio('ar-applications', '30+', 'AR apps and web experiences the studio has shipped', 'Augmented reality apps and web AR views the studio has released in its client projects; one product line’s AR views count once.', 'solutions', 'solutions'),
  arEngagement: measured('ar-applications', '300%', 'Increase in engagement', 'Median rise in time spent on a product page when shoppers open its AR view, against the same page without it, in the clients’ own analytics.', [portfolio('ar-room-planner', '300%')]),
  arPlatforms: service('ar-applications', '10+', 'Platforms and devices supported', 'AR runtimes and device families we build and test for: ARKit, ARCore, WebXR and the headsets listed on the page.'),
  arSessions: measured('ar-applications', '1M+', 'AR experiences delivered', 'AR sessions opened by end users across the apps the studio built, from the clients’ analytics.', [portfolio('ar-room-planner')]),
  // Blockchain consulting
  blockchainAssessments: studio('blockchain-consulting', '100+', 'Blockchain assessments and audit reports the studio has delivered', 'Feasibility studies, architecture reviews and smart contract audit reports the studio has delivered; every contract it deploys is audited first, so most of them belong to its Web3 projects.', 'assessments'),
  advisedLaunches: measured('blockchain-consulting', '85%', 'Advised projects launched successfully', 'Share of the projects we advised to build that reached mainnet and were live a year later.', [caseStudy('bloxios')]),
  protocolsEvaluated: service('blockchain-consulting', '15+', 'Protocols and networks evaluated', 'Layer-1 and layer-2 networks and protocols we have evaluated for clients and can compare for yours.'),
  blockchainClientsAdvised: studio('blockchain-consulting', '50+', 'Companies the studio has advised on blockchain', 'Companies the studio has advised in a paid technical review or discovery phase on whether and how to use a blockchain, those it advised not to build on-chain among them; most did not go on to a Web3 project.', 'advised'),
  // Cloud
  cloudUptime: measured('cloud-infrastructure', '99.9%', 'Infrastructure uptime', 'Lowest monthly availability in the last twelve months of the production platforms we run under a support contract.', [caseStudy('autoai'), portfolio('payout-ledger'), portfolio('fleet-telematics')]),
  cloudCostReduction: measured('cloud-infrastructure', '60%', 'Average cloud cost reduction', 'Average fall in the monthly cloud bill three months after a cost optimization, against the month before, on the clients who shared both bills.', [portfolio('payout-ledger'), portfolio('fleet-telematics')]),
  cloudMigrations: studio('cloud-infrastructure', '50+', 'Workloads the studio has migrated to the cloud', 'Workloads (an application with its data) the studio has moved from a data center or another cloud into production on a new one, in its client projects.', 'migrations'),
  cloudSupport: service('cloud-infrastructure', '24/7', 'Monitoring and support', 'Alerting and an on-call engineer at any hour for platforms under a support contract.'),
  // Cross-platform
  crossPlatformCost: measured('cross-platform', '40%', 'Lower development cost', 'Median saving of a cross-platform build against our own estimate for two native apps of the same scope.', [portfolio('credit-union-app', '38%'), portfolio('grocery-loyalty-app', '40%'), portfolio('resident-app', '46%')]),
  crossPlatformSpeed: measured('cross-platform', '60%', 'Faster time to market', 'Median time saved to the first store release against our estimate for two native apps of the same scope.', [portfolio('credit-union-app', '52%'), portfolio('grocery-loyalty-app', '60%'), portfolio('resident-app', '64%')]),
  crossPlatformApps: studio('cross-platform', '100+', 'Cross-platform apps the studio has shipped', 'React Native and Flutter apps and progressive web apps the studio has released in its client projects; the store apps among them count for iOS and Android too, the web apps for neither.', 'solutions', 'solutions'),
  crossPlatformCodeReuse: measured('cross-platform', '95%', 'Code reuse across platforms', 'Median share of a cross-platform app’s code shared between iOS and Android, counted in lines.', [portfolio('credit-union-app', '93%'), portfolio('grocery-loyalty-app', '95%'), portfolio('resident-app', '97%')]),
  // DevOps
  devopsDeploySpeed: measured('devops', '90%', 'Faster deployments', 'Median fall in time from merge to production after we set up a delivery pipeline, against the client’s process before.', [portfolio('release-pipeline', '92%', 'result'), portfolio('payout-ledger', '88%')]),
  devopsUptime: measured('devops', '99.9%', 'Uptime on managed platforms', 'Lowest monthly availability in the last twelve months of the platforms whose pipelines and operations we manage.', [portfolio('payout-ledger'), portfolio('release-pipeline')]),
  devopsCost: measured('devops', '60%', 'Lower infrastructure costs', 'Median fall in monthly infrastructure cost after containerization and right-sizing, on clients who shared both bills.', [portfolio('release-pipeline', '56%', 'summary'), portfolio('payout-ledger', '64%')]),
  devopsImplementations: studio('devops', '50+', 'DevOps implementations', 'Delivery pipelines with their infrastructure as code the studio has put into production for its clients, one per product.', 'pipelines'),
  // Ethereum and Web3
  valueLocked: measured('web3-development', '$50M+', 'Peak value locked in contracts we wrote or audited', 'Sum of each contract’s peak total value locked, read on-chain, over the contracts the studio wrote or audited; Bloxios’s $4.2M is the one published as a case study, the others are under NDA.', [caseStudy('bloxios'), portfolio('music-nft-marketplace')]),
  web3Projects: studio('web3-development', '20+', 'Web3 client projects the studio has delivered', 'Client projects in which the studio built a dApp, wallet or token platform and took it to mainnet: their contracts are among the contracts and dApps it has deployed to mainnet.', 'projects', 'projectsSinceFounding'),
  web3Networks: service('web3-development', '15+', 'Blockchain networks supported', 'EVM and non-EVM networks we have deployed contracts to and can build for.'),
  web3Users: measured('web3-development', '100K+', 'Users on client dApps', 'Distinct wallets that have used the dApps we built, read on-chain.', [caseStudy('bloxios'), portfolio('music-nft-marketplace')]),
  // Generative AI
  genAiContentSpeed: measured('generative-ai', '80%', 'Faster content production', 'Median fall in the time a client’s team takes to produce a piece of content with the tools we built, against their time before.', [portfolio('ai-teaching-assistant', '80%')]),
  genAiModels: studio('generative-ai', '15+', 'Generative AI models in production use', 'Generative models (fine-tuned or hosted) the studio has wired into client products in production since its first production ML feature in 2021 (the work that became its AI practice in October 2026).', 'models', 'mlModels'),
  genAiCost: measured('generative-ai', '50%', 'Reduction in content costs', 'Median fall in cost per piece of content after launch, on clients who shared both figures.', [portfolio('ai-teaching-assistant', '50%')]),
  genAiSatisfaction: { ...measured('generative-ai', '95%', 'Client satisfaction with our generative AI projects', 'Share of the ratings of 4 or 5 out of 5 in the end-of-project survey of the studio’s generative AI projects.', [portfolio('ai-teaching-assistant')]), survey: { name: 'end-of-project survey', responses: 20, positive: 19, projects: 7, since: 2023 } },
  // iOS
  iosApps: studio('ios-application', '50+', 'iOS apps the studio has shipped', 'Native and cross-platform iOS apps the studio has taken to the App Store in its client projects; an app on both stores counts here and for Android.', 'solutions', 'solutions'),
  appStoreApproval: measured('ios-application', '98%', 'App Store approval rate', 'Share of our App Store submissions in the last three years approved without a rejection.', [portfolio('connected-care-apps'), portfolio('ev-charging-app')]),
  iosRating: measured('ios-application', '4.8', 'Average App Store rating', 'Mean App Store rating of the iOS apps we maintain today, weighted by their number of ratings.', [portfolio('connected-care-apps'), portfolio('ev-charging-app')]),
  iosDownloads: measured('ios-application', '5M+', 'Downloads of client iOS apps', 'App Store downloads of the iOS apps we built, from the clients’ App Store Connect reports.', [portfolio('connected-care-apps'), portfolio('ev-charging-app')]),
  // Branding
  brandsCreated: studio('logo-branding', '200+', 'Logos and brand marks the studio has designed', 'Logos, symbols, product and sub-brand marks and app icons the studio has designed and delivered in its branding projects; an identity system counts each of its marks.', 'marks'),
  brandRecognition: measured('logo-branding', '150%', 'Increase in brand recognition', 'Median rise in aided brand recognition in the client’s own before-and-after survey, on the rebrands where one was run.', [portfolio('lending-rebrand', '150%')]),
  brandAwards: studio('logo-branding', '25+', 'Design awards and shortlists for the studio’s identities', 'Wins and shortlists in juried design competitions for identity work the studio delivered to its clients.', 'identityAwards'),
  brandSatisfaction: { ...measured('logo-branding', '98%', 'Client satisfaction with our branding projects', 'Share of the ratings of 4 or 5 out of 5 in the end-of-project survey of the studio’s branding projects.', [portfolio('lending-rebrand')]), survey: { name: 'end-of-project survey', responses: 45, positive: 44, projects: 12, since: 2019 } },
  // Machine learning
  mlAccuracy: measured('machine-learning-development', '95%', 'Average model accuracy in production', 'Mean of each production model’s agreed accuracy measure (accuracy, or 1 minus the error rate for forecasts) over its last quarter of monitoring.', [caseStudy('autoai', '94%'), portfolio('fleet-telematics', '96%')]),
  mlCost: measured('machine-learning-development', '40%', 'Reduction in operating costs', 'Median fall in the cost of the process a model automates, on clients who shared the figures before and after.', [caseStudy('autoai', '45%'), portfolio('fleet-telematics', '35%')]),
  mlProcessing: measured('machine-learning-development', '10x', 'Faster data processing', 'Median speed-up of the data pipelines we rebuilt for model training, against the client’s pipeline before.', [portfolio('fleet-telematics', '10x')]),
  mlModels: studio('machine-learning-development', '25+', 'Models deployed to production', 'Machine learning models, generative ones among them, the studio has put into production for clients since its first production ML feature in 2021 (the machine learning work that became a dedicated AI practice in October 2026); a retrained model counts once.', 'models'),
  // Metaverse
  metaverseProjects: studio('metaverse-development', '10+', 'Metaverse projects the studio has delivered', 'Client projects in which the studio built a persistent virtual world, venue or event.', 'projects', 'projectsSinceFounding'),
  metaverseVisitors: measured('metaverse-development', '100K+', 'Visitors to client worlds', 'Distinct visitors to the worlds we built, from the platforms’ own analytics.', [portfolio('launch-venue')]),
  metaversePlatforms: service('metaverse-development', '5+', 'Platforms supported', 'Engines and world platforms we build for: Unity, Unreal, WebXR and the social platforms named on the page.'),
  metaverseAvailability: service('metaverse-development', '24/7', 'Live world availability', 'Worlds stay open at any hour; live events run to the client’s schedule.'),
  // Mixed reality
  mrApps: studio('mixed-reality', '15+', 'Mixed reality apps the studio has shipped', 'Mixed reality apps for headsets the studio has released in its client projects.', 'solutions', 'solutions'),
  mrProductivity: measured('mixed-reality', '60%', 'Productivity gain for frontline teams', 'Median rise in tasks completed per shift by frontline teams using the guidance apps we built, in the clients’ own measurements.', [portfolio('assembly-work-instructions', '60%', 'result')]),
  mrPlatforms: service('mixed-reality', '5+', 'MR platforms supported', 'Headsets and runtimes we build and test for: Apple Vision Pro, Meta Quest, HoloLens 2, Magic Leap 2 and OpenXR.'),
  mrTracking: service('mixed-reality', '98%', 'Spatial tracking accuracy', 'Share of anchored objects within 1 cm of their placement after a 10-minute session, in our device test suite.'),
  // Mobile
  mobileDownloads: measured('mobile-applications', '5M+', 'Downloads across client apps', 'App Store and Google Play downloads of the apps we built, from the clients’ store reports.', [portfolio('connected-care-apps'), portfolio('ev-charging-app'), portfolio('fleet-telematics'), portfolio('credit-union-app'), portfolio('grocery-loyalty-app'), portfolio('resident-app')]),
  // NFT marketplaces
  nftMarketplaces: studio('nft-marketplace-development', '8+', 'NFT marketplaces the studio has launched', 'NFT marketplaces the studio has taken to mainnet in its client projects.', 'solutions', 'blockchainProjects'),
  nftVolume: measured('nft-marketplace-development', '$25M+', 'Trading volume processed', 'Total value of NFT trades settled on the marketplaces we built, read on-chain at the time of each trade.', [portfolio('music-nft-marketplace')]),
  nftMinted: measured('nft-marketplace-development', '50K+', 'NFTs minted', 'Tokens minted through the minting flows we built, read on-chain.', [portfolio('music-nft-marketplace')]),
  nftUptime: measured('nft-marketplace-development', '99.9%', 'Platform uptime', 'Lowest monthly availability in the last twelve months of the marketplaces we run.', [portfolio('music-nft-marketplace')]),
  // SaaS
  saasPlatforms: studio('saas-development', '50+', 'SaaS platforms the studio has launched', 'Multi-tenant subscription products and platform modules the studio has taken to production in its client projects; a product’s admin, billing and customer apps count once.', 'solutions', 'solutions'),
  saasUptime: measured('saas-development', '99.9%', 'Average platform uptime', 'Mean monthly availability over the last twelve months of the SaaS platforms we run.', [portfolio('telehealth-platform'), portfolio('resident-app')]),
  saasUsers: measured('saas-development', '10M+', 'End users served', 'Registered end users across the SaaS platforms we built, as reported by their owners.', [portfolio('telehealth-platform'), portfolio('resident-app')]),
  saasRevenue: measured('saas-development', '$100M+', 'Revenue generated by client platforms', 'Cumulative subscription revenue of the SaaS platforms we built, as reported by their owners.', [portfolio('telehealth-platform'), portfolio('resident-app')]),
  // System architecture
  systemsArchitected: studio('system-architecture', '75+', 'Systems the studio has architected', 'Production systems whose architecture the studio designed or redesigned, in its own builds and in architecture reviews of its clients’ systems.', 'systems'),
  architecturePerformance: measured('system-architecture', '10x', 'Performance improvement', 'Median gain in peak throughput after a re-architecture, in the client’s load tests before and after.', [portfolio('payout-ledger', '8x'), portfolio('property-search-portal', '12x')]),
  architectureReliability: measured('system-architecture', '99.99%', 'System reliability', 'Availability target met over the last twelve months by the systems we designed for it. Measured over the year: a single month can dip lower (the payout ledger’s worst month was 99.9%, the DevOps figure, and its year 99.99%).', [portfolio('payout-ledger'), portfolio('property-search-portal')]),
  architectureCycles: measured('system-architecture', '50%', 'Faster development cycles', 'Median fall in lead time from commit to release after the split into independently deployed services.', [portfolio('payout-ledger', '45%'), portfolio('property-search-portal', '55%')]),
  // UX/UI design
  designConversion: {
    ...measured('ux-ui-design', '300%', 'Conversion increase on our best redesign', 'The highest conversion gain measured on a design the studio shipped: account opening completed in the member banking app rose from 1.1% to 4.4% of starts. Shown only beside the median of every design project whose conversion was measured before and after, each named and linked.'),
    best: {
      across: 'design projects whose conversion was measured before and after',
      results: [
        { project: { kind: 'portfolio', id: 'credit-union-app' }, value: '+300%', what: 'Account openings completed, 1.1% to 4.4% of starts' },
        { project: { kind: 'case-study', id: 'vision-millennium' }, value: '+78%', what: 'Checkout conversion, 2.3% to 4.1%' },
        { project: { kind: 'portfolio', id: 'lending-rebrand' }, value: '+38%', what: 'Demo requests from the website in the quarter after the rebrand' },
      ],
    },
  },
  productsDesigned: studio('ux-ui-design', '50+', 'Products the studio has designed', 'Digital products the studio has designed end to end (research, UX and UI) and seen launched in its client projects.', 'solutions', 'solutions'),
  designSatisfaction: { ...measured('ux-ui-design', '98%', 'Client satisfaction with our design projects', 'Share of the ratings of 4 or 5 out of 5 in the end-of-project survey of the studio’s design projects.', [caseStudy('autoai'), portfolio('credit-union-app'), portfolio('grocery-loyalty-app'), portfolio('telehealth-platform'), portfolio('lending-rebrand')]), survey: { name: 'end-of-project survey', responses: 57, positive: 56, projects: 19, since: 2019 } },
  designAwards: studio('ux-ui-design', '15+', 'Design awards and shortlists for the studio’s products', 'Wins and shortlists in juried design competitions for product design work the studio delivered to its clients.', 'productAwards'),
  // VR
  vrApps: studio('vr-applications', '25+', 'VR apps the studio has shipped', 'Virtual reality apps the studio has released to a store or a client’s headset fleet in its client projects.', 'solutions', 'solutions'),
  vrFrameRate: service('vr-applications', '90+', 'Frames per second, sustained', 'The frame rate our VR apps must hold on their target headset in our performance test before release.'),
  vrPlatforms: service('vr-applications', '15+', 'Headsets and platforms supported', 'Headsets and runtimes we build and test VR apps for.'),
  vrEngagement: measured('vr-applications', '95%', 'User engagement rate', 'Median share of users who complete the core experience of the VR apps we built, in the clients’ analytics.', [caseStudy('vision-millennium', '93%'), portfolio('launch-venue', '97%')]),
  // Web
  webUptime: service('web-development', '99.9%', 'Uptime SLA on supported platforms', 'Monthly availability we commit to in support contracts for the web platforms we run.'),
  // Results of the portfolio's projects for these practices (content/portfolio.ts)
  nftCardBuyers: measured('nft-marketplace-development', '61%', 'Of first-year buyers who paid by card, without a wallet of their own', 'Share of the music marketplace’s buyers in its first year who checked out by card into the custodial wallet, from its order records.', [portfolio('music-nft-marketplace')]),
  launchVenueVisit: measured('metaverse-development', '41 min', 'Average visit at the venue’s first launch event', 'Mean time a guest spent in the virtual venue during its first product launch, from the platform’s session logs.', [portfolio('launch-venue')]),
  rebrandDemoRequests: measured('logo-branding', '+38%', 'Demo requests from the website in the quarter after the rebrand', 'Demo requests in the first full quarter after the new identity went live against the quarter before, in the client’s CRM.', [portfolio('lending-rebrand')]),
  // Industries
  paymentApiAvailability: measured('fintech', '99.99%', 'Availability on payment APIs', 'Availability of the payment APIs we run for fintech clients over the last twelve months.', [portfolio('payout-ledger', '99.99%')]),
  kycOnboarding: measured('fintech', '50%', 'Faster onboarding with automated KYC', 'Median fall in time from sign-up to an approved account after automated identity checks.', [portfolio('credit-union-app', '50%')]),
  reconciliationHours: measured('fintech', '70%', 'Fewer manual reconciliation hours', 'Median fall in finance staff hours on reconciliation after an automated ledger and reconciliation.', [portfolio('payout-ledger', '70%')]),
  noShows: measured('healthcare', '35%', 'Fewer no-shows with automated reminders', 'Fall in missed appointments after automated SMS and email reminders, on the telehealth platform in our portfolio.', [portfolio('telehealth-platform', '35%', 'result')]),
  documentationTime: measured('healthcare', '30%', 'Less clinician time on documentation', 'Median fall in time clinicians spend on notes after structured templates and EHR write-back.', [portfolio('telehealth-platform', '30%')]),
  patientPlatformUptime: measured('healthcare', '99.9%', 'Uptime on patient-facing platforms', 'Lowest monthly availability in the last twelve months of the patient-facing platforms we run.', [portfolio('telehealth-platform'), portfolio('connected-care-apps')]),
  healthIntegrations: studio('healthcare', '25+', 'EHR, lab and payer integrations', 'Integrations with EHRs, labs and payers the studio has taken to production in its healthcare projects.', 'integrations'),
  tourEngagement: measured('real-estate', '3x', 'Longer listing engagement with 3D tours', 'Median time on a listing with a 3D tour against listings without one, in the brokerages’ analytics.', [portfolio('property-search-portal', '3x')]),
  fewerShowings: measured('real-estate', '30%', 'Fewer in-person showings per sale', 'Median fall in in-person showings per closed sale after 3D tours went live.', [portfolio('property-search-portal', '30%')]),
  leaseAdminTime: measured('real-estate', '50%', 'Less time on lease administration', 'Fall in staff time on lease administration on the resident app in our portfolio.', [portfolio('resident-app', '50%', 'result')]),
  mlsRefresh: service('real-estate', '15 min', 'MLS listing refresh interval', 'How often the portals we build refresh listings from the MLS feeds.'),
  averageOrderValue: measured('retail', '20%', 'Higher average order value', 'Median rise in average order value after personalized recommendations, in the retailers’ analytics.', [portfolio('grocery-loyalty-app', '20%')]),
  arReturns: measured('retail', '25%', 'Fewer returns on AR-enabled products', 'Fall in returns on products viewed in AR, on the AR room planner in our portfolio.', [portfolio('ar-room-planner', '25%', 'result')]),
  checkoutUptime: measured('retail', '99.95%', 'Checkout uptime during peak season', 'Availability of the checkouts we run from Black Friday to the end of December last year.', [caseStudy('vision-millennium'), portfolio('grocery-loyalty-app')]),
  retailProjects: studio('retail', '12+', 'Retail and e-commerce client projects the studio has delivered', 'Client projects for the four kinds of retail business the retail page names (direct-to-consumer brands, multi-store retailers, grocery and convenience chains, marketplaces): storefronts, shopping and loyalty apps, AR try-on and inventory forecasting. A project for a retail client counts once, whatever it shipped.', 'projects', 'projectsSinceFounding'),
} as const satisfies Record<string, PracticeFigure>;

export type PracticeFigureKey = keyof typeof practiceFigures;
