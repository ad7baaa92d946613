import { ArrowRight, ChevronDown } from 'lucide-react';
import { navigation, scheduleCall } from '@/content/navigation';
import { Icon } from '@/components/ui/icon';
import { buttonClasses } from '@/components/ui/button';
import { HeaderShell } from './header-shell';
import { MobileMenu } from './mobile-menu';
import { NavLink } from './nav-link';

/**
 * The site header. Panels and the mobile menu's links are rendered here on the server;
 * the client shell only adds the open/close behaviour.
 */
export function SiteHeader() {
  return (
    <HeaderShell
      sections={navigation.map((section) => ({
        id: section.id,
        label: section.label,
        paths: [section.href, ...section.groups.flatMap((group) => group.items.map((item) => item.href))],
      }))}
      panels={Object.fromEntries(navigation.map((section) => [section.id, <MegaPanel key={section.id} section={section} />]))}
      cta={
        <span className="hidden lg:block">
          <NavLink href={scheduleCall.href} className={buttonClasses('primary', 'md')}>
            {scheduleCall.name}
          </NavLink>
        </span>
      }
      mobileMenu={
        <MobileMenu>
          <MobileNav />
        </MobileMenu>
      }
    />
  );
}

function MegaPanel({ section }: { section: (typeof navigation)[number] }) {
  return (
    <div className="container-page grid grid-cols-4 gap-x-8 gap-y-8 py-10">
      <div className="col-span-4 flex items-end justify-between gap-8 border-b border-white/10 pb-6">
        <p className="max-w-xl text-sm leading-6 text-on-dark-muted">{section.blurb}</p>
        <NavLink
          href={section.href}
          className="group inline-flex shrink-0 items-center gap-1.5 text-sm font-medium text-white hover:text-accent-on-dark"
        >
          All {section.label.toLowerCase()}
          <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
        </NavLink>
      </div>
      {section.groups.map((group) => (
        <div key={group.title}>
          <p className="flex items-center gap-2 text-xs font-semibold tracking-[0.12em] text-on-dark-subtle uppercase">
            <Icon name={group.icon} className="size-4 text-accent-on-dark" />
            {group.title}
          </p>
          <ul className="mt-3 space-y-0.5">
            {group.items.map((item) => (
              <li key={item.href}>
                <NavLink
                  href={item.href}
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

/** The small-screen menu's content: one native disclosure per section, several may be open. */
function MobileNav() {
  return (
    <nav aria-label="Mobile" className="container-page pt-4 pb-10">
      <ul className="divide-y divide-white/10 border-y border-white/10">
        {navigation.map((section) => (
          <li key={section.id}>
            <details className="group" data-section={section.id}>
              <summary className="flex cursor-pointer list-none items-center justify-between py-4 text-lg font-medium [&::-webkit-details-marker]:hidden">
                {section.label}
                <ChevronDown aria-hidden className="size-5 text-on-dark-subtle transition-transform duration-200 group-open:rotate-180" />
              </summary>
              <div className="pb-5">
                <NavLink href={section.href} className="mb-3 inline-block text-sm font-medium text-accent-on-dark">
                  All {section.label.toLowerCase()}
                </NavLink>
                <div className="grid gap-5 sm:grid-cols-2">
                  {section.groups.map((group) => (
                    <div key={group.title}>
                      <p className="eyebrow text-on-dark-subtle">{group.title}</p>
                      <ul className="mt-2">
                        {group.items.map((item) => (
                          <li key={item.href}>
                            <NavLink
                              href={item.href}
                              className="block py-1.5 text-on-dark-muted hover:text-white aria-[current=page]:text-white"
                            >
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
      <NavLink href={scheduleCall.href} className={buttonClasses('primary', 'lg', 'mt-8 w-full')}>
        {scheduleCall.name}
      </NavLink>
    </nav>
  );
}
