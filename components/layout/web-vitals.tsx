'use client';

import { useEffect } from 'react';

/**
 * The first-party vitals beacon (lib/vitals-report.ts) of a Next page: it starts once the page has hydrated,
 * its module loaded then (not among the page's first scripts).
 */
export function WebVitals() {
  useEffect(() => {
    let stop = () => {};
    let live = true;
    void import('@/lib/vitals-report').then(({ reportVitalsWhenIdle }) => {
      if (live) stop = reportVitalsWhenIdle();
    });
    return () => {
      live = false;
      stop();
    };
  }, []);
  return null;
}
