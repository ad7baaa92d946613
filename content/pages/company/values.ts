import type { IconItem } from '../../shared/types';

/** The six values, shown on /about/our-mission and /team. */
export const companyValues: IconItem[] = [
  { icon: 'target', title: 'Outcomes over output', description: 'We measure ourselves by what the product achieves for the client, not by hours logged or tickets closed.' },
  { icon: 'eye', title: 'Radical transparency', description: 'Budgets, risks and bad news are shared as soon as we know them, with options rather than excuses.' },
  { icon: 'shield-check', title: 'Quality is not optional', description: 'Tests, code review, security and accessibility are part of done, on every sprint and every project.' },
  { icon: 'graduation', title: 'Always learning', description: 'A learning budget for everyone, internal talks every week and time to explore new tools before clients need them.' },
  { icon: 'handshake', title: 'Ownership', description: 'The people who scope a feature build it, ship it and answer for it in production.' },
  { icon: 'users', title: 'Respect for people', description: 'Sustainable hours, inclusive hiring and a team where the quietest person in the room is heard.' },
];
