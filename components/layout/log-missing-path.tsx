'use client';

import { useEffect } from 'react';

/**
 * Logs the path that led to the 404 page (SPEC: the missing path is logged to the console) once the
 * page has hydrated, right after its first paint.
 */
export function LogMissingPath() {
  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${window.location.pathname}`);
  }, []);
  return null;
}
