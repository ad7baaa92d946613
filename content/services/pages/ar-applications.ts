import { figureStat } from '../../company/figures';
import type { ServicePage } from '../types';

const page: ServicePage = {
  slug: 'ar-applications',
  meta: {
    title: 'AR application development',
    description:
      'AR app development with ARKit, ARCore and WebXR: virtual try-on, product placement, field service guidance and no-download WebAR campaigns.',
  },
  serviceType: 'Augmented reality application development',
  hero: {
    label: 'AR development',
    headline: 'Augmented reality that works on the phones people carry',
    intro:
      'We build AR apps and browser experiences with ARKit, ARCore and WebXR that let customers place products in their homes and give technicians step-by-step guidance on the equipment in front of them.',
    ctaLabel: 'Discuss your AR idea',
  },
  sections: [
    {
      kind: 'numbered',
      id: 'what-you-get',
      eyebrow: 'What you get',
      heading: 'AR that’s stable, accurate and easy to launch',
      items: [
        {
          title: 'Reliable tracking',
          description:
            'Plane detection, image targets and object tracking tuned for real-world lighting, not just the demo room.',
        },
        {
          title: 'App or browser, your choice',
          description:
            'Native apps built on ARKit and ARCore, or no-install WebAR with 8th Wall and WebXR for campaigns where every tap counts.',
        },
        {
          title: 'True-to-scale 3D products',
          description:
            'Optimized glTF and USDZ models with physically based materials that load quickly and match the real product’s dimensions.',
        },
        {
          title: 'Commerce and data hooks',
          description:
            'Add-to-cart actions, analytics events and CMS-driven content let marketing update experiences without shipping a new release.',
        },
      ],
    },
    {
      kind: 'cards',
      tone: 'dark',
      id: 'offering',
      eyebrow: 'Services',
      heading: 'AR development services',
      intro: 'From a campaign that opens in a browser to a field tool used on every shift.',
      secondaryCta: { label: 'Plan your AR launch' },
      cards: [
        {
          icon: 'shopping-cart',
          title: 'Virtual try-on and product placement',
          subtitle: 'Retail and e-commerce',
          description:
            'Let shoppers see a sofa in their living room or glasses on their face before they buy, straight from the product page.',
          features: [
            'Face and body tracking for wearables',
            'Room-scale placement with occlusion',
            'Shopify and headless commerce integration',
            'AR Quick Look and Scene Viewer support',
          ],
        },
        {
          icon: 'wrench',
          title: 'Industrial and field service AR',
          subtitle: 'Guidance on site',
          description:
            'Overlay work instructions, sensor readings and remote-expert annotations on machinery to cut repair times and errors.',
          features: [
            'Model targets for equipment recognition',
            'Live IoT data overlays',
            'Remote assistance with shared annotations',
            'Offline operation at low-signal sites',
          ],
        },
        {
          icon: 'megaphone',
          title: 'WebAR marketing campaigns',
          subtitle: 'No download required',
          description:
            'Scan-to-launch experiences on packaging, print and out-of-home media that open instantly in the phone’s browser.',
          features: [
            'QR code and image-target activation',
            'Photo capture and social sharing',
            'Campaign analytics dashboards',
            'Lightweight scenes for fast mobile loading',
          ],
          href: '/services/advertising-campaigns',
          linkLabel: 'Pair it with a paid campaign',
        },
      ],
    },
    {
      kind: 'iconGrid',
      id: 'why-choose',
      eyebrow: 'Why Northstack',
      heading: 'Why choose Northstack for AR',
      items: [
        {
          icon: 'scan',
          title: 'Tracking expertise',
          description:
            'We tune SLAM, image and face tracking across a wide range of devices, including mid-range Android phones.',
        },
        {
          icon: 'smartphone',
          title: 'Device matrix testing',
          description:
            'Each release is tested on a matrix of iOS and Android devices, with graceful fallbacks where AR isn’t supported.',
        },
        {
          icon: 'box',
          title: '3D content production',
          description:
            'Our artists turn CAD files and photogrammetry scans into lightweight, photoreal assets for real-time rendering.',
        },
        {
          icon: 'globe',
          title: 'WebAR know-how',
          description:
            'We know the limits of mobile browsers and design experiences that stay inside their memory and bandwidth constraints.',
        },
        {
          icon: 'bar-chart',
          title: 'Measurable engagement',
          description:
            'Dwell time, placement events and conversions are tracked from day one, so you can compare AR against standard product pages.',
        },
        {
          icon: 'lock',
          title: 'Privacy by design',
          description:
            'Camera frames are processed on device wherever possible, and we document every data flow for your privacy review.',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'results',
      eyebrow: 'Results',
      heading: 'Augmented reality in numbers',
      items: [
        figureStat('arApps'),
        figureStat('arEngagement'),
        figureStat('arPlatforms'),
        figureStat('arSessions'),
      ],
    },
  ],
  closing: {
    heading: 'Bring your product into their world',
    body: 'Share your product catalog or field workflow, and we’ll propose the AR format, platform and 3D pipeline that fits it.',
    ctaLabel: 'Start your AR project',
  },
};
export default page;
