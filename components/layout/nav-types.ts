import type { ReactNode } from 'react';
import type { NavLink } from '@/content/navigation';

/** Navigation as handed from the server header to its client shell: data plus pre-rendered icons. */
export interface ShellGroup {
  title: string;
  icon: ReactNode;
  items: NavLink[];
}

export interface ShellSection {
  id: string;
  label: string;
  href: string;
  blurb: string;
  groups: ShellGroup[];
}
