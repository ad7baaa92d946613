/**
 * The site's three legal documents: Privacy Policy, Terms of Service and Cookie Policy, one Markdown file each
 * (content/legal/<slug>.md: frontmatter for the title, meta description, last-updated date and introduction,
 * then one `## Heading {% #anchor %}` per section). One template draws them (components/legal/legal-document.tsx).
 * Figures and names the text quotes (retention periods, the company's name and address) are written as {{key}}
 * and filled in at load from their one source (content/text-values.ts), never typed into the file.
 *
 * The texts describe what the site actually does: form submissions (contact, job application, talent pool,
 * newsletter and chat messages) are stored by the site's own API in its own PostgreSQL database and the team
 * is notified by email; there are no accounts, no third-party analytics or advertising and no tracking; the
 * only browser storage is strictly necessary localStorage.
 */
import type { PhrasingContent, RootContent } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import * as z from 'zod';
import { defineCollection } from './shared/collection';
import { isoDateField, textWithValuesField } from './shared/fields';
import { fillAll, placeholderHint, unknownPlaceholders } from './shared/placeholders';
import type { PageMeta } from './shared/types';
import { textValues } from './text-values';

/** The legal pages, in the order they link to each other (each is a route in app/: /privacy, /terms, /cookies). */
export const legalSlugs = ['privacy', 'terms', 'cookies'] as const;
export type LegalSlug = (typeof legalSlugs)[number];

