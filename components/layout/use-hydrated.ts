'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and while React hydrates it, true from the render right after. An island
 * (the contact form) draws its no-script fallbacks until then, so that the HTML works before the scripts
 * arrive, and upgrades to the scripted behaviour without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
