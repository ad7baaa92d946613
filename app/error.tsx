'use client';

import { ErrorFallback } from '@/components/layout/error-fallback';

export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorFallback error={error} reset={reset} />;
}
