import { SectionHeading } from '@/components/ui/section';
import type { PageSection } from '@/content/shared/sections';

/** A section's eyebrow, h2 (id `{section id}-title`, which labels the section) and intro. */
export function SectionTitle({ section, dark, className }: { section: PageSection; dark: boolean; className?: string }) {
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
