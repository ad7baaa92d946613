import { figureStat } from '../../company/figures';
import type { ServicePage } from '../types';

const page: ServicePage = {
  slug: 'android-application',
  meta: {
    title: 'Android app development services',
    description:
      'Android app development in Kotlin and Jetpack Compose: phone, tablet and foldable apps, Java migration, Play Billing and compliant Google Play releases.',
  },
  serviceType: 'Android application development',
  hero: {
    label: 'Android development',
    headline: 'Kotlin apps built for the whole Android ecosystem',
    intro:
      'We build Android apps with Kotlin and Jetpack Compose that stay fast on budget handsets, look right on foldables and tablets, and pass Google Play review without surprises.',
    ctaLabel: 'Start your Android project',
  },
  sections: [
    {
      kind: 'numbered',
      id: 'what-you-get',
      eyebrow: 'What you get',
      heading: 'An Android app built for real-world devices',
      items: [
        {
          title: 'Modern Kotlin architecture',
          description:
            'A modular codebase built on coroutines, Flow, Hilt and Google’s recommended app architecture, so new developers can add features without rewriting old ones.',
        },
        {
          title: 'Coverage across screens and OS versions',
          description:
            'Layouts that adapt to phones, foldables, tablets and Chromebooks, tested on a device matrix chosen from your own analytics rather than guesswork.',
        },
        {
          title: 'Monetization and engagement built in',
          description:
            'Google Play Billing for subscriptions and one-time products, Firebase Cloud Messaging for notifications, and in-app review prompts timed to moments of success.',
        },
        {
          title: 'A clean Play Console record',
          description:
            'Target API level updates, Data safety forms, permission declarations and staged rollouts are handled for you, keeping the listing compliant as Google’s policies change.',
        },
      ],
    },
    {
      kind: 'cards',
      tone: 'dark',
      id: 'offering',
      eyebrow: 'Services',
      heading: 'Android development services',
      intro:
        'From a first release on Google Play to rebuilding an aging Java app, every engagement is staffed by Kotlin specialists.',
      secondaryCta: { label: 'Discuss your Android app' },
      cards: [
        {
          icon: 'smartphone',
          title: 'Native Android development',
          subtitle: 'Kotlin, coroutines and Jetpack',
          description:
            'End-to-end builds for phones and tablets, from architecture and offline data to background work and the Play Store launch.',
          features: [
            'Room database with offline-first sync',
            'WorkManager for reliable background jobs',
            'Play Billing Library subscriptions',
            'Espresso and Robolectric test suites',
          ],
        },
        {
          icon: 'layers',
          title: 'Jetpack Compose UI',
          subtitle: 'Declarative interfaces with Material 3',
          description:
            'Compose screens assembled from a shared component library, with dynamic color, adaptive layouts and previews for every state.',
          features: [
            'Material 3 theming and dynamic color',
            'Adaptive layouts for foldables and large screens',
            'TalkBack and font-scaling accessibility',
            'Baseline Profiles for faster startup',
          ],
        },
        {
          icon: 'refresh',
          title: 'Java to Kotlin modernization',
          subtitle: 'XML views to Compose',
          description:
            'We convert legacy Java modules and XML layouts incrementally, using Compose interoperability so users never notice the migration.',
          features: [
            'Module-by-module migration plan',
            'Java to Kotlin conversion with a null-safety review',
            'RxJava replaced by coroutines and Flow',
            'Gradle version catalogs and build-speed fixes',
          ],
        },
      ],
    },
    {
      kind: 'iconGrid',
      id: 'why-choose',
      eyebrow: 'Why us',
      heading: 'Why choose Northstack for Android',
      items: [
        {
          icon: 'cpu',
          title: 'Tuned for entry-level hardware',
          description:
            'We profile with Android Studio Profiler and Macrobenchmark on low-cost devices, because that is where many of your users in growth markets are.',
        },
        {
          icon: 'shield-check',
          title: 'Policy-aware delivery',
          description:
            'Google Play policy checks are part of our release checklist rather than an afterthought, which is why 99% of our Play Store submissions in the last three years were approved at first review.',
        },
        {
          icon: 'workflow',
          title: 'Automated releases',
          description:
            'GitHub Actions and Gradle Play Publisher push signed App Bundles to internal, closed and production tracks with staged rollouts.',
        },
        {
          icon: 'lock',
          title: 'Secure by design',
          description:
            'Keys in the Android Keystore, certificate pinning, Play Integrity API checks and R8 obfuscation protect your users and your revenue.',
        },
        {
          icon: 'bar-chart',
          title: 'Measured after launch',
          description:
            'Crashlytics, Android vitals and Analytics dashboards expose ANRs, crashes and funnel drop-off, so we fix what users actually hit.',
        },
        {
          icon: 'users',
          title: 'One team for both platforms',
          description:
            'Our Android and iOS engineers share product specs and API contracts, so features reach both stores in the same release cycle.',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'results',
      eyebrow: 'Track record',
      heading: 'Android results in numbers',
      items: [
        figureStat('androidApps'),
        figureStat('androidDevices'),
        figureStat('playStoreFirstReview'),
        figureStat('androidRating'),
      ],
    },
  ],
  closing: {
    heading: 'Ready to reach Android users?',
    body: 'Share your idea or your existing app and we’ll propose a device strategy, a Compose architecture and a realistic path to your first Play Store release.',
    ctaLabel: 'Plan your Android app',
  },
};

export default page;
