import type { Metadata } from 'sharp';
import { UPLOAD_FORMATS, UPLOAD_MAX_BYTES, UPLOAD_MAX_SIDE, uploadFolderOf } from '@/content/shared/uploads';
import { IMAGE_EXTENSIONS } from './confine';

/**
 * The check of an image an editor uploads (issue 40), before anything is written: its type is read from its
 * content with sharp (never from its name or declared type), then its size and dimensions against the field's
 * folder (content/shared/uploads.ts). Local storage calls it for every image in a save (server/editor/routes.ts);
 * the GitHub save check calls it for the same. A refusal reads "file: field: reason".
 */
export type UploadVerdict = { ok: true } | { ok: false; message: string };

const acceptedFormats: readonly string[] = UPLOAD_FORMATS;
const shownFormats = 'PNG, JPEG, WebP or AVIF';

/** Whether a path of a save is an image the check must read: in an upload folder, or with an image's extension. */
export function isUploadedImage(file: string): boolean {
  const dot = file.lastIndexOf('.');
  return uploadFolderOf(file) !== undefined || (dot > 0 && (IMAGE_EXTENSIONS as readonly string[]).includes(file.slice(dot).toLowerCase()));
}

export async function checkUploadedImage(file: string, bytes: Uint8Array): Promise<UploadVerdict> {
  const folder = uploadFolderOf(file);
  const refuse = (reason: string): UploadVerdict => ({ ok: false, message: `${file}: ${folder?.field ?? '(image)'}: ${reason}` });
  if (!folder) return refuse('is not in a folder of an image field');
  if (bytes.length > UPLOAD_MAX_BYTES) return refuse(`is ${(bytes.length / 1024 / 1024).toFixed(1)} MB; an image may be at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB (save it for the web, or smaller)`);
  let metadata: Metadata;
  try {
    // Loaded at the first upload: the server starts without sharp's native binary.
    const { default: sharp } = await import('sharp');
    metadata = await sharp(bytes, { failOn: 'error' }).metadata();
  } catch {
    return refuse(`is not an image (its content is none of ${shownFormats}, whatever its name says)`);
  }
  // libvips names AVIF (and HEIC) "heif"; its compression tells them apart.
  const format = metadata.format === 'heif' && metadata.compression === 'av1' ? 'avif' : metadata.format;
  if (format === 'svg') return refuse('is an SVG drawing, which can carry script: upload it as PNG, JPEG, WebP or AVIF');
  if (!acceptedFormats.includes(format)) return refuse(`is a ${String(format).toUpperCase()} image; upload ${shownFormats}`);
  const { width, height } = metadata;
  if (!width || !height) return refuse('has no width and height');
  if (width > UPLOAD_MAX_SIDE || height > UPLOAD_MAX_SIDE) return refuse(`is ${width}×${height} px; at most ${UPLOAD_MAX_SIDE} px a side`);
  if (width < folder.minWidth || height < folder.minHeight) return refuse(`is ${width}×${height} px; the page draws it at up to ${folder.minWidth}×${folder.minHeight} px, so it must be at least that`);
  return { ok: true };
}
