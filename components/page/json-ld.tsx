import { jsonLd } from '@/lib/metadata';

/** schema.org structured data for search engines, as a JSON-LD script (never executed, so no CSP hash). */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />;
}
