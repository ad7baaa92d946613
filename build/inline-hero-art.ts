/**
 * The first screen's artwork comes inside the HTML. A page's hero image (the one asked for at high
 * priority: a case study's art, the blog's featured cover) is an SVG file of a few KB; as a request it
 * starts beside the web font's, and on a slow network the second connection costs a round trip before
 * the largest paint (Lighthouse: case study LCP 1.06 s as a file, 0.98 s inline). The step writes the
 * file into the `<img>` as a `data:` URL and drops the preload React wrote for it.
 */
import { svgDataUrl } from '@/lib/icon';
import { applyEdits, attribute, attributeRange, elementsByTag, escapeAttribute, hasToken, parseHtml, sourceRange, type Edit } from '@/lib/html';

/** A file of the export's public artwork: '/work/art/x.svg', never '..' or another kind. */
export const isPublicSvg = (src: string) => /^\/[\w-]+(\/[\w-]+)*\.svg$/.test(src);

/**
 * Inlines every high-priority SVG image of the page; `readSvg` reads a file of the export by its path.
 * A page without one comes back unchanged; so does a page already processed.
 */
export function inlineHeroArt(html: string, readSvg: (src: string) => string): { html: string; inlined: string[] } {
  const document = parseHtml(html);
  const edits: Edit[] = [];
  const inlined: string[] = [];
  for (const image of elementsByTag(document, 'img')) {
    const src = attribute(image, 'src');
    if (attribute(image, 'fetchpriority')?.toLowerCase() !== 'high' || !src || !src.endsWith('.svg') || src.startsWith('data:')) continue;
    if (!isPublicSvg(src)) throw new Error(`<img src="${src}" fetchpriority="high">: not an SVG file of the export, so it cannot be inlined`);
    edits.push({ ...attributeRange(image, 'src'), text: `src="${escapeAttribute(svgDataUrl(readSvg(src).trim()))}"` });
    inlined.push(src);
  }
  if (inlined.length === 0) return { html, inlined };
  for (const link of elementsByTag(document, 'link')) {
    if (hasToken(link, 'rel', 'preload') && attribute(link, 'as') === 'image' && inlined.includes(attribute(link, 'href') ?? '')) {
      edits.push({ ...sourceRange(link), text: '' });
    }
  }
  return { html: applyEdits(html, edits), inlined };
}
