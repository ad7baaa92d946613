/**
 * schema.org structured data: one typed builder per type the site publishes, and a safe serialiser.
 * Pages render the result with components/page/json-ld.tsx; e2e/seo.spec.ts checks every exported
 * page against the required properties in lib/json-ld-rules.ts.
 */
import { canonicalPages, pageAt } from '@/content/site-map/routes';
import { site } from '@/content/site';
import { ogImagePath } from './og';

export interface JsonLdThing {
  '@type': string;
  '@id'?: string;
  [property: string]: unknown;
}

/** An absolute URL on the site for a path ('/services' -> 'https://…/services'). */
export function absoluteUrl(path: string): string {
  return new URL(path, site.url).toString();
}

const ORGANIZATION_ID = absoluteUrl('/#organization');
const WEBSITE_ID = absoluteUrl('/#website');

/** The agency, with its address and public profiles (rendered on every page by the root layout). */
export function organization(): JsonLdThing {
  return {
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon-512.png'),
    description: site.description,
    email: site.email,
    telephone: site.phone.display,
    address: postalAddress(),
    sameAs: site.social.filter((profile) => profile.href.startsWith('https://')).map((profile) => profile.href),
  };
}

/** A short reference to the agency for provider / publisher / hiringOrganization properties. */
export function organizationRef(): JsonLdThing {
  return { '@type': 'Organization', '@id': ORGANIZATION_ID, name: site.name, url: absoluteUrl('/') };
}

/** The site itself (rendered on every page by the root layout). */
export function website(): JsonLdThing {
  return {
    '@type': 'WebSite',
    '@id': WEBSITE_ID,
    name: site.name,
    url: absoluteUrl('/'),
    description: site.description,
    inLanguage: 'en',
    publisher: { '@id': ORGANIZATION_ID },
  };
}

function postalAddress(): JsonLdThing {
  return {
    '@type': 'PostalAddress',
    streetAddress: site.address.street,
    addressLocality: site.address.city,
    addressRegion: site.address.region,
    postalCode: site.address.postalCode,
    addressCountry: site.address.country,
  };
}

/**
 * Home > section > … > page for a nested path, from the route registry's titles: '/services/devops' gives
 * Home, Services, DevOps. Ancestors that are not live pages are skipped (a crumb must lead somewhere).
 * Null for the home page and top-level pages, which have no trail worth showing.
 */
