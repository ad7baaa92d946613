/** The site's one date format ('January 31, 2027'): written in content/shared/dates.ts, which content builds its sentences with. */
export { formatDate } from '@/content/shared/dates';

/** A file size as people read it: bytes under 1 KB, then KB and MB with one decimal (1 KB = 1024 bytes). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`Not a file size: ${bytes}`);
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb.toFixed(1)} KB`;
  return `${(kb / 1024).toFixed(1)} MB`;
}
