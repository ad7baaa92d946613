import { navigation, scheduleCall } from '@/content/site-map/navigation';
import { IconFile } from '@/components/ui/icon';
import { HeaderShell } from './header-shell';
import { Logo } from './logo';
import type { ShellSection } from './nav-types';

/**
 * The site header. The menus are handed to the shell as data (with icons rendered here): the HTML carries them
 * as plain links, and components/layout/header-enhance.ts adds the disclosure menus after load.
 */
export function SiteHeader() {
  const sections: ShellSection[] = navigation.map((section) => ({
    id: section.id,
    label: section.label,
    href: section.href,
    overviewLabel: section.overviewLabel,
    blurb: section.blurb,
    featured: section.featured,
    groups: section.groups.map((group) => ({
      title: group.title,
      items: group.items,
      icon: <IconFile name={group.icon} className="size-4 text-accent-on-dark max-lg:hidden" />,
    })),
  }));
  // The wordmark is drawn here, on the server, and handed over: the site's identity (content/site.ts) stays out of the header's scripts.
  return <HeaderShell sections={sections} cta={scheduleCall} logo={<Logo />} />;
}
