'use client';

import { useSyncExternalStore } from 'react';
import { formatIsoDate, formatIsoDateLocal, prerenderedIsLocal } from '@/lib/blog/dates';

const subscribe = () => () => {};

/** In the browser: whether the visitor's language writes dates otherwise than the prerendered form. */
const needsLocalForm = () => !prerenderedIsLocal(navigator.language);

/**
 * A publication date: prerendered in a fixed English form ('November 10, 2026'), then shown in
 * the visitor's locale once the page is hydrated, where that differs (not for American English).
 * The box reserves the width, so nothing shifts. On a page Astro draws (no React in the browser) the
 * same happens after load: ./local-dates.ts finds the dates by `data-local-date`.
 */
export function LocalDate({ iso, className }: { iso: string; className?: string }) {
  const local = useSyncExternalStore(subscribe, needsLocalForm, () => false);
  return (
    <time dateTime={iso} className={className} data-local-date="">
      {local ? formatIsoDateLocal(iso) : formatIsoDate(iso)}
    </time>
  );
}
