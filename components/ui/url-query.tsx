import { useEffect } from 'react';

/**
 * Reports the named query parameters (`?service=`, `?position=`) once the island runs in the browser, and again
 * on Back and Forward within the page's own history entries. Pages are drawn at build without a query, so this
 * reader draws nothing and the content around it is the same before and after hydration.
 */
export function UrlQuery<Name extends string>({ names, onChange }: { names: readonly Name[]; onChange: (query: Record<Name, string | null>) => void }) {
  useEffect(() => {
    const read = () => {
      const params = new URLSearchParams(window.location.search);
      onChange(Object.fromEntries(names.map((name) => [name, params.get(name)])) as Record<Name, string | null>);
    };
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [names, onChange]);
  return null;
}
