import { collection, fields } from '@keystatic/core';
import { nameAndSlug, optionsOf, pageOrder } from './shared/keystatic-fields';
import { iconNames } from './shared/types';
import { articleIdPattern } from './blog-article-ref';
import { guideLimits } from './resource-guides';

/** Guides on /resources (content/resource-guides.ts): the editor's form, from the same lists and limits as the zod schema. */
export default collection({
  label: 'Resource guides',
  path: 'content/resources/guides/*',
  slugField: 'question',
  format: { data: 'yaml' },
  previewUrl: '/resources#guides',
  columns: ['question', 'order'],
  schema: {
    question: nameAndSlug('Question', 'The question a reader arrives with, shown as the guide’s heading', guideLimits.question),
    articleId: fields.text({
      label: 'Blog article (id)',
      description: 'The blog article that answers the question, by its id (the file name in content/blog/articles/ without .md); its title, summary and read time are shown from it.',
      validation: { isRequired: true, pattern: articleIdPattern },
    }),
    icon: fields.select({ label: 'Icon', description: 'The icon beside the question, from the site’s icon set.', options: optionsOf(iconNames), defaultValue: iconNames[0] }),
    order: pageOrder('guide'),
  },
});
