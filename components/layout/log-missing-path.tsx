'use client';

import { useEffect } from 'react';
import { eagerHydration } from '@/lib/hydration';

/**
 * Logs the path that led to the 404 page (SPEC: the missing path is logged to the console), as soon as
 * the page has painted: its marker asks for the scripts without waiting for the visitor's intent.
 */
export function LogMissingPath() {
  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${window.location.pathname}`);
  }, []);
  return <span hidden {...eagerHydration} />;
}
