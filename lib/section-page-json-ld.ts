import type { SectionPage } from '@/content/shared/page';
import { jobPostingFor } from './careers';
import {
  caseStudyArticle,
  collectionPage,
  companyPage,
  contactPage,
  faqPage,
  organizationRef,
  person,
  service,
  webPage,
  type JsonLdThing,
} from './json-ld';

/**
 * The structured data of a page built from sections (the breadcrumb trail is added by PageJsonLd):
 * the thing its `schema` names, then its questions and answers when it shows a faq section. A
 * JobPosting is published by the opening's own page only (search engines index postings on the
 * job's page, not on lists), so the list pages' job sections publish nothing.
 */
export function sectionPageJsonLd(page: SectionPage): JsonLdThing[] {
  const faq = page.sections.find((section) => section.kind === 'faq');
  return [...schemaThings(page), ...(faq?.kind === 'faq' ? [faqPage(faq.items)] : [])];
}

/**
 * The page's own thing. A company page publishes what its sections show about the agency: its
 * founders and employees (people sections with a schema role), its media-relations contact points
 * and its news.
 */
function schemaThings(page: SectionPage): JsonLdThing[] {
  const { schema, meta, path } = page;
  if (!schema) return [];
  switch (schema.type) {
    case 'ContactPage':
      return [contactPage({ name: schema.name, path })];
    case 'Service':
      return [service({ name: schema.name, serviceType: schema.serviceType, description: meta.description, path })];
    case 'CollectionPage':
      return [collectionPage({ name: meta.title, description: meta.description, path, items: schema.items })];
    case 'JobPosting':
      return [jobPostingFor(schema.opening, path)];
    case 'Article':
      return [
        caseStudyArticle({
          headline: schema.headline,
          name: meta.title,
          description: meta.description,
          abstract: schema.abstract,
          about: schema.about,
          keywords: schema.keywords,
          datePublished: schema.datePublished,
          path,
        }),
      ];
  }
  if (schema.about !== undefined) return [webPage({ name: meta.title, description: meta.description, path, about: schema.about })];

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
