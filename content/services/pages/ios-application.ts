import { facts, figureStat } from '../../company/figures';
import type { ServicePage } from '../types';

const page: ServicePage = {
  slug: 'ios-application',
  meta: {
    title: 'iOS app development services',
    description:
      `Native iOS app development in Swift and SwiftUI: iPhone and iPad apps, Objective-C migration, StoreKit 2 and App Store release by the studio behind ${facts.iosApps.value} iOS apps.`,
  },
  serviceType: 'iOS application development',
  hero: {
    label: 'iOS development',
    headline: 'Native iOS apps built in Swift, ready for the App Store',
    intro:
      'We design, build and ship iPhone and iPad apps in Swift and SwiftUI, from the first TestFlight build through App Review and every release after it.',
    ctaLabel: 'Start your iOS project',
  },
  sections: [
    {
      kind: 'numbered',
      id: 'what-you-get',
      eyebrow: 'What you get',
      heading: 'Why native iOS pays off',
      intro:
        'Building directly on Apple’s frameworks gives your product advantages that a shared codebase can only approximate.',
      items: [
        {
          title: 'Performance you can feel',
          description:
            'Swift compiles to native ARM code and SwiftUI renders through Apple’s own pipeline, so scrolling stays smooth on 120 Hz ProMotion displays, launch stays quick and heavy work moves off the main thread with async/await and structured concurrency.',
        },
        {
          title: 'Day-one access to Apple platform features',
          description:
            'Widgets, Live Activities, App Intents for Siri and Shortcuts, Apple Pay, HealthKit and Sign in with Apple are yours the day Apple ships them, without waiting for a third-party wrapper to catch up.',
        },
        {
          title: 'Privacy and security by default',
          description:
            'We keep credentials in the Keychain, protect files with the Data Protection APIs and Face ID, declare privacy manifests and App Store privacy labels accurately, and limit third-party SDKs to the ones your product truly needs.',
        },
        {
          title: 'An audience that pays for apps',
          description:
            'App Store customers spend more on apps and subscriptions than users of any other mobile store. StoreKit 2 subscriptions, in-app purchases and Family Sharing, backed by server-side transaction verification, turn that audience into recurring revenue.',
        },
      ],
    },
    {
      kind: 'cards',
      tone: 'dark',
      id: 'offering',
      eyebrow: 'Services',
      heading: 'iOS development services',
      intro:
        'Three ways we work on iPhone, iPad and Apple Watch products, whether you are starting fresh or modernizing an app that has been live for years.',
      secondaryCta: { label: 'Discuss your app' },
      cards: [
        {
          icon: 'apple',
          title: 'Native iOS development',
          subtitle: 'Swift, UIKit and Apple frameworks',
          description:
            'Full-cycle builds of iPhone and iPad apps covering architecture, interface, offline storage, integrations and release management, with one accountable team from discovery to launch.',
          features: [
            'Swift with async/await and structured concurrency',
            'Core Data or SwiftData persistence with CloudKit sync',
            'StoreKit 2 subscriptions and in-app purchases',
            'Push notifications through APNs and background tasks',
            'XCTest and XCUITest suites running in CI',
          ],
        },
        {
          icon: 'layout',
          title: 'SwiftUI development',
          subtitle: 'Declarative UI for every Apple screen',
          description:
            'Interfaces written in SwiftUI that share components across iPhone, iPad, Mac and Apple Watch, with Xcode previews that let designers review every state before a build exists.',
          features: [
            'Component library matched to your Figma design system',
            'Dynamic Type, VoiceOver and Dark Mode support',
            'Widgets and Live Activities with WidgetKit and ActivityKit',
            'Observation framework and Swift Charts',
          ],
        },
        {
          icon: 'refresh',
          title: 'Migration',
          subtitle: 'Objective-C and UIKit to Swift and SwiftUI',
          description:
            'Incremental modernization of legacy codebases: we migrate screen by screen behind stable interfaces, so the app keeps shipping while the old code is retired.',
          features: [
            'Codebase audit and migration roadmap',
            'Objective-C to Swift conversion with bridging headers',
            'UIKit screens replaced through UIHostingController',
            'CocoaPods dependencies moved to Swift Package Manager',
            'Crash-free rate tracked through every release',
          ],
        },
      ],
    },
    {
      kind: 'iconGrid',
      id: 'why-choose',
      eyebrow: 'Why us',
      heading: 'Why choose Northstack for iOS',
      items: [
        {
          icon: 'badge-check',
          title: 'Review-ready from the first sprint',
          description:
            'We design against Apple’s Human Interface Guidelines and App Review Guidelines from the start, which is why 98% of our submissions are approved.',
        },
        {
          icon: 'users',
          title: 'Senior Swift engineers',
          description:
            'Your app is built by engineers who have shipped Swift in production for years and know where UIKit still beats SwiftUI.',
        },
        {
          icon: 'gauge',
          title: 'Performance budgets',
          description:
            'We profile with Instruments before each release and hold launch time, memory and energy use to budgets agreed with you.',
        },
        {
          icon: 'rocket',
          title: 'Release pipeline included',
          description:
            'Xcode Cloud or Fastlane pipelines sign, test and upload builds to TestFlight automatically, so testers always have the latest version.',
        },
        {
          icon: 'shield-check',
          title: 'Privacy compliance',
          description:
            'Privacy manifests, App Tracking Transparency prompts and data-use disclosures are prepared with your legal team before submission, not after a rejection.',
        },
        {
          icon: 'activity',
          title: 'Support after launch',
          description:
            'We watch crashes in Crashlytics or Sentry, test against each iOS beta and keep your app compatible on the day a new version ships.',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'results',
      eyebrow: 'Track record',
      heading: 'iOS results in numbers',
      items: [
        figureStat('iosApps'),
        figureStat('appStoreApproval'),
        figureStat('iosRating'),
        figureStat('iosDownloads'),
      ],
    },
  ],
  closing: {
    heading: 'Have an iPhone app in mind?',
    body: 'Tell us where the product stands today and we’ll return a scoped plan covering architecture, timeline and a first TestFlight milestone.',
    ctaLabel: 'Plan your iOS app',
  },
};

export default page;
