import { facts, figureStats } from '../../company/figures';
import type { ServicePage } from '../types';
import { projectTestimonials } from '../../portfolio';

const page: ServicePage = {
  slug: 'mobile-applications',
  meta: {
    title: 'Mobile app development for iOS and Android',
    description:
      `Native and cross-platform apps in Swift, Kotlin, React Native and Flutter: ${facts.iosApps.value} iOS and ${facts.androidApps.value} Android apps shipped, ${facts.mobileDownloads.value} downloads.`,
  },
  serviceType: 'Mobile application development',
  hero: {
    label: 'Mobile app development',
    headline: 'Mobile apps people open every day, on iOS and Android',
    intro:
      'We design, build and launch native and cross-platform apps with Swift, Kotlin, React Native and Flutter, then keep them fast, stable and well rated after release.',
    ctaLabel: 'Plan your mobile app',
  },
  sections: [
    {
      kind: 'numbered',
      id: 'what-you-get',
      eyebrow: 'What you get',
      heading: 'Everything you need to launch and grow an app',
      items: [
        {
          title: 'Product and UX design',
          description:
            'User research, flows and a tappable prototype that follow Apple’s Human Interface Guidelines and Google’s Material Design.',
        },
        {
          title: 'The right platform choice',
          description:
            'An honest recommendation between native and cross-platform, based on your features, your budget and the devices your users carry.',
        },
        {
          title: 'Store-ready releases',
          description:
            'Code signing, TestFlight and Play Console tracks, store listings and review preparation are handled for you, so launch day runs to plan.',
        },
        {
          title: 'Growth after launch',
          description:
            'Crash monitoring, analytics, A/B-tested onboarding and timely OS updates keep ratings high as your user base grows.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'services',
      tone: 'dark',
      eyebrow: 'Services',
      heading: 'Mobile application development services',
      intro: 'Three ways to reach your users, each led by specialists in that platform.',
      secondaryCta: { label: 'Compare options with an engineer' },
      cards: [
        {
          icon: 'layers',
          title: 'Cross-platform apps',
          subtitle: 'React Native and Flutter',
          description:
            'One codebase for iOS and Android that cuts cost and time to market without losing the feel of either platform.',
          features: [
            'A median 95% of code shared',
            'Native modules where performance demands it',
            'Over-the-air updates with Expo EAS',
            'One team and one release cadence',
          ],
          href: '/services/cross-platform',
          linkLabel: 'See cross-platform development',
        },
        {
          icon: 'smartphone',
          title: 'Android apps',
          subtitle: 'Kotlin and Jetpack Compose',
          description:
            'Native Android apps tuned for the full range of devices, from budget phones to foldables and tablets.',
          features: [
            'Jetpack Compose and Material 3 UI',
            'Offline-first data with Room',
            'Play Store compliance and staged rollouts',
            'Wear OS and Android Auto support',
          ],
          href: '/services/android-application',
          linkLabel: 'See Android development',
        },
        {
          icon: 'apple',
          title: 'iOS apps',
          subtitle: 'Swift and SwiftUI',
          description:
            'Native iPhone and iPad apps that feel at home on Apple platforms and are built to clear App Store review.',
          features: [
            'SwiftUI, with UIKit where it’s needed',
            'Apple Pay, HealthKit and widget integrations',
            'App Store submission and review support',
            'iPad and watchOS layouts',
          ],
          href: '/services/ios-application',
          linkLabel: 'See iOS development',
        },
      ],
    },
    {
      kind: 'stories',
      id: 'success-stories',
      eyebrow: 'Success stories',
      heading: 'Apps we’ve taken to the stores',
      items: [
        {
          client: 'A regional grocery chain with 60 stores',
          industry: 'Retail',
          title: 'A click-and-collect app with loyalty built in',
          description:
            'We built a React Native app with personalized offers, digital loyalty cards and pickup-slot booking, integrated with the chain’s existing order management system.',
          results: [
            { value: '1.2M', label: 'Downloads in the first year' },
            { value: '4.7', label: 'Average store rating' },
            { value: '27%', label: 'Higher basket value for app users' },
          ],
        },
        {
          client: 'A Series A healthtech start-up',
          industry: 'Healthcare',
          title: 'Remote patient monitoring on iOS and Android',
          description:
            'Native Swift and Kotlin apps read Bluetooth blood-pressure cuffs and pulse oximeters, syncing readings to clinicians through a HIPAA-compliant back end.',
          results: [
            { value: '92%', label: 'Of patients submitting daily readings' },
            { value: '18%', label: 'Fewer avoidable clinic visits' },
            { value: '16 weeks', label: 'From kickoff to both stores' },
          ],
        },
        {
          client: 'A last-mile delivery company',
          industry: 'Transportation',
          title: 'A driver app that works without signal',
          description:
            'A Flutter driver app with offline route manifests, barcode scanning and photo proof of delivery that syncs automatically once drivers are back in coverage.',
          results: [
            { value: '35%', label: 'Faster proof-of-delivery capture' },
            { value: '0', label: 'Lost delivery records since launch' },
            { value: '95%', label: 'Code shared between iOS and Android' },
          ],
        },
      ],
    },
    {
      kind: 'stats',
      id: 'figures',
      eyebrow: 'Figures',
      heading: 'Our mobile practice in numbers',
      items: [
        ...figureStats(['iosApps', 'androidApps', 'mobileDownloads', 'crossPlatformCodeReuse']),
      ],
    },
    {
      kind: 'techStack',
      id: 'stack',
      eyebrow: 'Stack',
      heading: 'The tools we use to build and ship apps',
      categories: [
        { category: 'iOS', tools: ['Swift', 'SwiftUI', 'UIKit', 'Combine', 'Xcode Cloud'] },
        { category: 'Android', tools: ['Kotlin', 'Jetpack Compose', 'Coroutines', 'Room', 'Hilt'] },
        { category: 'Cross-platform', tools: ['React Native', 'Expo', 'Flutter', 'Dart', 'TypeScript'] },
        { category: 'Back end & APIs', tools: ['Node.js', 'NestJS', 'GraphQL', 'Firebase', 'PostgreSQL'] },
        { category: 'Release & monitoring', tools: ['Fastlane', 'GitHub Actions', 'Firebase Crashlytics', 'Sentry', 'Amplitude'] },
        { category: 'Testing', tools: ['XCTest', 'Espresso', 'Detox', 'Maestro', 'BrowserStack'] },
      ],
    },
    {
      kind: 'testimonials',
      id: 'testimonials',
      eyebrow: 'Testimonials',
      heading: 'Teams that launched with us',
      get items() {
        return projectTestimonials(['grocery-loyalty-app', 'connected-care-apps', 'fleet-telematics']);
      },
    },
  ],
  closing: {
    heading: 'Let’s put your app in your customers’ pockets',
    body: 'Tell us who your users are and what the app must do. We’ll recommend native or cross-platform, outline the release plan and estimate the time to both stores.',
    ctaLabel: 'Get a mobile app estimate',
  },
};
export default page;
