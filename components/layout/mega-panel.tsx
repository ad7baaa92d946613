import { ArrowRight } from 'lucide-react';
import type { ShellSection } from './nav-types';
import { NavLink } from './nav-link';

/** A wide-screen menu panel: the section's overview link and its groups in four columns. */
export function MegaPanel({ section }: { section: ShellSection }) {
  return (
    <div className="container-page grid grid-cols-4 gap-x-8 gap-y-8 py-10">
      <div className="col-span-4 flex items-end justify-between gap-8 border-b border-white/10 pb-6">
        <p className="max-w-xl text-sm leading-6 text-on-dark-muted">{section.blurb}</p>
        <NavLink
          href={section.href}
          prefetch={section.live ? null : false}
          className="group inline-flex shrink-0 items-center gap-1.5 text-sm font-medium text-white hover:text-accent-on-dark"
        >
          All {section.label.toLowerCase()}
          <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
        </NavLink>
      </div>
      {section.groups.map((group) => (
        <div key={group.title}>
          <p className="flex items-center gap-2 text-xs font-semibold tracking-[0.12em] text-on-dark-subtle uppercase">
            {group.icon}
            {group.title}
          </p>
          <ul className="mt-3 space-y-0.5">
            {group.items.map((item) => (
              <li key={item.href}>
                <NavLink
                  href={item.href}
                  prefetch={item.live ? null : false}
                  className="-mx-2 block rounded-sm px-2 py-1.5 text-[0.9375rem] text-on-dark hover:bg-white/5 hover:text-white aria-[current=page]:text-accent-on-dark"
                >
                  {item.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
