'use client';

import { SiteLink, type SiteLinkProps } from '@/components/ui/site-link';
import { usePathname } from './page-path';

/** Whether a link leads to the page shown. Links with a query (e.g. /contact?topic=call) or an anchor are variants, not the page itself. */
export const isCurrentLink = (href: string, pathname: string) => !href.includes('?') && !href.includes('#') && pathname === href;

/** A navigation link that marks itself aria-current="page" on the page it points to. */
export function NavLink({ href, ...props }: Omit<SiteLinkProps, 'href'> & { href: string }) {
  const pathname = usePathname();
  return <SiteLink href={href} aria-current={isCurrentLink(href, pathname) ? 'page' : undefined} {...props} />;
}
