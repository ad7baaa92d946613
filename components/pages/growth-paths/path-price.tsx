import { Heading } from '@/components/ui/band-heading';
import { buttonClasses } from '@/components/ui/button';
import { SiteLink } from '@/components/ui/site-link';
import { priceLabel } from '@/content/company/prices';
import type { PathPriceSection } from '@/content/services/growth-paths';

/** What a growth path costs: each priced part with its price, how it is billed, and the free call that starts it. */
export function PathPrice({ section, dark }: { section: PathPriceSection; dark: boolean }) {
  const { price, call } = section;
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:items-start lg:gap-16">
      <Heading section={section} dark={dark} />
      <div className="rounded-lg border border-line bg-paper-raised p-6 shadow-card sm:p-8">
        <dl className="grid gap-6">
          {price.lines.map((line) => (
            <div key={line.what} className="grid gap-1 border-b border-line pb-6 last:border-b-0 last:pb-0">
              <dt className="text-sm leading-6 text-fg-muted">
                {line.what}
                {line.fixed ? ' · fixed price' : ''}
              </dt>
              <dd className="text-h3 font-semibold tracking-tight text-fg">{priceLabel(line)}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-8 flex flex-col gap-4 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm leading-6 text-fg-muted sm:max-w-xs">{call.note}</p>
          <SiteLink href={call.href} className={buttonClasses('secondary', 'md')}>
            {call.ctaLabel}
          </SiteLink>
        </div>
      </div>
    </div>
  );
}
