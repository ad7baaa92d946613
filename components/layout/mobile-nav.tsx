import { ChevronDown } from 'lucide-react';
import type { NavLink as NavLinkData } from '@/content/site-map/navigation';
import { buttonClasses } from '@/components/ui/button';
import type { ShellSection } from './nav-types';
import { NavLink } from './nav-link';

/** The small-screen menu's content: one native disclosure per section, several may be open. */
export function MobileNav({ sections, cta }: { sections: ShellSection[]; cta: NavLinkData }) {
  return (
    <nav aria-label="Mobile" className="container-page pt-4 pb-10">
      <ul className="divide-y divide-white/10 border-y border-white/10">
        {sections.map((section) => (
          <li key={section.id}>
            <details className="group" data-section={section.id}>
              <summary className="flex cursor-pointer list-none items-center justify-between py-4 text-lg font-medium [&::-webkit-details-marker]:hidden">
                {section.label}
                <ChevronDown aria-hidden className="size-5 text-on-dark-subtle transition-transform duration-200 group-open:rotate-180" />
              </summary>
              <div className="pb-5">
                <NavLink href={section.href} className="mb-3 inline-block text-sm font-medium text-accent-on-dark">
                  {section.overviewLabel}
                </NavLink>
                <div className="grid gap-5 sm:grid-cols-2">
                  {section.groups.map((group) => (
                    <div key={group.title}>
                      <p className="eyebrow text-on-dark-subtle">{group.title}</p>
                      <ul className="mt-2">
                        {group.items.map((item) => (
                          <li key={item.href}>
                            <NavLink href={item.href} className="block py-1.5 text-on-dark-muted hover:text-white aria-[current=page]:text-white">
                              {item.name}
                            </NavLink>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              </div>
            </details>
          </li>
        ))}
      </ul>
      <NavLink href={cta.href} className={buttonClasses('primary', 'lg', 'mt-8 w-full')}>
        {cta.name}
      </NavLink>
    </nav>
  );
}