export function breadcrumbList(path: string): JsonLdThing | null {
  const segments = path.split('/').filter(Boolean);
  if (segments.length < 2) return null;
  const live = new Map(canonicalPages.map((page) => [page.path as string, page.title]));
  const crumbs: { name: string; path: string }[] = [{ name: 'Home', path: '/' }];
  segments.forEach((_, index) => {
    const prefix = `/${segments.slice(0, index + 1).join('/')}`;
    const title = live.get(prefix) ?? (prefix === path ? pageAt(prefix)?.title : undefined);
    if (title) crumbs.push({ name: title, path: prefix });
  });
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** A service page: what is offered, by whom. */
export function service(page: { name: string; serviceType: string; description: string; path: string }): JsonLdThing {
  return {
    '@type': 'Service',
    name: page.name,
    serviceType: page.serviceType,
    description: page.description,
    url: absoluteUrl(page.path),
    areaServed: 'Worldwide',
    provider: { ...organizationRef(), email: site.email, telephone: site.phone.display },
  };
}

export interface FaqItem {
  question: string;
  answer: string;
}

/** Questions and answers shown on the page. */
export function faqPage(items: readonly FaqItem[]): JsonLdThing {
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** A page about a subject (industry pages), published by the agency. */
export function webPage(page: { name: string; description: string; path: string; about?: string }): JsonLdThing {
  return {
    '@type': 'WebPage',
    name: page.name,
    description: page.description,
    url: absoluteUrl(page.path),
    ...(page.about ? { about: { '@type': 'Thing', name: page.about } } : {}),
    isPartOf: { '@id': WEBSITE_ID },
    publisher: organizationRef(),
  };
}

/**
 * A company page (about, mission, team, press): an AboutPage or WebPage whose subject is the agency,
 * with the page's own additions (its people, contact points, news) on the Organization.
 */
export function companyPage(page: {
  type: 'AboutPage' | 'WebPage';
  name: string;
  description: string;
  path: string;
  organization?: Record<string, unknown>;
  hasPart?: readonly JsonLdThing[];
}): JsonLdThing {
  return {
    '@type': page.type,
    name: page.name,
    description: page.description,
    url: absoluteUrl(page.path),
    isPartOf: { '@id': WEBSITE_ID },
    [page.type === 'AboutPage' ? 'mainEntity' : 'about']: { ...organizationRef(), ...page.organization },
    ...(page.hasPart?.length ? { hasPart: page.hasPart } : {}),
  };
}

/**
 * A person's `image`: the absolute address of the photo the editor uploaded, and nothing without one. The illustrated
 * portrait (public/portraits/{id}.svg) is drawn from the name, not a likeness: search engines read a Person's image as
 * what the person looks like, so a drawing is never claimed as one.
 */
function personImage(photo: { src: string } | undefined): { image?: string } {
  return photo ? { image: absoluteUrl(photo.src) } : {};
}

/** A person of the agency, with their photo when one is uploaded. */
export function person(person: { name: string; title: string; bio: string; specialties?: readonly string[]; photo?: { src: string } | undefined }): JsonLdThing {
  return {
    '@type': 'Person',
    name: person.name,
    jobTitle: person.title,
    description: person.bio,
    ...personImage(person.photo),
    ...(person.specialties?.length ? { knowsAbout: person.specialties } : {}),
    worksFor: organizationRef(),
  };
}

/** A page listing other pages (case studies), in order. */
export function collectionPage(page: {
  name: string;
  description: string;
  path: string;
  items: readonly { name: string; path: string }[];
}): JsonLdThing {
  return {
    '@type': 'CollectionPage',
    name: page.name,
    description: page.description,
    url: absoluteUrl(page.path),
    isPartOf: { '@id': WEBSITE_ID },
    publisher: organizationRef(),
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: page.items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: absoluteUrl(item.path),
        name: item.name,
      })),
    },
  };
}

/** A case study: an article written and published by the agency. */
export function caseStudyArticle(study: {
  headline: string;
  name: string;
  description: string;
  abstract: string;
  about: string;
  keywords: readonly string[];
  datePublished: string;
  path: string;
}): JsonLdThing {
  return {
    '@type': 'Article',
    headline: study.headline,
    name: study.name,
    description: study.description,
    abstract: study.abstract,
    articleSection: 'Case studies',
    genre: 'Case study',
    about: study.about,
    keywords: study.keywords.join(', '),
    datePublished: study.datePublished,
    url: absoluteUrl(study.path),
    mainEntityOfPage: absoluteUrl(study.path),
    image: absoluteUrl(ogImagePath(study.path)),
    author: organizationRef(),
    publisher: organizationRef(),
  };
}

/** The contact page: the agency's address, email and phone. */
export function contactPage(page: { name: string; path: string }): JsonLdThing {
  return {
    '@type': 'ContactPage',
    name: page.name,
    url: absoluteUrl(page.path),
    mainEntity: {
      ...organizationRef(),
      email: site.email,
      telephone: site.phone.display,
      address: postalAddress(),
    },
  };
}

/** schema.org employment types (Google's JobPosting vocabulary). */
export type EmploymentType = 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN' | 'OTHER';

