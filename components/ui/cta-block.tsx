import type { InternalPath } from '@/content/shared/types';
import { cn } from '@/lib/cn';
import { ButtonLink } from './button';

/**
 * The closing call to action of a page: heading, paragraph, a primary button and an optional
 * secondary one. With two buttons they sit below the text until extra-wide screens.
 */
export function CtaBlock({
  heading,
  body,
  ctaLabel,
  href,
  secondary,
}: {
  heading: string;
  body: string;
  ctaLabel: string;
  href: InternalPath;
  secondary?: { label: string; href: InternalPath };
}) {
  const wide = secondary ? 'xl' : 'lg';
  return (
    <section aria-labelledby="closing-cta" className="render-on-approach bg-paper py-16 sm:py-24">
      <div className="container-page">
        <div className="dark-surface relative isolate overflow-hidden rounded-xl bg-ink text-on-dark">
          <div aria-hidden className="glow-hero absolute inset-0 -z-10 opacity-90" />
          <div aria-hidden className="grid-texture absolute inset-0 -z-10" />
          <div
            className={cn(
              'flex flex-col items-start gap-8 px-6 py-14 sm:px-12 sm:py-20',
              wide === 'xl' ? 'xl:flex-row xl:items-end xl:justify-between xl:gap-12 xl:px-16' : 'lg:flex-row lg:items-end lg:justify-between lg:px-16',
            )}
          >
            <div className={cn('max-w-2xl', wide === 'xl' && 'xl:max-w-xl')}>
              <h2 id="closing-cta" className="text-h2 font-semibold text-balance">
                {heading}
              </h2>
              <p className="mt-5 text-lead text-on-dark-muted text-pretty">{body}</p>
            </div>
            <div className="flex shrink-0 flex-wrap gap-3">
              <ButtonLink href={href} size="lg" arrow>
                {ctaLabel}
              </ButtonLink>
              {secondary && (
                <ButtonLink href={secondary.href} size="lg" variant="outline-dark">
                  {secondary.label}
                </ButtonLink>
              )}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
