import type { ReactNode } from 'react';
import type { NavFeature, NavLink } from '@/content/site-map/navigation';

/** Navigation as handed from the header to its shell: data plus drawn icons. */
export interface ShellGroup {
  title: string;
  icon: ReactNode;
  items: NavLink[];
}

export interface ShellSection {
  id: string;
  label: string;
  href: string;
  overviewLabel: string;
  blurb: string;
  groups: ShellGroup[];
  featured?: NavFeature;
}
