'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';

/** A navigation link that marks itself aria-current="page" on the page it points to. */
export function NavLink({ href, ...props }: Omit<ComponentProps<typeof Link>, 'href'> & { href: string }) {
  const pathname = usePathname();
  // Links with a query (e.g. /contact?topic=call) are variants, not the page itself.
  const current = !href.includes('?') && !href.includes('#') && pathname === href;
  return <Link href={href} aria-current={current ? 'page' : undefined} {...props} />;
}
