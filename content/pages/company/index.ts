import { callToAction } from '../../booking-links';
import { bandStats, companyFigures } from '../../company/figures';
import { leaders, showcasePeople, teamMembers } from '../../company/people';
import type { CompanyPage, PeopleSection } from '../../company/types';
import { heroArt } from '../../hero-art';
import { mediaKitFiles } from '../../media-kit';
import { mediaContacts } from '../../press-contacts';
import { newsItems } from '../../press-news';
import type { PageSection } from '../../shared/sections';
import type { InternalPath } from '../../shared/types';
import { companyPageEntries, valuesOf } from './collection';
import { factSheetAsOf, factSheetGroups, offerRows } from './fact-sheet';
import { companyPagePaths, type CompanyPageFile, type CompanyPageSlug } from './schema';
import './sections';

export { companyPagePaths, type CompanyPageSlug } from './schema';

type Block = CompanyPageFile['sections'][number];

/** A link to /contact keeps it unless its words promise a call: then it opens the call picker (content/booking-links.ts). */
const linkFor = (label: string, href: InternalPath) => (href === '/contact' ? callToAction(label).href : href);

function peopleSection(block: Extract<Block, { discriminant: 'people' }>['value']): PeopleSection {
  const { group, join, ...words } = block;
  if (group === 'founders') return { kind: 'people', ...words, layout: 'profiles', people: leaders(), schemaRole: 'founder' };
  if (group === 'voices') return { kind: 'people', ...words, layout: 'quotes', people: showcasePeople(), schemaRole: 'employee' };
  return { kind: 'people', ...words, layout: 'grid', people: teamMembers(), ...(join ? { join } : {}), schemaRole: 'employee' };
}

/** A block of the file as the section the renderer draws, its computed part filled from its source. */
function sectionOf(block: Block): PageSection {
  switch (block.discriminant) {
    case 'stats':
      // A figure of the fact sheet is drawn with the note it needs beside it (a best case's median, a survey).
      return { kind: 'stats', ...block.value, items: bandStats(block.value.items) };
    case 'people':
      return peopleSection(block.value);
    case 'companyValues':
      return { kind: 'iconGrid', ...block.value, items: valuesOf(entryOf('our-mission')) ?? [] };
    case 'factSheet':
      return { kind: 'factSheet', ...block.value, asOf: factSheetAsOf, groups: factSheetGroups };
    case 'offerTable':
      return { kind: 'offerTable', ...block.value, offers: offerRows };
    case 'news':
      return { kind: 'news', ...block.value, items: newsItems() };
    case 'mediaKit':
      return { kind: 'mediaKit', ...block.value, items: mediaKitFiles() };
    case 'pressContacts':
      return { kind: 'pressContacts', ...block.value, items: mediaContacts() };
    default:
      return { kind: block.discriminant, ...block.value } as PageSection;
  }
}

const entryOf = (slug: CompanyPageSlug) => companyPageEntries().find((entry) => entry.slug === slug);

/** What the page publishes about the studio: the hero's words as its description or slogan, and its head count. */
function studioData(entry: CompanyPageFile): Record<string, unknown> | undefined {
  const { studio } = entry.structuredData;
  if (studio === 'slogan') return { slogan: entry.hero.headline };
  if (studio === 'description') return { description: entry.hero.intro };
  if (studio !== 'descriptionAndSize') return undefined;
  const { experts } = companyFigures;
  return { description: entry.hero.intro, numberOfEmployees: { '@type': 'QuantitativeValue', minValue: Number.parseInt(experts.value, 10), unitText: 'employees', description: experts.label } };
}

/**
 * A company page (/about, its pages and /team) as a page module, from its file (content/company/pages/<slug>.yaml):
 * the hero in its look (its artwork, or people), the sections in the file's order (people, news, the media kit, the fact sheet and the
 * values filled from their sources), the closing call and the page's schema.org type. Read on each call, so an
 * edited file shows on reload in dev.
 */
export function companyPage(slug: CompanyPageSlug): CompanyPage {
  const entry = entryOf(slug);
  if (!entry) throw new Error(`content/company/pages/${slug}.yaml: (file): is missing`);
  const { hero, closing } = entry;
  const organization = studioData(entry);
  return {
    path: companyPagePaths[slug],
    meta: entry.meta,
    hero: {
      // The look the file chooses: its artwork, or people in its place (the schema requires the one with the other).
      ...(hero.look === 'artwork' && hero.art ? { art: heroArt(hero.art) } : hero.look !== 'artwork' ? { companyLook: hero.look } : {}),
      label: hero.label,
      headline: hero.headline,
      intro: hero.intro,
      actions: hero.actions.map((action) => ({ ...action, href: linkFor(action.label, action.href) })),
    },
    ...(entry.firstBand ? { firstBand: entry.firstBand } : {}),
    sections: entry.sections.map(sectionOf),
    closing: { heading: closing.heading, body: closing.body, ctaLabel: closing.ctaLabel, href: linkFor(closing.ctaLabel, closing.href), ...(closing.secondary ? { secondary: closing.secondary } : {}) },
    schema: { type: entry.structuredData.type, ...(organization ? { organization } : {}) },
  };
}
