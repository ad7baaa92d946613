'use client';

import { useEffect } from 'react';
import type { VitalBeacon } from '@/lib/vitals';

/**
 * Field measurement, first-party and private: the page view's LCP, INP and CLS (the `web-vitals`
 * library) go to `POST /api/vitals` with `navigator.sendBeacon`, one small beacon each, with the page
 * path, the value, its rating and a coarse device class; no cookie, no identifier. The library and
 * lib/vitals load once the page has hydrated and the browser is idle, so they cost the first paint
 * nothing; the library reads the paints and inputs the browser buffered before it came. The path is the one the page was loaded at
 * (the metrics belong to that load, also after client navigations).
 */
export function WebVitals() {
  useEffect(() => {
    if (typeof navigator.sendBeacon !== 'function') return;
    const path = window.location.pathname;
    let cancelled = false;
    const start = () => {
      void Promise.all([import('web-vitals'), import('@/lib/vitals')]).then(([{ onCLS, onINP, onLCP }, { deviceClass }]) => {
        if (cancelled) return;
        const device = deviceClass(window.matchMedia('(pointer: coarse)').matches, window.innerWidth);
        const report = ({ name, value, rating }: { name: string; value: number; rating: VitalBeacon['rating'] }) => {
          const beacon = { path, metric: name, value: name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value), rating, device };
          navigator.sendBeacon('/api/vitals', JSON.stringify(beacon));
        };
        onLCP(report);
        onINP(report);
        onCLS(report);
      });
    };
    // Safari has no requestIdleCallback.
    const timer = typeof window.requestIdleCallback === 'function' ? null : setTimeout(start, 1000);
    const idle = timer === null ? window.requestIdleCallback(start, { timeout: 3000 }) : null;
    return () => {
      cancelled = true;
      if (idle !== null) window.cancelIdleCallback(idle);
      if (timer !== null) clearTimeout(timer);
    };
  }, []);
  return null;
}
