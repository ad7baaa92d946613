import type { SectionPage } from '@/content/shared/page';
import { companyPage, contactPage, organizationRef, person, type JsonLdThing } from './json-ld';

/**
 * The structured data of a page built from sections (the breadcrumb trail is added by PageJsonLd).
 * A company page publishes what its sections show about the agency: its founders and employees
 * (people sections with a schema role), its media-relations contact points and its news.
 */
export function sectionPageJsonLd(page: SectionPage): JsonLdThing[] {
  const { schema } = page;
  if (!schema) return [];
  if (schema.type === 'ContactPage') return [contactPage({ name: schema.name, path: page.path })];

  const organization: Record<string, unknown> = { ...schema.organization };
  const hasPart: JsonLdThing[] = [];
  for (const section of page.sections) {
    if (section.kind === 'people' && section.schemaRole) {
      organization[section.schemaRole] = section.people.map(person);
    } else if (section.kind === 'pressContacts') {
      organization.contactPoint = section.items.map((contact) => ({
        '@type': 'ContactPoint',
        contactType: 'media relations',
        name: contact.name,
        email: contact.email,
        telephone: contact.phone.display,
      }));
    } else if (section.kind === 'news') {
      hasPart.push(...section.items.map((item) => ({ '@type': 'NewsArticle', headline: item.title, datePublished: item.date, publisher: organizationRef() })));
    }
  }
  return [
    companyPage({
      type: schema.type,
      name: page.meta.title,
      description: page.meta.description,
      path: page.path,
      organization: Object.keys(organization).length > 0 ? organization : undefined,
      hasPart,
    }),
  ];
}
