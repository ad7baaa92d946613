import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button';
import { LogMissingPath } from '@/components/layout/log-missing-path';

/** Next writes the not-found page's `noindex` robots tag itself: a second one here would repeat it. */
export const metadata: Metadata = {
  title: 'Page not found',
};

export default function NotFound() {
  return (
    <section className="dark-surface relative isolate flex min-h-[80vh] items-center overflow-hidden bg-ink text-on-dark">
      <div aria-hidden className="glow-hero absolute inset-0 -z-10" />
      <div aria-hidden className="grid-texture absolute inset-0 -z-10" />
      <div className="container-page pt-32 pb-24 text-center">
        <p className="font-mono text-sm font-medium tracking-widest text-accent-on-dark">404</p>
        <h1 className="mt-4 text-h1 font-semibold">Oops! Page not found</h1>
        <p className="mx-auto mt-6 max-w-xl text-lead text-on-dark-muted">
          The page you are looking for has moved or never existed. Everything we do is one click away from the home page.
        </p>
        <div className="mt-10 flex justify-center">
          <ButtonLink href="/" size="lg" arrow>
            Return to Home
          </ButtonLink>
        </div>
        <LogMissingPath />
      </div>
    </section>
  );
}
