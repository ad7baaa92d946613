import { SiteLink } from '@/components/ui/site-link';

/**
 * The fallback screen for a failure to deliver a page (SPEC error catalogue: 'Unexpected Application Error!' with
 * the status or message). Drawn at build into the server-error page (app/pages/500.astro), which the server answers
 * with when a page request fails.
 */
export function ErrorFallback({ status, message }: { status?: number; message?: string }) {
  return (
    <section role="alert" className="dark-surface flex min-h-[70vh] items-center bg-ink text-on-dark">
      <div className="container-page pt-32 pb-24">
        <h1 className="text-h2 font-semibold">Unexpected Application Error!</h1>
        <p className="mt-4 max-w-2xl font-mono text-sm text-on-dark-muted">{status ?? message ?? 'Something went wrong.'}</p>
        {status !== undefined && message && <p className="mt-3 max-w-2xl text-on-dark-muted">{message}</p>}
        <div className="mt-8 flex gap-3">
          <SiteLink href="/" className="inline-flex h-11 items-center rounded-full border border-white/25 px-5 text-sm font-medium hover:bg-white/5">
            Return to Home
          </SiteLink>
        </div>
      </div>
    </section>
  );
}
