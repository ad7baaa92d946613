import { collection, fields } from '@keystatic/core';
import { anchorPattern, legalLimits } from './legal';
import { limitedText, nameAndSlug, placeholderHint } from './shared/keystatic-fields';

/**
 * Legal documents (content/legal.ts): the editor's form. The text allows exactly what the legal template draws:
 * level-2 headings with an anchor, paragraphs and bulleted lists, no formatting or links (the email address is
 * linked by the page). Saving an unchanged document writes the same bytes (content/legal.test.ts builds the
 * editor's serializer from these options).
 */
export const legalBodyOptions = {
  heading: { levels: [2], schema: { id: fields.text({ label: 'Anchor', description: 'The section’s link target, lower-case words joined by hyphens, unique in the document.', validation: { isRequired: true, pattern: { regex: anchorPattern, message: 'must be lower-case words joined by hyphens' } } }) } },
  bold: false,
  italic: false,
  strikethrough: false,
  code: false,
  blockquote: false,
  orderedList: false,
  unorderedList: true,
  table: false,
  link: false,
  image: false,
  divider: false,
  codeBlock: false,
} satisfies Parameters<typeof fields.markdoc>[0]['options'];

export default collection({
  label: 'Legal documents',
  path: 'content/legal/*',
  slugField: 'title',
  format: { contentField: 'body' },
  entryLayout: 'content',
  previewUrl: '/{slug}',
  schema: {
    title: nameAndSlug('Title', 'The document’s title, its page heading and its title in search results; the file name is its address (privacy, terms or cookies)', legalLimits.title),
    description: limitedText('Meta description', `The summary search engines show. ${placeholderHint}`, legalLimits.description, { multiline: true }),
    updated: fields.date({ label: 'Last updated', description: 'The date of this version, shown at the top of the page. Change it with every change of meaning.', validation: { isRequired: true } }),
    intro: limitedText('Introduction', `The paragraph under the title, before the table of contents. ${placeholderHint}`, legalLimits.intro, { multiline: true }),
    body: fields.markdoc({
      label: 'Text',
      description: `One section per level-2 heading; each heading has an anchor (the link target in the table of contents), then a paragraph, an optional bulleted list and more paragraphs. A list item that starts with "Term: " shows the term in bold. ${placeholderHint}.`,
      extension: 'md',
      options: legalBodyOptions,
    }),
  },
});
