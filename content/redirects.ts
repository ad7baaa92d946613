import type { InternalPath } from './shared/types';

/**
 * The one redirect table. The Node server answers these with 308; the build also writes a
 * static page for each (canonical link + immediate refresh) for hosts without redirect rules,
 * and deploy/ configs are generated from it.
 */
export const redirects: { from: InternalPath; to: InternalPath }[] = [
  // Footer service links (SPEC "Links that are not in the route table").
  { from: '/services/mvp', to: '/services/launch' },
  { from: '/services/mobile', to: '/services/mobile-applications' },
  { from: '/services/ai', to: '/services/machine-learning-development' },
  { from: '/services/xr', to: '/services/mixed-reality' },
  { from: '/services/web3', to: '/services/web3-development' },
  // The blog lives under Our work (SPEC route table); its short address and the footer's Insights link lead there.
  { from: '/blog', to: '/our-work/blog' },
  { from: '/insights', to: '/our-work/blog' },
  // Company pages the original linked without the /about prefix (SPEC "Company pages", footer).
  { from: '/our-mission', to: '/about/our-mission' },
  { from: '/our-team', to: '/about/our-team' },
  { from: '/leadership', to: '/about/leadership' },
  { from: '/press', to: '/about/press-and-media' },
];
