import type { CaseStudyClosing } from '@/content/case-studies';
import { ButtonLink } from '@/components/ui/button';

/**
 * The closing call of the case-study pages: the site's CtaBlock surface with two buttons,
 * which sit beside the text on wide screens and below it otherwise.
 */
export function CaseStudyClosingBlock({ closing }: { closing: CaseStudyClosing }) {
  return (
    <section aria-labelledby="closing-cta" className="bg-paper py-16 sm:py-24">
      <div className="container-page">
        <div className="dark-surface relative isolate overflow-hidden rounded-xl bg-ink text-on-dark">
          <div aria-hidden className="glow-hero absolute inset-0 -z-10 opacity-90" />
          <div aria-hidden className="grid-texture absolute inset-0 -z-10" />
          <div className="flex flex-col items-start gap-8 px-6 py-14 sm:px-12 sm:py-20 xl:flex-row xl:items-end xl:justify-between xl:gap-12 xl:px-16">
            <div className="max-w-2xl xl:max-w-xl">
              <h2 id="closing-cta" className="text-h2 font-semibold text-balance">
                {closing.heading}
              </h2>
              <p className="mt-5 text-lead text-on-dark-muted text-pretty">{closing.body}</p>
            </div>
            <div className="flex shrink-0 flex-wrap gap-3">
              <ButtonLink href={closing.primary.href} size="lg" arrow>
                {closing.primary.label}
              </ButtonLink>
              <ButtonLink href={closing.secondary.href} size="lg" variant="outline-dark">
                {closing.secondary.label}
              </ButtonLink>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
