/** Smooth scrolling for the home page (SPEC section 9): duration 1.2, touch 2, wheel 1; off under reduced motion. */
export const SMOOTH_SCROLL_OPTIONS = { duration: 1.2, touchMultiplier: 2, wheelMultiplier: 1, anchors: true } as const;

/** What signals that the visitor is about to scroll with a wheel or a finger. */
const SCROLL_INTENT_EVENTS = ['wheel', 'touchstart'] as const;

/**
 * Lenis starts at the visitor's first wheel or touch, not at load: its module (lazy, its own file) and its
 * animation loop cost nothing until someone scrolls, and keyboard scrolling and anchors stay native either way.
 * Reduced motion keeps it off, and stops it if the setting changes. Returns a function that stops it all.
 */
export function smoothScrollOnIntent(load: () => Promise<{ default: new (options: object) => { destroy: () => void } }> = () => import('lenis')): () => void {
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  let lenis: { destroy: () => void } | undefined;
  let cancelled = false;
  const start = async () => {
    if (reducedMotion.matches || lenis) return;
    const { default: Lenis } = await load();
    if (cancelled || reducedMotion.matches || lenis) return;
    lenis = new Lenis({ ...SMOOTH_SCROLL_OPTIONS, autoRaf: true });
  };
  const stop = () => {
    lenis?.destroy();
    lenis = undefined;
  };
  const onIntent = () => void start();
  for (const type of SCROLL_INTENT_EVENTS) window.addEventListener(type, onIntent, { passive: true, once: true });
  const onChange = () => (reducedMotion.matches ? stop() : undefined);
  reducedMotion.addEventListener('change', onChange);
  return () => {
    cancelled = true;
    for (const type of SCROLL_INTENT_EVENTS) window.removeEventListener(type, onIntent);
    reducedMotion.removeEventListener('change', onChange);
    stop();
  };
}
