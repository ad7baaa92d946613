import { fields } from '@keystatic/core';
import { anchorPattern, legalDocumentSchema } from './legal';
import { placeholderHint } from './shared/placeholders';
import { derivedCollection } from './shared/zod-keystatic';

/**
 * The Markdown text's editor: exactly what the legal template draws, level-2 headings with an anchor, paragraphs
 * and bulleted lists, no formatting or links (the email address is linked by the page). Saving an unchanged
 * document writes the same bytes (content/legal.test.ts builds the editor's serializer from these options).
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

/** Legal documents in the editor: content/legal/<slug>.md, the frontmatter's fields derived from the one schema (./legal.ts), the text below it edited as Markdown. */
export default derivedCollection(legalDocumentSchema, {
  label: 'Legal documents',
  path: 'content/legal/*',
  slugField: 'title',
  previewUrl: '/{slug}',
  contentField: {
    key: 'body',
    field: fields.markdoc({
      label: 'Text',
      description: `One section per level-2 heading; each heading has an anchor (the link target in the table of contents), then a paragraph, an optional bulleted list and more paragraphs. A list item that starts with "Term: " shows the term in bold. ${placeholderHint}.`,
      extension: 'md',
      options: legalBodyOptions,
    }),
  },
});