export interface JobPostingInput {
  title: string;
  /** The full description shown on the page (plain text or simple HTML). */
  description: string;
  /** ISO 8601 date, e.g. '2026-11-02'. */
  datePosted: string;
  /** ISO 8601 date after which the posting is closed. */
  validThrough?: string;
  employmentType: EmploymentType;
  /** 'remote': anywhere in the listed countries; 'hybrid' and 'onsite': at the agency's address. */
  workplace: 'remote' | 'hybrid' | 'onsite';
  /** Countries a remote applicant may live in (ISO 3166-1 alpha-2); defaults to the agency's country. */
  applicantCountries?: readonly string[];
  salary: { min: number; max: number; currency?: string; unit?: 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR' };
  /** The page of the posting, e.g. '/careers/positions', with an optional #fragment for one of several. */
  path: string;
  /** The agency's own id for the opening. */
  identifier?: string;
  /** The department, e.g. 'Engineering'. */
  occupationalCategory?: string;
  /** True when the site itself takes the application (our /careers/apply form). */
  directApply?: boolean;
}

/** An open position (careers pages). */
export function jobPosting(job: JobPostingInput): JsonLdThing {
  const location =
    job.workplace === 'remote'
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: (job.applicantCountries ?? [site.address.country]).map((country) => ({
            '@type': 'Country',
            name: country,
          })),
        }
      : { jobLocation: { '@type': 'Place', address: postalAddress() } };
  return {
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    ...(job.identifier ? { identifier: { '@type': 'PropertyValue', name: site.name, value: job.identifier } } : {}),
    datePosted: job.datePosted,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    employmentType: job.employmentType,
    ...(job.occupationalCategory ? { occupationalCategory: job.occupationalCategory } : {}),
    hiringOrganization: { ...organizationRef(), logo: absoluteUrl('/icon-512.png') },
    ...location,
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: job.salary.currency ?? 'USD',
      value: { '@type': 'QuantitativeValue', minValue: job.salary.min, maxValue: job.salary.max, unitText: job.salary.unit ?? 'YEAR' },
    },
    url: absoluteUrl(job.path),
    directApply: job.directApply ?? false,
  };
}

/** '$80,000 - $120,000' -> { min: 80000, max: 120000 }; null when the text is not a dollar range. */
export function parseSalaryRange(text: string): { min: number; max: number } | null {
  const match = /^\s*\$([\d,]+)\s*[-–]\s*\$([\d,]+)\s*$/.exec(text);
  if (!match?.[1] || !match[2]) return null;
  const min = Number(match[1].replace(/,/g, ''));
  const max = Number(match[2].replace(/,/g, ''));
  return min <= max ? { min, max } : null;
}

export interface BlogPostingInput {
  headline: string;
  description: string;
  /** The article's page, e.g. '/blog/ai-code-review'. */
  path: string;
  /** ISO 8601 date or date-time. */
  datePublished: string;
  dateModified?: string;
  /** The byline: name, role and the photo the editor uploaded, if any. */
  author: { name: string; role?: string; photo?: { src: string } | undefined };
  /** The article's category, e.g. 'Artificial Intelligence'. */
  section?: string;
  /** An image path on the site; defaults to the page's generated share image. */
  image?: string;
}

/** A blog article. */
export function blogPosting(article: BlogPostingInput): JsonLdThing {
  return {
    '@type': 'BlogPosting',
    headline: article.headline,
    description: article.description,
    datePublished: article.datePublished,
    dateModified: article.dateModified ?? article.datePublished,
    author: { '@type': 'Person', name: article.author.name, ...(article.author.role ? { jobTitle: article.author.role } : {}), ...personImage(article.author.photo) },
    image: absoluteUrl(article.image ?? ogImagePath(article.path)),
    ...(article.section ? { articleSection: article.section } : {}),
    url: absoluteUrl(article.path),
    mainEntityOfPage: absoluteUrl(article.path),
    publisher: { ...organizationRef(), logo: absoluteUrl('/icon-512.png') },
  };
}

/**
 * Serialises one thing or several (as an @graph) for a <script type="application/ld+json">. '<', '>'
 * and '&' are escaped so the text can never close the script or read as markup, and U+2028/U+2029
 * so it stays valid in any JavaScript context.
 */
export function serializeJsonLd(data: JsonLdThing | readonly JsonLdThing[]): string {
  const document = Array.isArray(data)
    ? { '@context': 'https://schema.org', '@graph': data }
    : { '@context': 'https://schema.org', ...(data as JsonLdThing) };
  return JSON.stringify(document)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
