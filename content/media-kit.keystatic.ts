import { collection, fields } from '@keystatic/core';
import { limitedText, nameAndSlug, optionsOf, pageOrder } from './shared/keystatic-fields';
import { mediaAssetTypes, mediaKitFilePattern, mediaKitLimits } from './media-kit';

/** Media-kit downloads (content/media-kit.ts): the editor's form, from the same lists and limits as the zod schema. */
export default collection({
  label: 'Media kit',
  path: 'content/press/media-kit/*',
  slugField: 'title',
  format: { data: 'yaml' },
  previewUrl: '/about/press-and-media#media-kit',
  columns: ['title', 'order'],
  schema: {
    title: nameAndSlug('Title', 'The download’s name in the media kit', mediaKitLimits.title),
    description: limitedText('Description', 'What the file contains, shown under its title', mediaKitLimits.description, { multiline: true }),
    file: fields.text({
      label: 'File',
      description: 'The file under public/media-kit/, e.g. /media-kit/northstack-fact-sheet.pdf (a developer adds the file; its size is read from it at build).',
      validation: { isRequired: true, pattern: mediaKitFilePattern },
    }),
    type: fields.select({ label: 'Type', description: 'The file type shown on the download; must match the file’s extension.', options: optionsOf(mediaAssetTypes), defaultValue: mediaAssetTypes[0] }),
    order: pageOrder('download'),
  },
});
