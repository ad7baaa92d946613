/**
 * The home hero's product screens on a phone (ProductStack, home-hero.tsx): left out of the first paint there, so
 * their files never share the phone's first round trips with the headline (the largest paint) and its face; drawn
 * once the page's module runs, after the first paint, in the box the strip has held since (nothing moves). Wider
 * screens draw them from the start. Not under Save-Data: the strip is decoration.
 */
export function drawProductStack(root: ParentNode = document): void {
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
  if (saveData) return;
  root.querySelector('[data-product-stack]')?.setAttribute('data-drawn', '');
}
