import { PartHeading } from './part-heading';
import { buttonClasses } from '@/components/ui/button';
import { SiteLink } from '@/components/ui/site-link';
import { priceLabel } from '@/content/company/prices';
import type { PathPricePart } from '@/content/services/growth-paths';

/** What a growth path costs, on its plan's dark band: each priced part with its price, how it is billed, and the free call that starts it. */
export function PathPrice({ part }: { part: PathPricePart }) {
  const { price, call } = part;
  return (
    <div id={part.id} className="self-start rounded-lg border border-white/12 bg-white/[0.04] p-6 sm:p-8">
      <PartHeading part={part} />
      <dl className="mt-8 grid gap-6">
        {price.lines.map((line) => (
          <div key={line.what} className="grid gap-1 border-t border-white/12 pt-6">
            <dt className="text-sm leading-6 text-on-dark-muted">
              {line.what}
              {line.fixed ? ' · fixed price' : ''}
            </dt>
            <dd className="text-4xl font-semibold tracking-tight tabular-nums text-on-dark">{priceLabel(line)}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-8 flex flex-col gap-4 border-t border-white/12 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm leading-6 text-on-dark-muted sm:max-w-xs">{call.note}</p>
        <SiteLink href={call.href} className={buttonClasses('inverse', 'md', 'self-start sm:self-auto')}>
          {call.ctaLabel}
        </SiteLink>
      </div>
    </div>
  );
}
