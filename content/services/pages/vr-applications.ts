import { figureStat } from '../../company/figures';
import type { ServicePage } from '../types';

const page: ServicePage = {
  slug: 'vr-applications',
  meta: {
    title: 'VR application development',
    description:
      'VR application development for Meta Quest, Apple Vision Pro and PC VR: training simulations, virtual showrooms and collaborative spaces in Unity and Unreal.',
  },
  serviceType: 'Virtual reality application development',
  hero: {
    label: 'VR development',
    headline: 'Virtual reality that trains, sells and persuades',
    intro:
      'We build VR applications for Meta Quest, Apple Vision Pro and PC VR, from safety training simulations to product showrooms, tuned to run smoothly on the hardware your users actually own.',
    ctaLabel: 'Discuss your VR project',
  },
  sections: [
    {
      kind: 'numbered',
      id: 'what-you-get',
      eyebrow: 'What you get',
      heading: 'VR experiences built for comfort and measurable outcomes',
      items: [
        {
          title: 'Comfort-first interaction design',
          description:
            'Locomotion, teleportation and hand-tracking patterns tested against motion sickness, with seated and standing modes.',
        },
        {
          title: 'Performance on standalone headsets',
          description:
            'Draw-call budgets, baked lighting and foveated rendering keep frame rates locked on Quest-class mobile chipsets.',
        },
        {
          title: 'Cross-platform builds',
          description:
            'OpenXR projects in Unity or Unreal Engine that deploy to Quest, Pico, SteamVR and Vision Pro from a single codebase.',
        },
        {
          title: 'Analytics and LMS integration',
          description:
            'Session telemetry, gaze data and task completion scores exported to your dashboards or to an LMS through xAPI and SCORM.',
        },
      ],
    },
    {
      kind: 'cards',
      tone: 'dark',
      id: 'offering',
      eyebrow: 'Services',
      heading: 'VR development services',
      intro: 'Three ways we put headsets to work for training, sales and product teams.',
      secondaryCta: { label: 'Plan your VR pilot' },
      cards: [
        {
          icon: 'graduation',
          title: 'VR training and simulation',
          subtitle: 'Learn by doing',
          description:
            'Scenario-based training for high-risk or high-cost procedures, from equipment operation to emergency response, with scoring and replay.',
          features: [
            'Branching scenarios with assessment',
            'Multi-user instructor-led sessions',
            'xAPI reporting to your LMS',
            'Offline mode for shop-floor devices',
          ],
        },
        {
          icon: 'building',
          title: 'Virtual showrooms and walkthroughs',
          subtitle: 'Sell before it’s built',
          description:
            'Photoreal architectural and product walkthroughs that let buyers explore spaces and configure options at true scale.',
          features: [
            'Photoreal rendering in Unreal Engine',
            'Live configurators for finishes and options',
            'BIM and CAD import pipelines',
            'Guided mode for sales presenters',
          ],
        },
        {
          icon: 'users',
          title: 'Collaborative VR spaces',
          subtitle: 'Meet in 3D',
          description:
            'Shared virtual rooms for design reviews, remote workshops and onboarding, with spatial voice, avatars and 3D model markup.',
          features: [
            'Networked sessions with Photon or Normcore',
            'Spatial voice chat',
            'glTF, FBX and USD model import',
            'Enterprise SSO and device management',
          ],
          href: '/services/metaverse-development',
          linkLabel: 'See metaverse development',
        },
      ],
    },
    {
      kind: 'iconGrid',
      id: 'why-choose',
      eyebrow: 'Why Northstack',
      heading: 'Why choose Northstack for VR',
      items: [
        {
          icon: 'gauge',
          title: 'Frame-rate discipline',
          description:
            'We profile every build with OVR Metrics Tool and RenderDoc and treat a dropped frame as a bug, not a polish item.',
        },
        {
          icon: 'glasses',
          title: 'Broad hardware experience',
          description:
            'Hands-on delivery for Meta Quest 2, 3 and Pro, Pico 4, Valve Index, HTC Vive and Apple Vision Pro.',
        },
        {
          icon: 'box',
          title: 'In-house 3D pipeline',
          description:
            'Our artists model, retopologize and optimize assets so scenes stay detailed without exceeding the polygon budget.',
        },
        {
          icon: 'target',
          title: 'Learning design expertise',
          description:
            'Instructional designers shape each scenario around the competencies you need to certify, not around what demos well.',
        },
        {
          icon: 'settings',
          title: 'Fleet-ready deployment',
          description:
            'Builds are packaged for Meta Horizon managed services, ArborXR or ManageXR so IT can push updates to hundreds of headsets.',
        },
        {
          icon: 'line-chart',
          title: 'Evidence of impact',
          description:
            'Pilots include baseline and post-training measurements, so you can prove the business case before scaling up.',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'results',
      eyebrow: 'Results',
      heading: 'VR by the numbers',
      items: [
        figureStat('vrApps'),
        figureStat('vrFrameRate'),
        figureStat('vrPlatforms'),
        figureStat('vrEngagement'),
      ],
    },
  ],
  closing: {
    heading: 'Put your team in the headset',
    body: 'Start with a focused pilot on one scenario or showroom. We’ll help you choose hardware, define success metrics and scale once the results are in.',
    ctaLabel: 'Start your VR pilot',
  },
};
export default page;
