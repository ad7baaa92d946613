import { figureStat } from '../../company/figures';
import type { ServicePage } from '../types';

const page: ServicePage = {
  slug: 'mixed-reality',
  meta: {
    title: 'Mixed reality development',
    description:
      'Mixed reality development for HoloLens 2, Magic Leap 2, Quest 3 and Vision Pro: guided work instructions, remote assistance and digital twin overlays.',
  },
  serviceType: 'Mixed reality application development',
  hero: {
    label: 'Mixed reality',
    headline: 'Spatial computing for the places where work happens',
    intro:
      'We build mixed reality applications for HoloLens 2, Magic Leap 2, Meta Quest 3 and Apple Vision Pro that anchor instructions, live data and 3D models to the physical spaces your teams work in.',
    ctaLabel: 'Explore mixed reality',
  },
  sections: [
    {
      kind: 'numbered',
      id: 'what-you-get',
      eyebrow: 'What you get',
      heading: 'Digital content anchored to your physical world',
      items: [
        {
          title: 'Persistent spatial anchors',
          description:
            'Holograms stay exactly where they were placed across sessions and devices, using platform anchor APIs and shared anchor services.',
        },
        {
          title: 'Hands-free interaction',
          description:
            'Hand tracking, eye gaze and voice commands designed for people wearing gloves or holding tools.',
        },
        {
          title: 'Live enterprise data',
          description:
            'Connections to MES, ERP, IoT and PLM systems mean overlays show real machine states rather than static mock-ups.',
        },
        {
          title: 'Digital twin alignment',
          description:
            'CAD and BIM models registered to physical assets for inspections, clash detection and maintenance planning.',
        },
      ],
    },
    {
      kind: 'cards',
      tone: 'dark',
      id: 'offering',
      eyebrow: 'Services',
      heading: 'Mixed reality development services',
      intro: 'Spatial applications for frontline workers, engineers and clinical teams.',
      secondaryCta: { label: 'Plan your MR proof of concept' },
      cards: [
        {
          icon: 'workflow',
          title: 'Guided work instructions',
          subtitle: 'Assembly and maintenance',
          description:
            'Step-by-step holographic procedures that show workers where each part goes and confirm that every step is complete.',
          features: [
            'Authoring tool for non-developers',
            'Step verification with photo capture',
            'Multilingual voice prompts',
            'Quality audit trail export',
          ],
        },
        {
          icon: 'headset',
          title: 'Remote expert assistance',
          subtitle: 'See what I see',
          description:
            'Experts join from a laptop, see the technician’s point of view and pin annotations that stay locked to the equipment.',
          features: [
            'Low-latency video over Microsoft Teams or WebRTC',
            'Spatial arrows and freehand drawings',
            'Session recording for later training',
            'Runs on HoloLens 2 and Quest 3 passthrough',
          ],
        },
        {
          icon: 'layers',
          title: 'Digital twin visualization',
          subtitle: 'Design review and inspection',
          description:
            'Overlay engineering models and sensor data on plants, buildings and products at 1:1 scale for faster reviews and inspections.',
          features: [
            'CAD, BIM and point-cloud import',
            'Live telemetry from IoT platforms',
            'Deviation highlighting against as-built conditions',
            'Multi-user review sessions',
          ],
        },
      ],
    },
    {
      kind: 'iconGrid',
      id: 'why-choose',
      eyebrow: 'Why Northstack',
      heading: 'Why choose Northstack for mixed reality',
      items: [
        {
          icon: 'glasses',
          title: 'Device-agnostic foundations',
          description:
            'We build on OpenXR and MRTK3 so your investment carries over to the next generation of headsets.',
        },
        {
          icon: 'map',
          title: 'Spatial mapping expertise',
          description:
            'Scene understanding, meshing and anchor sharing tuned for large, changing spaces such as warehouses and production lines.',
        },
        {
          icon: 'shield',
          title: 'Enterprise-grade security',
          description:
            'Microsoft Entra ID sign-in, Intune device management and encryption at rest meet the bar your IT team sets.',
        },
        {
          icon: 'users',
          title: 'Frontline-centered design',
          description:
            'We shadow technicians on site before designing, so interfaces hold up with gloves, noise and poor lighting.',
        },
        {
          icon: 'database',
          title: 'Systems integration',
          description:
            'Connectors for SAP, ServiceNow, Siemens Teamcenter and OPC UA bring live operational data into the headset.',
        },
        {
          icon: 'trending-up',
          title: 'Pilot-to-rollout path',
          description:
            'A defined pilot with KPIs, followed by a rollout plan covering device fleets, content authoring and support.',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'results',
      eyebrow: 'Results',
      heading: 'Mixed reality results',
      items: [
        figureStat('mrApps'),
        figureStat('mrProductivity'),
        figureStat('mrPlatforms'),
        figureStat('mrTracking'),
      ],
    },
  ],
  closing: {
    heading: 'Start with one workflow and one headset',
    body: 'Pick the procedure that costs you most in errors or travel. We’ll build a proof of concept around it and measure the difference.',
    ctaLabel: 'Book an MR discovery call',
  },
};
export default page;
