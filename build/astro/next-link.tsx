import type { ComponentProps } from 'react';

/** `next/link` on Astro pages: a plain anchor (every navigation is a full page load). */
export default function Link(props: ComponentProps<'a'> & { href: string; prefetch?: boolean | null }) {
  const anchor = { ...props };
  delete anchor.prefetch;
  return <a {...anchor} />;
}
