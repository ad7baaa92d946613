import type { ReactNode } from 'react';
import { SectionHeading } from '@/components/ui/section';

/** What a band's heading reads from its section: its id, eyebrow, h2 and intro. */
export type HeadedBand = { id: string; eyebrow?: string; heading: string; intro?: string };

/** A section's eyebrow, h2 (id `{section id}-title`, which labels the band) and intro. */
export function Heading({ section, dark, className }: { section: HeadedBand; dark: boolean; className?: string }) {
  return (
    <SectionHeading
      id={`${section.id}-title`}
      eyebrow={section.eyebrow}
      title={section.heading}
      intro={section.intro}
      dark={dark}
      className={className}
    />
  );
}

/** A band's heading with one action at its end on wide screens and under it on phones: a way to more of the same, or a second call. */
export function HeadingWithAction({ section, dark, children }: { section: HeadedBand; dark: boolean; children?: ReactNode }) {
  if (!children) return <Heading section={section} dark={dark} />;
  return (
    <div className="flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
      <Heading section={section} dark={dark} />
      <div className="self-start lg:shrink-0 lg:self-auto">{children}</div>
    </div>
  );
}
