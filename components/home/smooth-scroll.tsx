'use client';

import { useEffect } from 'react';

/** Smooth scrolling for the home page (SPEC section 9): duration 1.2, touch 2, wheel 1; off under reduced motion. */
export const SMOOTH_SCROLL_OPTIONS = { duration: 1.2, touchMultiplier: 2, wheelMultiplier: 1, anchors: true } as const;

export function SmoothScroll() {
  useEffect(() => {
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let lenis: { destroy: () => void } | undefined;
    let cancelled = false;
    const start = async () => {
      if (reducedMotion.matches || lenis) return;
      // Loaded after hydration: scrolling works natively until then.
      const { default: Lenis } = await import('lenis');
      if (cancelled || reducedMotion.matches) return;
      lenis = new Lenis({ ...SMOOTH_SCROLL_OPTIONS, autoRaf: true });
    };
    const stop = () => {
      lenis?.destroy();
      lenis = undefined;
    };
    const onChange = () => (reducedMotion.matches ? stop() : void start());
    void start();
    reducedMotion.addEventListener('change', onChange);
    return () => {
      cancelled = true;
      reducedMotion.removeEventListener('change', onChange);
      stop();
    };
  }, []);
  return null;
}
