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
