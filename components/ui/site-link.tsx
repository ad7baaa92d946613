import type { ComponentProps } from 'react';

export type SiteLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/** The site's one link: a plain anchor (every page is a document of its own; a visit loads it in full). */
export function SiteLink(props: SiteLinkProps) {
  return <a {...props} />;
}
