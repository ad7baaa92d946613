import type { InternalPath } from '../shared/types';

/** The service pages industry cards may link to (SPEC "Industry pages", card targets). */
export const industryCardTargets = [
  '/services/web-development',
  '/services/mobile-applications',
  '/services/machine-learning-development',
  '/services/vr-applications',
  '/services/ar-applications',
  '/services/system-architecture',
  '/services/software-development',
  '/services/blockchain-development',
  '/services/cloud-infrastructure',
  '/services/ai-chatbot-development',
] as const satisfies readonly InternalPath[];
