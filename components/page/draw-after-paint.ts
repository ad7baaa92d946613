/**
 * Decoration under a phone's first screen that waits for it: the home hero's product screens and the company pages'
 * portrait wall. Each is a box marked `data-draw-after-paint` whose pictures are not rendered below tablets (class
 * `hidden md:block [[data-drawn]_&]:block`), so a phone asks for none of their files while the document, the
 * stylesheet and the faces have its slow line (on /about the wall's nine portraits were in Lighthouse's largest
 * paint). The page's module marks the boxes drawn once it runs, after the first paint and the faces
 * (build/defer-page-modules.ts), in the space each box has held since: nothing moves. Wider screens draw them from
 * the start; without scripts a style in the head draws them (SHOW_WITHOUT_SCRIPTS). Not under Save-Data: decoration.
 */
export const DRAW_AFTER_PAINT = 'data-draw-after-paint';

/** The class list of a picture in such a box: not rendered on a phone until the box is drawn. */
export const AFTER_PAINT_ON_PHONES = 'hidden md:block [[data-drawn]_&]:block';

/** For a `<noscript>` in the head: the pictures at once where no module will draw them. */
export const SHOW_WITHOUT_SCRIPTS = `[${DRAW_AFTER_PAINT}] .hidden{display:block}`;

export function drawAfterPaint(root: ParentNode = document): void {
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
  if (saveData) return;
  for (const box of root.querySelectorAll(`[${DRAW_AFTER_PAINT}]`)) box.setAttribute('data-drawn', '');
}
