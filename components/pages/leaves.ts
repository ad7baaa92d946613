import type { ReactNode } from 'react';
import type { SectionLeaf } from '@/content/shared/sections';

/** The interactive parts a page supplies for the sections that name them (see SectionLeaf). */
export type SectionLeaves = Partial<Record<SectionLeaf, ReactNode>>;

/** The leaf a section names; a page that forgets to supply it fails the build rather than showing a gap. */
export function leafOf(leaves: SectionLeaves, leaf: SectionLeaf, sectionId: string): ReactNode {
  const node = leaves[leaf];
  if (node === undefined) throw new Error(`Section "${sectionId}" needs the page's "${leaf}" leaf`);
  return node;
}
