import { figureStat } from '../../company/figures';
import type { ServicePage } from '../types';

const page: ServicePage = {
  slug: 'metaverse-development',
  meta: {
    title: 'Metaverse development services',
    description:
      'Metaverse development with Unity, Unreal Engine and WebXR: branded virtual worlds, multiplayer events and experiences on Roblox, Fortnite and Meta Quest.',
  },
  serviceType: 'Metaverse and virtual world development',
  hero: {
    label: 'Metaverse development',
    headline: 'Virtual worlds that bring your audience together',
    intro:
      'We build shared 3D spaces for launches, events, training and communities in Unity, Unreal Engine and WebXR, open to visitors on headsets, desktops and phones.',
    ctaLabel: 'Start your metaverse project',
  },
  sections: [
    {
      kind: 'numbered',
      id: 'what-you-get',
      eyebrow: 'What you get',
      heading: 'A virtual space people come back to',
      items: [
        {
          title: 'Worlds designed around a purpose',
          description:
            'Every space starts with what visitors should do there, whether that is exploring a product line, attending a keynote or completing a training module.',
        },
        {
          title: 'Access from any device',
          description:
            'Browser-based WebXR builds run without downloads on desktop and mobile, while native Unity or Unreal builds deliver full fidelity on Meta Quest and Apple Vision Pro.',
        },
        {
          title: 'Real-time multiplayer',
          description:
            'Avatars, spatial voice chat, shared objects and moderated events for crowds of concurrent visitors, built on Photon, Normcore or dedicated game servers.',
        },
        {
          title: 'Engagement you can measure',
          description:
            'Session analytics, heatmaps of visitor movement and conversion events connected to your CRM show what each world contributes to your goals.',
        },
      ],
    },
    {
      kind: 'cards',
      tone: 'dark',
      id: 'offering',
      eyebrow: 'Services',
      heading: 'Metaverse development services',
      intro:
        'Branded spaces, virtual events and a presence on established platforms, planned and built by 3D artists, engineers and producers working as one team.',
      secondaryCta: { label: 'Discuss your virtual world' },
      cards: [
        {
          icon: 'globe',
          title: 'Branded virtual worlds',
          subtitle: 'Showrooms, flagships and experiences',
          description:
            'Persistent environments where customers explore products, meet your team and buy, designed to the standard of your physical retail.',
          features: [
            'Unity and Unreal Engine environments',
            'Optimized 3D assets and PBR materials',
            'E-commerce and checkout integration',
            'Content updates without new app releases',
          ],
          href: '/services/vr-applications',
          linkLabel: 'Explore VR applications',
        },
        {
          icon: 'calendar',
          title: 'Virtual events and venues',
          subtitle: 'Launches, conferences and concerts',
          description:
            'Venues for keynotes, product launches and community meet-ups, with staging, live streams and breakout rooms that scale from a small panel to a sold-out show.',
          features: [
            'Live video and spatial audio',
            'Ticketing and registration integration',
            'Moderation tools and host controls',
            'Recording and replay',
          ],
        },
        {
          icon: 'box',
          title: 'Platform experiences',
          subtitle: 'Roblox, Fortnite and Decentraland',
          description:
            'Branded games and spaces inside established platforms where your audience already spends its time, built with each platform’s own tools.',
          features: [
            'Roblox Studio and Luau scripting',
            'Unreal Editor for Fortnite islands',
            'Decentraland and Spatial scenes',
            'Digital collectibles and avatar wearables',
          ],
        },
      ],
    },
    {
      kind: 'iconGrid',
      id: 'why-choose',
      eyebrow: 'Why us',
      heading: 'Why choose Northstack for the metaverse',
      items: [
        {
          icon: 'glasses',
          title: 'XR specialists',
          description:
            'The same team builds our VR, AR and mixed reality apps, so headset interaction design and performance tuning are second nature.',
        },
        {
          icon: 'gauge',
          title: 'Performance on modest hardware',
          description:
            'Polygon budgets, texture compression and level-of-detail systems keep frame rates steady on standalone headsets and mid-range phones.',
        },
        {
          icon: 'palette',
          title: 'Art direction in-house',
          description:
            'Environment and technical artists translate your brand guidelines into materials, lighting and architecture.',
        },
        {
          icon: 'shield',
          title: 'Safe communities',
          description:
            'Moderation tools, reporting flows and age-appropriate settings protect visitors and your brand’s reputation.',
        },
        {
          icon: 'link',
          title: 'Connected to your systems',
          description:
            'Integrations with your CRM, commerce platform and identity provider turn virtual visits into leads, orders and known customers.',
        },
        {
          icon: 'headset',
          title: 'Live operations',
          description:
            'We monitor servers and host events around the clock, so your world stays open to visitors in every time zone.',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'results',
      eyebrow: 'Track record',
      heading: 'Metaverse results in numbers',
      items: [
        figureStat('metaverseProjects'),
        figureStat('metaverseVisitors'),
        figureStat('metaversePlatforms'),
        figureStat('metaverseAvailability'),
      ],
    },
  ],
  closing: {
    heading: 'Open the doors to your virtual world',
    body: 'Describe the audience and the moment you want to create, and we’ll come back with recommended platforms, a concept sketch and a production schedule.',
    ctaLabel: 'Plan your virtual world',
  },
};

export default page;
