import { statSync } from 'node:fs';
import path from 'node:path';
import type { MediaAsset } from '@/content/media-kit';
import { formatBytes } from './format';

export interface MediaKitFile extends MediaAsset {
  /** The file's size in bytes, read from public/ at build time. */
  bytes: number;
  /** The size as shown on the page, e.g. '182.4 KB'. */
  size: string;
}

/**
 * Reads each media-kit file's real size from public/ (at build time, in a server component).
 * A missing file fails the build rather than showing a size that is not true.
 */
export function loadMediaKit(items: readonly MediaAsset[], publicDir = path.join(process.cwd(), 'public')): MediaKitFile[] {
  return items.map((item) => {
    const bytes = statSync(path.join(publicDir, item.file)).size;
    return { ...item, bytes, size: formatBytes(bytes) };
  });
}
