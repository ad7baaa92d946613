import type { PageSection } from '@/content/shared/sections';
import { SectionHeading } from '@/components/ui/section';

/** A section's eyebrow, h2 (id `{section id}-title`, which labels the band) and intro. */
export function Heading({ section, dark, className }: { section: Extract<PageSection, { heading: string }>; dark: boolean; className?: string }) {
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
