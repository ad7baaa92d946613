import { COUNT_UP_DURATION_MS, COUNT_UP_VISIBLE_RATIO, countUpValue, formatCount, parseCount } from '@/lib/count-up';

/** The attribute CountUp (count-up.tsx) draws on each number: 'final', then 'waiting' until seen, 'counting', 'final'. */
export const COUNT_STATE_ATTRIBUTE = 'data-count-state';

/**
 * Counts each CountUp of the page from 0 to the final value its HTML holds, once, when 30% of it is visible;
 * leaving the view mid-count ends the count at its final value. A number already on screen when this runs stays
 * as it is, and under reduced motion every number does. Returns a function that stops watching.
 */
export function enhanceCountUps(root: ParentNode = document, duration = COUNT_UP_DURATION_MS): () => void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return () => undefined;
  const stops = [...root.querySelectorAll<HTMLElement>(`[${COUNT_STATE_ATTRIBUTE}]`)].map((node) => countUp(node, duration));
  return () => stops.forEach((stop) => stop());
}

function countUp(node: HTMLElement, duration: number): () => void {
  // CountUp's three copies: the width-keeping one, the one shown, the one screen readers read.
  const shown = node.children[1];
  const count = parseCount(node.children[0]?.textContent ?? '');
  if (!shown || !count) return () => undefined;
  const { value: end, prefix, suffix } = count;
  const show = (value: number) => (shown.textContent = formatCount(value, prefix, suffix));
  const setState = (state: 'waiting' | 'counting' | 'final') => node.setAttribute(COUNT_STATE_ATTRIBUTE, state);

  let frame = 0;
  let counting = false;
  const finish = () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
    show(end);
    setState('final');
  };
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries[entries.length - 1]!;
      const visible = entry.isIntersecting && entry.intersectionRatio >= COUNT_UP_VISIBLE_RATIO;
      // A fast scroller carries the number out of view mid-count: it settles on its final value at
      // once, so coming back (or glimpsing it on the way past) never shows a half-counted figure.
      if (counting) {
        if (!entry.isIntersecting) finish();
        return;
      }
      if (!visible) return;
      counting = true;
      setState('counting');
      const start = performance.now();
      const tick = (now: number) => {
        const elapsed = now - start;
        show(countUpValue(elapsed, end, duration));
        if (elapsed < duration) frame = requestAnimationFrame(tick);
        else finish();
      };
      frame = requestAnimationFrame(tick);
    },
    // Crossing 30% starts the count; crossing 0 (out of view) while counting ends it.
    { threshold: [0, COUNT_UP_VISIBLE_RATIO] },
  );
  // Reset to 0 only once the browser can paint it, then wait to be seen. A number already on screen
  // (the visitor scrolled there before the script ran) keeps the value the visitor is reading.
  frame = requestAnimationFrame(() => {
    const { top, bottom } = node.getBoundingClientRect();
    if (top < window.innerHeight && bottom > 0) return;
    show(0);
    setState('waiting');
    observer.observe(node);
  });
  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
  };
}
