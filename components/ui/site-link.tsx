import Link from 'next/link';
import type { ComponentProps } from 'react';
import { rendererOf } from '@/content/site-map/renderers';

export type SiteLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string; prefetch?: boolean | null };

/**
 * The site's one link: Next's client-routed link where Next builds the target page too, a plain anchor
 * everywhere else (pages another renderer builds, mail and phone links, other sites). The only import of
 * `next/link` in components/, so the move off Next changes this file, not its users.
 */
export function SiteLink({ href, prefetch, ...props }: SiteLinkProps) {
  if (rendererOf(href) === 'next') return <Link href={href} prefetch={prefetch} {...props} />;
  return <a href={href} {...props} />;
}
