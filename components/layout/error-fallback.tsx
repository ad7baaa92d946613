'use client';

import { SiteLink } from '@/components/ui/site-link';

/** The fallback screen for a rendering failure (SPEC error catalogue). */
export function ErrorFallback({ error, reset }: { error: Error & { digest?: string; status?: number }; reset?: () => void }) {
  const detail = error.status ? `${error.status}` : error.message || 'Something went wrong.';
  return (
    <section role="alert" className="dark-surface flex min-h-[70vh] items-center bg-ink text-on-dark">
      <div className="container-page pt-32 pb-24">
        <h1 className="text-h2 font-semibold">Unexpected Application Error!</h1>
        <p className="mt-4 max-w-2xl font-mono text-sm text-on-dark-muted">{detail}</p>
        <div className="mt-8 flex gap-3">
          {reset && (
            <button type="button" onClick={reset} className="h-11 rounded-full bg-accent px-5 text-sm font-medium text-white hover:bg-accent-hover">
              Try again
            </button>
          )}
          <SiteLink href="/" className="inline-flex h-11 items-center rounded-full border border-white/25 px-5 text-sm font-medium hover:bg-white/5">
            Return to Home
          </SiteLink>
        </div>
      </div>
    </section>
  );
}
