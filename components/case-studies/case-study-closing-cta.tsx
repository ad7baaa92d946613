import type { CaseStudyClosing } from '@/content/case-studies';
import { CtaBlock } from '@/components/ui/cta-block';

/** The closing call of the case-study pages: the site's CtaBlock with its two buttons. */
export function CaseStudyClosingCta({ closing }: { closing: CaseStudyClosing }) {
  return (
    <CtaBlock
      heading={closing.heading}
      body={closing.body}
      ctaLabel={closing.primary.label}
      href={closing.primary.href}
      secondary={closing.secondary}
    />
  );
}