export interface LegalSection {
  /** Anchor of the section (table of contents link target); unique within its document. */
  id: string;
  heading: string;
  /**
   * The section's text. When a `list` is given it is drawn after the first paragraph and any
   * further paragraphs follow it, so a section can introduce a list and then close it.
   */
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocument {
  slug: LegalSlug;
  title: string;
  meta: PageMeta;
  /** ISO date (YYYY-MM-DD) of the current version. */
  updated: string;
  intro: string;
  sections: LegalSection[];
}

export const legalLimits = {
  title: { min: 5, max: 60 },
  description: { min: 50, max: 170 },
  intro: { min: 50, max: 500 },
} as const;

/** `## Heading {% #anchor %}`: Markdoc's id annotation, which the editor keeps on save. */
const ANCHOR = /\s*\{%\s*#([a-z0-9]+(?:-[a-z0-9]+)*)\s*%\}\s*$/;
/** A section anchor: lower-case words joined by hyphens (the editor's heading field reuses it). */
export const anchorPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function line(node: RootContent): string {
  return `line ${node.position?.start.line ?? '?'} of the text`;
}

/** The text of a paragraph or heading: plain text only (the template adds the email links and bold terms). */
function plainText(nodes: PhrasingContent[]): string | undefined {
  return nodes.every((node) => node.type === 'text') ? nodes.map((node) => node.value).join('') : undefined;
}

/**
 * A document's Markdown as sections: each `##` heading with its anchor, then one paragraph, an optional bulleted
 * list, then more paragraphs. Anything else (formatting, links, other blocks) is refused with its line.
 */
export function parseLegalBody(markdown: string): { sections: LegalSection[]; problems: string[] } {
  const sections: LegalSection[] = [];
  const problems: string[] = [];
  const tree = unified().use(remarkParse).parse(markdown);
  for (const node of tree.children) {
    const section = sections.at(-1);
    if (node.type === 'heading' && node.depth === 2) {
      const text = plainText(node.children);
      const anchor = text === undefined ? null : ANCHOR.exec(text);
      if (text === undefined || !anchor?.[1]) {
        problems.push(`${line(node)}: a section heading is plain text ending with its anchor, such as "## Who we are {% #who-we-are %}"`);
        sections.push({ id: '', heading: text ?? '', paragraphs: [] });
        continue;
      }
      if (sections.some((other) => other.id === anchor[1])) problems.push(`${line(node)}: the anchor #${anchor[1]} is used twice`);
      sections.push({ id: anchor[1], heading: text.slice(0, anchor.index), paragraphs: [] });
    } else if (!section) {
      problems.push(`${line(node)}: the text must start with a "## Heading {% #anchor %}" (the introduction is the intro field)`);
    } else if (node.type === 'paragraph') {
      const text = plainText(node.children);
      if (text === undefined) problems.push(`${line(node)}: paragraphs are plain text (no bold, italics or links)`);
      section.paragraphs.push(text ?? '');
    } else if (node.type === 'list' && !node.ordered) {
      if (section.list || section.paragraphs.length !== 1) problems.push(`${line(node)}: a section has at most one bulleted list, right after its first paragraph`);
      const items = node.children.map((item) => (item.children.length === 1 && item.children[0]?.type === 'paragraph' ? plainText(item.children[0].children) : undefined));
      if (items.some((item) => item === undefined)) problems.push(`${line(node)}: each list item is one line of plain text`);
      section.list = items.filter((item) => item !== undefined);
    } else {
      problems.push(`${line(node)}: ${node.type === 'heading' ? `level-${node.depth} headings` : node.type === 'list' ? 'numbered lists' : `"${node.type}" blocks`} are not used in legal documents`);
    }
  }
  for (const section of sections) if (section.paragraphs.length === 0) problems.push(`the section "${section.heading}" has no paragraph`);
  if (sections.length === 0) problems.push('a document needs at least one section');
  return { sections, problems };
}

/**
 * What a legal document's file may hold: the loader, `npm run content:check` and the editor's form (derived in
 * legal.keystatic.ts, its Markdown text edited with `legalBodyOptions`) read it; `.meta()` is the editor's label and help.
 */
export const legalDocumentSchema = z.strictObject({
  title: textWithValuesField(legalLimits.title, textValues).meta({
    title: 'Title',
    description: 'The document’s title, its page heading and its title in search results; the file name is its address (privacy, terms or cookies)',
  }),
  /** The page's meta description (search results). */
  description: textWithValuesField(legalLimits.description, textValues).meta({ title: 'Meta description', description: `The summary search engines show. ${placeholderHint}`, multiline: true }),
  /** ISO date (YYYY-MM-DD) of the current version, shown as "Last updated". */
  updated: isoDateField.meta({ title: 'Last updated', description: 'The date of this version, shown at the top of the page. Change it with every change of meaning.', editor: 'date' }),
  intro: textWithValuesField(legalLimits.intro, textValues).meta({ title: 'Introduction', description: `The paragraph under the title, before the table of contents. ${placeholderHint}`, multiline: true }),
  /** The Markdown text, parsed into sections. */
  body: z.string().transform((markdown, context) => {
    const { sections, problems } = parseLegalBody(markdown);
    for (const key of unknownPlaceholders(markdown, textValues())) problems.push(`{{${key}}} is not a value the site knows`);
    for (const message of problems) context.addIssue({ code: 'custom', message });
    return problems.length > 0 ? z.NEVER : sections;
  }),
});

export const legalCollection = defineCollection({
  dir: 'legal',
  format: 'markdown',
  schema: legalDocumentSchema,
  check: (entries) => [
    ...legalSlugs
      .filter((slug) => !entries.some((entry) => entry.slug === slug))
      .map((slug) => ({ slug: slug as string, field: '(file)', reason: `the page /${slug} needs this document` })),
    ...entries
      .filter((entry) => !(legalSlugs as readonly string[]).includes(entry.slug))
      .map((entry) => ({ slug: entry.slug, field: '(file name)', reason: `must be one of ${legalSlugs.join(', ')} (each is a page of the site)` })),
  ],
});

/** One legal document, read and filled in on each call (an edit shows on reload in dev). */
export function legalDocument(slug: LegalSlug): LegalDocument {
  const entry = legalCollection.get(slug);
  if (!entry) throw new Error(`content/legal/${slug}.md is missing`);
  const { title, description, updated, intro, body } = fillAll(entry, textValues());
  return { slug, title, meta: { title, description }, updated, intro, sections: body };
}

/** Every legal document, in link order. */
export function legalDocuments(): LegalDocument[] {
  return legalSlugs.map(legalDocument);
}
