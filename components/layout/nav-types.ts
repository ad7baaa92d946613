import type { ReactNode } from 'react';
import type { NavFeature, NavLink } from '@/content/site-map/navigation';

/** Navigation as handed from the server header to its client shell: data plus pre-rendered icons. */
export interface ShellItem extends NavLink {
  /** False while the page is planned: the link is not prefetched (it would answer 404). */
  live: boolean;
}

export interface ShellGroup {
  title: string;
  icon: ReactNode;
  items: ShellItem[];
}

export interface ShellSection {
  id: string;
  label: string;
  href: string;
  overviewLabel: string;
  live: boolean;
  blurb: string;
  groups: ShellGroup[];
  featured?: NavFeature & { live: boolean };
}
