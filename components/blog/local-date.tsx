'use client';

import { useSyncExternalStore } from 'react';
import { formatIsoDate, formatIsoDateLocal } from '@/lib/blog/dates';

const subscribe = () => () => {};

/**
 * A publication date: prerendered in a fixed English form ('November 10, 2026'), then shown in
 * the visitor's locale once the page is hydrated. The box reserves the width, so nothing shifts.
 */
export function LocalDate({ iso, className }: { iso: string; className?: string }) {
  const hydrated = useSyncExternalStore(subscribe, () => true, () => false);
  return (
    <time dateTime={iso} className={className}>
      {hydrated ? formatIsoDateLocal(iso) : formatIsoDate(iso)}
    </time>
  );
}
