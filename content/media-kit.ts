import * as z from 'zod';
import { defineCollection } from './shared/collection';
import { duplicateOrders, inPageOrder, orderField, textField } from './shared/fields';
import { typedFigureProblems } from './company/figures';

/**
 * The media kit: one file per download, content/press/media-kit/<slug>.yaml, listed on /about/press-and-media
 * in `order`. The file itself lives under public/media-kit/ (written by scripts/make-media-kit.ts); its size is
 * read from it at build, never written here.
 */
export const mediaAssetTypes = ['PDF', 'ZIP'] as const;

export const mediaKitLimits = {
  title: { min: 3, max: 60 },
  description: { min: 20, max: 200 },
} as const;

/** A file in public/media-kit/. */
const mediaKitFilePattern = { regex: /^\/media-kit\/[a-z0-9-]+\.(pdf|zip)$/, message: 'must be a file in public/media-kit, such as /media-kit/northstack-fact-sheet.pdf' };

/** One download's file: the one schema the loader, content:check and the editor's form (derived from it in media-kit.keystatic.ts) read. */
export const mediaAssetSchema = z.strictObject({
  title: textField(mediaKitLimits.title).meta({ title: 'Title', description: 'The download’s name in the media kit' }),
  description: textField(mediaKitLimits.description).meta({ title: 'Description', description: 'What the file contains, shown under its title', multiline: true }),
  file: z
    .string()
    .regex(mediaKitFilePattern.regex, mediaKitFilePattern.message)
    .transform((value) => value as `/media-kit/${string}`)
    .meta({
      title: 'File',
      description: 'The file under public/media-kit/, e.g. /media-kit/northstack-fact-sheet.pdf (a developer adds the file; its size is read from it at build).',
    }),
  type: z.enum(mediaAssetTypes, { error: `must be one of ${mediaAssetTypes.join(', ')}` }).meta({ title: 'Type', description: 'The file type shown on the download; must match the file’s extension.' }),
  order: orderField.meta({ title: 'Position', description: 'Where this download appears on the page: 1 comes first; two entries may not share a number (1 to 999).' }),
});

export type MediaAssetEntry = z.output<typeof mediaAssetSchema>;
export type MediaAsset = Omit<MediaAssetEntry, 'order'>;

export const mediaKit = defineCollection({
  dir: 'press/media-kit',
  format: 'yaml',
  schema: mediaAssetSchema,
  check: (entries) => [
    ...entries
      .filter((entry) => entry.file.split('.').pop()?.toUpperCase() !== entry.type)
      .map((entry) => ({ slug: entry.slug, field: 'type', reason: `must match the file's extension (${entry.file})` })),
    ...duplicateOrders(entries),
    ...typedFigureProblems(entries, ['description']),
  ],
});

/** The media kit's files, in page order. */
export function mediaKitFiles(): MediaAsset[] {
  return inPageOrder(mediaKit.all(), 'slug', 'order');
}
