import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ShellSection } from './nav-types';
import { isCurrentLink } from './nav-link';
import { cn } from '@/lib/cn';

/** At most this many links: the section opens as a compact dropdown under its item, not a full-width panel. */
const COMPACT_LINKS = 5;

/** Whether a section's menu is a compact dropdown (a few links) rather than the full-width panel. */
export function isCompact(section: ShellSection) {
  return section.groups.reduce((count, group) => count + group.items.length, 0) <= COMPACT_LINKS;
}

const linkClasses = '-mx-2 block rounded-sm px-2 py-1.5 text-[0.9375rem] text-on-dark hover:bg-white/5 hover:text-white aria-[current=page]:text-accent-on-dark';

/** A panel's link: a plain anchor, marked as the current page where it leads to the page shown. */
function PanelLink({
  target,
  plainOn,
  className,
  describedBy,
  children,
}: {
  target: { href: string };
  plainOn: string;
  className: string;
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={target.href}
      aria-current={isCurrentLink(target.href, plainOn) ? 'page' : undefined}
      aria-describedby={describedBy}
      className={className}
    >
      {children}
    </a>
  );
}

function OverviewLink({ section, plainOn }: { section: ShellSection; plainOn: string }) {
  return (
    <PanelLink target={section} plainOn={plainOn} className="group inline-flex shrink-0 items-center gap-1.5 text-sm font-medium text-white hover:text-accent-on-dark">
      {section.overviewLabel}
      <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
    </PanelLink>
  );
}

/** The id of a panel item's one-line description (its link is described by it). */
const descriptionId = (href: string) => `menu-about-${href.replace(/[^a-z0-9]+/gi, '-').replace(/^-/, '')}`;

/**
 * A panel item: its link, and under it a one-line description where the section gives one (a service's
 * summary), outside the link's name (the name stays the page's) but describing it; the whole item is the
 * link's target. On a screen under 832 px high the lines are left out, so the panel stays within it.
 */
function PanelItem({ item, plainOn }: { item: ShellSection['groups'][number]['items'][number]; plainOn: string }) {
  if (!item.description) {
    return (
      <PanelLink target={item} plainOn={plainOn} className={linkClasses}>
        {item.name}
      </PanelLink>
    );
  }
  const id = descriptionId(item.href);
  return (
    <div className="relative -mx-2 rounded-sm px-2 py-1 hover:bg-white/5">
      <PanelLink
        target={item}
        plainOn={plainOn}
        describedBy={id}
        className="text-[0.9375rem] font-medium text-on-dark after:absolute after:inset-0 hover:text-white aria-[current=page]:text-accent-on-dark"
      >
        {item.name}
      </PanelLink>
      <p id={id} className="text-xs leading-[1.125rem] text-on-dark-subtle max-lg:hidden [@media(max-height:52rem)]:hidden">
        {item.description}
      </p>
    </div>
  );
}

/** A case study beside the section's links: its product screen, title, subtitle and headline figure. */
function Featured({ featured, plainOn }: { featured: NonNullable<ShellSection['featured']>; plainOn: string }) {
  return (
    <PanelLink
      target={featured}
      plainOn={plainOn}
      className="group flex w-full max-w-lg shrink-0 items-center max-lg:hidden gap-4 rounded-md border border-white/10 bg-white/[0.03] p-2.5 hover:border-white/25 hover:bg-white/[0.06]"
    >
      <img src={featured.image.src} width={featured.image.width} height={featured.image.height} alt="" loading="lazy" decoding="async" className="h-auto w-24 rounded-sm bg-ink" />
      <span className="min-w-0">
        <span className="block text-[0.6875rem] font-semibold tracking-[0.12em] text-on-dark-subtle uppercase">{featured.label}</span>
        <span className="block text-[0.9375rem] font-semibold text-white group-hover:text-accent-on-dark">{featured.title}</span>
        <span className="block text-xs leading-[1.125rem] text-on-dark-muted">{featured.summary}</span>
        <span className="mt-0.5 block text-xs font-medium text-accent-on-dark tabular-nums">
          {featured.figure.value} {featured.figure.label.toLowerCase()}
        </span>
      </span>
    </PanelLink>
  );
}

/**
 * A wide-screen menu: the section's overview link and its groups in four columns, or, for a section of
 * a few links, a compact dropdown: one list (a group of one link names its group beside it), then the
 * overview link, in plain links (the one to `plainOn`, the page shown, is marked aria-current). The same links
 * are the section's body in the phone menu: the overview link and the groups' lists, without the blurb, the
 * featured study, the icons and the descriptions.
 */
export function MegaPanel({ section, plainOn }: { section: ShellSection; plainOn: string }) {
  if (isCompact(section)) {
    const single = section.groups.every((group) => group.items.length === 1);
    return (
      <div className="lg:p-5">
        {single ? (
          <ul>
            {section.groups.map((group) =>
              group.items.map((item) => (
                <li key={item.href}>
                  <PanelLink target={item} plainOn={plainOn} className={linkClasses}>
                    {item.name}
                    {section.groups.length > 1 && group.title !== item.name && (
                      <>
                        {' '}
                        <span className="ml-1 text-xs text-on-dark-subtle">{group.title}</span>
                      </>
                    )}
                  </PanelLink>
                </li>
              )),
            )}
          </ul>
        ) : (
          section.groups.map((group) => (
            <div key={group.title} className="not-first:mt-4">
              {section.groups.length > 1 && (
                <p className="mb-1 text-xs font-semibold tracking-[0.12em] text-on-dark-subtle uppercase">{group.title}</p>
              )}
              <ul>
                {group.items.map((item) => (
                  <li key={item.href}>
                    <PanelLink target={item} plainOn={plainOn} className={linkClasses}>
                      {item.name}
                    </PanelLink>
                  </li>
                ))}
              </ul>
            </div>
          ))
        )}
        <div className="mt-4 border-t border-white/10 pt-4">
          <OverviewLink section={section} plainOn={plainOn} />
        </div>
      </div>
    );
  }
  return (
    <div className={cn('grid gap-5 sm:grid-cols-2 lg:container-page lg:grid-cols-4 lg:gap-x-8', section.featured ? 'lg:gap-y-5 lg:py-6' : 'lg:gap-y-8 lg:py-10')}>
      <div className={cn('sm:col-span-2 lg:col-span-4 lg:flex lg:items-center lg:justify-between lg:gap-8 lg:border-b lg:border-white/10', section.featured ? 'lg:pb-4' : 'lg:pb-6')}>
        <div>
          <p className="max-w-xl text-sm leading-6 text-on-dark-muted max-lg:hidden">{section.blurb}</p>
          {section.featured && (
            <div className="lg:mt-3">
              <OverviewLink section={section} plainOn={plainOn} />
            </div>
          )}
        </div>
        {section.featured ? <Featured featured={section.featured} plainOn={plainOn} /> : <OverviewLink section={section} plainOn={plainOn} />}
      </div>
      {section.groups.map((group) => (
        <div key={group.title}>
          <p className="flex items-center gap-2 text-xs font-semibold tracking-[0.12em] text-on-dark-subtle uppercase">
            {group.icon}
            {group.title}
          </p>
          <ul className={cn('space-y-0.5', section.featured ? 'mt-2' : 'mt-3')}>
            {group.items.map((item) => (
              <li key={item.href}>
                <PanelItem item={item} plainOn={plainOn} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
