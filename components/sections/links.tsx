import { SiteLink } from '@/components/ui/site-link';
import { ArrowUpRight } from 'lucide-react';
import { IconBadge } from '@/components/ui/icon-badge';
import type { LinksSection } from '@/content/shared/sections';
import { cn } from '@/lib/cn';
import { Heading } from '@/components/ui/band-heading';

const linkCard =
  'group flex w-full flex-col rounded-lg border border-line bg-paper-raised shadow-card transition-[box-shadow,transform,border-color] duration-200 ease-out-soft hover:-translate-y-0.5 hover:border-fg/15 hover:shadow-card-hover';

/** Cards that are links: with an icon (4 → 2 → 1 columns) or compact (5 → 2 → 1). */
export function Links({ section, dark }: { section: LinksSection; dark: boolean }) {
  if (section.variant === 'compact') {
    return (
      <>
        <Heading section={section} dark={dark} />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {section.items.map((item) => (
            <li key={item.href} className="flex">
              <SiteLink href={item.href} className={cn(linkCard, 'p-5')}>
                <span className="flex items-start justify-between gap-3 font-semibold">
                  {item.title}
                  <ArrowUpRight aria-hidden className="mt-0.5 size-4 shrink-0 text-fg-subtle transition-colors group-hover:text-accent" />
                </span>
                <span className="mt-6 text-sm text-fg-subtle">{item.description}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <>
      <Heading section={section} dark={dark} />
      <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {section.items.map((item) => (
          <li key={item.href} className="flex">
            <SiteLink href={item.href} className={cn(linkCard, 'p-6')}>
              <span className="flex items-start justify-between">
                {item.icon && <IconBadge name={item.icon} />}
                <ArrowUpRight aria-hidden className="size-5 text-fg-subtle transition-colors group-hover:text-accent" />
              </span>
              <span className="mt-6 text-h3 font-semibold">{item.title}</span>
              <span className="mt-2 leading-7 text-fg-muted">{item.description}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </>
  );
}
