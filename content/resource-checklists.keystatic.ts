import { collection, fields } from '@keystatic/core';
import { limitedText, nameAndSlug, pageOrder } from './shared/keystatic-fields';
import { articleIdPattern } from './blog-article-ref';
import { checklistLimits } from './resource-checklists';

/** Checklists on /resources (content/resource-checklists.ts): the editor's form, from the same limits as the zod schema. */
export default collection({
  label: 'Resource checklists',
  path: 'content/resources/checklists/*',
  slugField: 'title',
  format: { data: 'yaml' },
  previewUrl: '/resources/checklists/{slug}.txt',
  columns: ['title', 'order'],
  schema: {
    title: nameAndSlug('Title', 'The checklist’s title on /resources and at the top of its text file; the file name is also its download name', checklistLimits.title),
    description: limitedText('Description', 'Who it is for and when to use it, shown under the title', checklistLimits.description, { multiline: true }),
    articleId: fields.text({
      label: 'Blog article (id)',
      description: 'The blog article this checklist condenses, by its id (the file name in content/blog/articles/ without .md).',
      validation: { isRequired: true, pattern: articleIdPattern },
    }),
    items: fields.array(limitedText('Item', 'One line of the checklist', checklistLimits.item), {
      label: 'Items',
      description: `The checklist’s lines, in order (${checklistLimits.items.min} to ${checklistLimits.items.max}, so it prints on one page).`,
      itemLabel: (props) => props.value,
      validation: { length: checklistLimits.items },
    }),
    order: pageOrder('checklist'),
  },
});
