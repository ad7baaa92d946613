import { breadcrumbList, serializeJsonLd, type JsonLdThing } from '@/lib/json-ld';

/**
 * schema.org structured data for search engines, as a JSON-LD script (never executed, so no CSP hash).
 * Several things go into one script as an @graph.
 */
export function JsonLd({ data }: { data: JsonLdThing | readonly JsonLdThing[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

/**
 * A page's structured data: the page's own things (lib/json-ld.ts builders), one script each, then its
 * breadcrumb trail (nested pages, derived from the path and the route registry). Every page template
 * renders one; the root layout adds the Organization and WebSite.
 */
export function PageJsonLd({ path, data = [] }: { path: string; data?: readonly JsonLdThing[] }) {
  const trail = breadcrumbList(path);
  const things = trail ? [...data, trail] : data;
  return (
    <>
      {things.map((thing, index) => (
        <JsonLd key={`${thing['@type']}-${index}`} data={thing} />
      ))}
    </>
  );
}
