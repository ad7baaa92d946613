import { facts, figureStat } from '../../company/figures';
import type { ServicePage } from '../types';

const page: ServicePage = {
  slug: 'cross-platform',
  meta: {
    title: 'Cross-platform app development',
    description:
      'React Native, Flutter and Progressive Web App development: one codebase for iOS, Android and web, a median 95% of code shared and 60% faster time to market.',
  },
  serviceType: 'Cross-platform mobile application development',
  hero: {
    label: 'Cross-platform development',
    headline: 'One codebase, native-quality apps on iOS, Android and web',
    intro:
      'We build with React Native, Flutter and modern web standards so a single team ships to every platform at once. Your users get a fast, native-feeling app; you get one roadmap and one budget.',
    ctaLabel: 'Plan your cross-platform app',
  },
  sections: [
    {
      id: 'benefits',
      kind: 'numbered',
      eyebrow: 'What you get',
      heading: 'Why build once and ship everywhere',
      items: [
        {
          title: 'Lower build and maintenance cost',
          description:
            'One codebase means one set of features to build, test and fix, cutting development costs by around 40% compared with two native apps.',
        },
        {
          title: 'Simultaneous releases',
          description:
            'iOS and Android users get the same features on the same day, and Expo EAS or Codemagic pipelines push builds to both stores from a single commit.',
        },
        {
          title: 'Native performance where it counts',
          description:
            'Hermes, the React Native New Architecture and Flutter’s Impeller renderer deliver smooth 60 fps scrolling and animation on mid-range phones.',
        },
        {
          title: 'Room to go native',
          description:
            'When a feature needs platform APIs such as HealthKit, NFC or background Bluetooth, we write a Swift or Kotlin module and expose it to the shared code.',
        },
      ],
    },
    {
      id: 'services',
      kind: 'cards',
      tone: 'dark',
      eyebrow: 'Services',
      heading: 'Cross-platform development services',
      intro: 'We pick the framework that suits your team, product and existing code, and explain the trade-offs up front.',
      secondaryCta: { label: 'Help me choose a framework' },
      cards: [
        {
          icon: 'smartphone',
          title: 'React Native',
          subtitle: 'TypeScript and Expo',
          description:
            'Apps written in TypeScript that share logic and skills with your React web product, built and updated through Expo.',
          features: ['Expo Router and EAS Build', 'Over-the-air updates with EAS Update', 'Custom Swift and Kotlin native modules', 'Detox end-to-end tests'],
          href: '/services/mobile-applications',
          linkLabel: 'Mobile app development',
        },
        {
          icon: 'layers',
          title: 'Flutter',
          subtitle: 'Dart and Impeller',
          description:
            'Pixel-consistent interfaces from a single Dart codebase, ideal for brand-heavy designs and apps that also target desktop.',
          features: ['Riverpod or Bloc state management', 'Platform channels for native APIs', 'Golden and widget tests', 'iOS, Android, web and desktop targets'],
        },
        {
          icon: 'globe',
          title: 'Progressive Web Apps',
          subtitle: 'Installable from the browser',
          description:
            'Web apps that install to the home screen, work offline and send push notifications, without an app store in between.',
          features: ['Workbox service workers', 'Offline caching and background sync', 'Web Push notifications', 'Lighthouse scores above 90'],
          href: '/services/web-development',
          linkLabel: 'Web development',
        },
      ],
    },
    {
      id: 'reasons',
      kind: 'iconGrid',
      eyebrow: 'Why Northstack',
      heading: 'Why choose us for cross-platform apps',
      items: [
        {
          icon: 'award',
          title: `${facts.crossPlatformApps.value} apps delivered`,
          description: 'Consumer, fintech and healthcare apps live in the App Store and Google Play, several with millions of sessions a month.',
        },
        {
          icon: 'compass',
          title: 'Framework-neutral advice',
          description: 'We build in both React Native and Flutter, so we recommend the one that fits rather than the one we happen to know.',
        },
        {
          icon: 'code',
          title: 'Native engineers on the team',
          description: 'Swift and Kotlin developers sit alongside cross-platform engineers to handle native modules and tricky platform behavior.',
        },
        {
          icon: 'palette',
          title: 'Design that respects each platform',
          description: 'Shared components adapt to iOS and Android conventions for navigation, gestures and typography where users expect it.',
        },
        {
          icon: 'git-branch',
          title: 'Automated release pipelines',
          description: 'CI runs tests on every pull request and ships signed builds to TestFlight and Play internal testing automatically.',
        },
        {
          icon: 'activity',
          title: 'Monitoring after launch',
          description: 'Sentry crash reporting, performance traces and store review tracking keep quality visible once real users arrive.',
        },
      ],
    },
    {
      id: 'figures',
      kind: 'stats',
      eyebrow: 'Results',
      heading: 'What a shared codebase delivers',
      items: [
        figureStat('crossPlatformCost'),
        figureStat('crossPlatformSpeed'),
        figureStat('crossPlatformApps'),
        figureStat('crossPlatformCodeReuse'),
      ],
    },
  ],
  closing: {
    heading: 'Reach iOS, Android and web users with one team',
    body: 'Tell us about your app and your current codebase. We will recommend React Native, Flutter or a PWA and show you a release plan for every platform.',
    ctaLabel: 'Get a cross-platform estimate',
  },
};

export default page;
