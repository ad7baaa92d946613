import { ArrowLink } from '@/components/ui/button';
import { IconBadge } from '@/components/ui/icon-badge';
import type { OurWorkDestination } from '@/content/pages/our-work';

/** The overview's destinations as rows: name and a line of copy, its figures, and the way in. */
export function DestinationList({ items }: { items: readonly OurWorkDestination[] }) {
  return (
    <ul className="grid gap-5">
      {items.map((item) => (
        <li
          key={item.id}
          className="grid gap-8 rounded-lg border border-line bg-paper-raised p-6 shadow-card sm:p-8 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_11rem] lg:items-center lg:gap-12 lg:p-10"
        >
          <div>
            <div className="flex items-center gap-4">
              <IconBadge name={item.icon} className="size-12 shrink-0" />
              <h3 className="text-h2 font-semibold">{item.name}</h3>
            </div>
            <p className="mt-4 max-w-xl leading-7 text-fg-muted">{item.summary}</p>
          </div>
          <dl className="grid grid-cols-2 gap-6 border-t border-line pt-6 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-10">
              {item.figures.map((figure) => (
                <div key={figure.label} className="flex flex-col-reverse justify-end">
                  <dt className="mt-2 text-sm leading-5 text-fg-muted">{figure.label}</dt>
                  <dd className="text-3xl font-semibold tracking-tight whitespace-nowrap tabular-nums">{figure.value}</dd>
                </div>
              ))}
          </dl>
          <ArrowLink href={item.href} className="whitespace-nowrap text-accent hover:text-accent-hover lg:justify-self-end">
            {item.linkLabel}
          </ArrowLink>
        </li>
      ))}
    </ul>
  );
}
