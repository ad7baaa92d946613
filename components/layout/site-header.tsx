import { navigation, scheduleCall } from '@/content/site-map/navigation';
import { isLive } from '@/content/site-map/routes';
import { Icon } from '@/components/ui/icon';
import { HeaderShell } from './header-shell';
import { Logo } from './logo';
import type { ShellSection } from './nav-types';

/**
 * The site header. The menus are handed to the client shell as data (with icons rendered here): the
 * prerendered HTML carries them as plain links, which hydration keeps; the open one is drawn with router links.
 */
export function SiteHeader() {
  const sections: ShellSection[] = navigation.map((section) => ({
    id: section.id,
    label: section.label,
    href: section.href,
    overviewLabel: section.overviewLabel,
    live: isLive(section.href),
    blurb: section.blurb,
    featured: section.featured && { ...section.featured, live: isLive(section.featured.href) },
    groups: section.groups.map((group) => ({
      title: group.title,
      items: group.items.map((item) => ({ ...item, live: isLive(item.href) })),
      icon: <Icon name={group.icon} className="size-4 text-accent-on-dark" />,
    })),
  }));
  // The wordmark is drawn here, on the server, and handed over: the site's identity (content/site.ts) stays out of the header's scripts.
  return <HeaderShell sections={sections} cta={scheduleCall} logo={<Logo />} />;
}
