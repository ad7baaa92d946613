import type { Metadata } from 'next';
import { site } from '@/content/site';

/** Every page's metadata: title (templated by the root layout), description and canonical URL. */
export function pageMetadata({
  title,
  description,
  path,
  noindex = false,
}: {
  title: string;
  description: string;
  path: string;
  noindex?: boolean;
}): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title: `${title} | ${site.name}`, description, url: path, siteName: site.name, type: 'website' },
    twitter: { card: 'summary_large_image', title: `${title} | ${site.name}`, description },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** Serialises schema.org data for a <script type="application/ld+json">; '<' is escaped. */
export function jsonLd(data: Record<string, unknown>): string {
  return JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
}
