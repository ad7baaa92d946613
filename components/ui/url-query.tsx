'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense, useEffect } from 'react';

/**
 * Reports the named query parameters (`?service=`, `?category=`) after hydration, and again whenever
 * they change (links, `history.pushState`, Back and Forward). The pages are prerendered without a
 * query, and Next's `useSearchParams` turns its Suspense boundary into one the browser renders from
 * scratch: that boundary holds nothing but this reader, so the content around it hydrates as it is.
 */
export function UrlQuery<Name extends string>(props: { names: readonly Name[]; onChange: (query: Record<Name, string | null>) => void }) {
  return (
    <Suspense fallback={null}>
      <ReadQuery {...props} />
    </Suspense>
  );
}

function ReadQuery<Name extends string>({ names, onChange }: { names: readonly Name[]; onChange: (query: Record<Name, string | null>) => void }) {
  const params = useSearchParams();
  const values = JSON.stringify(names.map((name) => params.get(name)));
  useEffect(() => {
    const read = JSON.parse(values) as (string | null)[];
    onChange(Object.fromEntries(names.map((name, index) => [name, read[index] ?? null])) as Record<Name, string | null>);
  }, [names, values, onChange]);
  return null;
}
