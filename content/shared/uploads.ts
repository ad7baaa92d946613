/**
 * Images an editor uploads through the editor's image fields (Keystatic's `fields.image`): where each kind is saved
 * under public/, the address the page loads it from, and the smallest size the page may draw it at. The schemas
 * (`.meta({ upload })`, from which the editor's fields are derived), the upload check (server/editor/uploads.ts) and
 * the loaders read this one table. Reads no file: the editor bundles it.
 */

/** The largest upload: a photo saved for the web is far smaller. */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** The longest side an upload may have: twice the widest the site draws an image, with room to crop. */
export const UPLOAD_MAX_SIDE = 4000;
/** The types an upload may be, by content (never by its name). SVG is refused: a file that can carry script. */
export const UPLOAD_FORMATS = ['png', 'jpeg', 'webp', 'avif'] as const;

export interface UploadFolder {
  /** The folder under the checkout that Keystatic saves into (each entry's file in <directory>/<slug>/). */
  directory: string;
  /** The address that folder is served at. */
  publicPath: string;
  /** The field's name in the entry's file, for the refusal's "file: field: reason". */
  field: string;
  /** The smallest width and height: the largest size the page draws the image at. */
  minWidth: number;
  minHeight: number;
}

export const uploadFolders = {
  /** An article's cover: drawn 16:9, up to 1200 px wide on the article page. */
  articleCover: { directory: 'public/blog/covers', publicPath: '/blog/covers/', field: 'cover', minWidth: 1200, minHeight: 675 },
  /** A case study's artwork: drawn 4:3, at 640×480 beside the introduction and on the cards. */
  caseStudyArt: { directory: 'public/work/art/uploads', publicPath: '/work/art/uploads/', field: 'cover', minWidth: 640, minHeight: 480 },
  /** A person's photograph: cropped to a circle or a rounded square, up to 112 px wide, twice that on a sharp screen. */
  portraitPhoto: { directory: 'public/portrait-photos', publicPath: '/portrait-photos/', field: 'photo', minWidth: 224, minHeight: 224 },
} as const satisfies Record<string, UploadFolder>;

/** The upload folder a path of the checkout is in, if any. */
export function uploadFolderOf(file: string): UploadFolder | undefined {
  return Object.values(uploadFolders).find((folder) => file.startsWith(`${folder.directory}/`));
}

/** What the editor's field says about an upload's limits. */
export function uploadRules(folder: UploadFolder): string {
  return `PNG, JPEG, WebP or AVIF (not SVG), at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB, at least ${folder.minWidth}×${folder.minHeight} px and at most ${UPLOAD_MAX_SIDE} px a side`;
}
