/**
 * The schema.org types the site publishes and the properties each must carry (Google's required and
 * recommended properties for rich results, where Google documents the type). A type not in this table
 * fails validation: add it here, with its rules, when a page starts publishing it.
 */
type Rule =
  | string
  | { anyOf: string[] }
  /** `require` must be present whenever `when` has the value `equals` (e.g. a remote job names where applicants may live). */
  | { when: string; equals: string; require: string };

export const requiredProperties: Record<string, Rule[]> = {
  Organization: ['name', 'url'],
  PostalAddress: ['streetAddress', 'addressLocality', 'addressCountry'],
  WebSite: ['name', 'url'],
  WebPage: ['name', 'url'],
  AboutPage: ['name', 'url', 'mainEntity'],
  NewsArticle: ['headline', 'datePublished'],
  ContactPoint: ['contactType', { anyOf: ['email', 'telephone'] }],
  PropertyValue: ['value'],
  CollectionPage: ['name', 'url', 'mainEntity'],
  ContactPage: ['name', 'url', 'mainEntity'],
  ItemList: ['itemListElement'],
  ListItem: ['position', 'name', { anyOf: ['item', 'url'] }],
  BreadcrumbList: ['itemListElement'],
  Service: ['name', 'provider', 'serviceType'],
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer'],
  Answer: ['text'],
  Article: ['headline', 'datePublished', 'author', 'publisher', 'image'],
  BlogPosting: ['headline', 'datePublished', 'author', 'image'],
  Person: ['name'],
  JobPosting: [
    'title',
    'description',
    'datePosted',
    'validThrough',
    'employmentType',
    'hiringOrganization',
    { anyOf: ['jobLocation', 'jobLocationType'] },
    { when: 'jobLocationType', equals: 'TELECOMMUTE', require: 'applicantLocationRequirements' },
    'baseSalary',
  ],
  Place: ['address'],
  Country: ['name'],
  MonetaryAmount: ['currency', 'value'],
  QuantitativeValue: [{ anyOf: ['value', 'minValue'] }, 'unitText'],
  Thing: ['name'],
};

/** Stricter rules for the top-level things of a page (a nested Organization reference needs only a name and URL). */
export const topLevelProperties: Record<string, string[]> = {
  Organization: ['name', 'url', 'logo'],
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isPresent = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** The things of a parsed JSON-LD script: its @graph entries, or the document itself. */
export function topLevelThings(document: unknown): Record<string, unknown>[] {
  if (Array.isArray(document)) return document.flatMap(topLevelThings);
  if (!isObject(document)) return [];
  if (Array.isArray(document['@graph'])) return document['@graph'].filter(isObject);
  return [document];
}

/**
 * Problems with a parsed JSON-LD script, as readable lines (empty when valid): a missing @context,
 * unknown types, missing required properties, breadcrumb or list positions out of order, and
 * URLs that are not absolute.
 */
export function jsonLdProblems(document: unknown): string[] {
  const problems: string[] = [];
  if (!isObject(document) || document['@context'] !== 'https://schema.org') problems.push('@context must be https://schema.org');

  const visit = (thing: Record<string, unknown>, where: string, topLevel: boolean) => {
    const type = thing['@type'];
    if (typeof type === 'string') {
      const rules = requiredProperties[type];
      if (!rules) problems.push(`${where}: type ${type} has no rules in lib/json-ld-rules.ts`);
      for (const rule of rules ?? []) {
        if (typeof rule === 'string') {
          if (!isPresent(thing[rule])) problems.push(`${where} ${type}: missing ${rule}`);
        } else if ('when' in rule) {
          if (thing[rule.when] === rule.equals && !isPresent(thing[rule.require])) {
            problems.push(`${where} ${type}: ${rule.when} ${rule.equals} needs ${rule.require}`);
          }
        } else if (!rule.anyOf.some((name) => isPresent(thing[name]))) {
          problems.push(`${where} ${type}: needs one of ${rule.anyOf.join(', ')}`);
        }
      }
      if (topLevel) {
        for (const name of topLevelProperties[type] ?? []) {
          if (!isPresent(thing[name])) problems.push(`${where} ${type}: missing ${name}`);
        }
      }
      if ((type === 'BreadcrumbList' || type === 'ItemList') && Array.isArray(thing.itemListElement)) {
        thing.itemListElement.forEach((item, index) => {
          if (!isObject(item) || item.position !== index + 1) problems.push(`${where} ${type}: item ${index + 1} has position ${isObject(item) ? String(item.position) : '?'}`);
        });
      }
    } else if (!('@id' in thing && Object.keys(thing).length === 1)) {
      problems.push(`${where}: a thing without @type`);
    }
    for (const key of ['url', 'item', 'logo', 'image', 'mainEntityOfPage']) {
      const value = thing[key];
      if (typeof value === 'string' && !/^https?:\/\//.test(value)) problems.push(`${where}: ${key} is not an absolute URL (${value})`);
    }
    for (const [key, value] of Object.entries(thing)) {
      if (key === '@context' || key === '@graph') continue;
      const children = Array.isArray(value) ? value : [value];
      children.forEach((child, index) => {
        if (isObject(child)) visit(child, `${where}.${key}${Array.isArray(value) ? `[${index}]` : ''}`, false);
      });
    }
  };

  topLevelThings(document).forEach((thing, index) => visit(thing, `#${index}`, true));
  return problems;
}

/** The @type of every thing in a parsed JSON-LD script, nested ones included. */
export function typesIn(document: unknown): string[] {
  const types: string[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isObject(value)) {
      if (typeof value['@type'] === 'string') types.push(value['@type']);
      Object.values(value).forEach(visit);
    }
  };
  visit(document);
  return types;
}
