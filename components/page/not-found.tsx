import { SiteLink } from '@/components/ui/site-link';
import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { navigation } from '@/content/site-map/navigation';

/** The not-found page's content (app/pages/404.astro): the way home and the header's sections, one click each. */
export function NotFoundView() {
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
        {/* The main destinations, from the header's sections: one click to wherever the visitor was headed. */}
        <nav aria-labelledby="not-found-destinations" className="mx-auto mt-16 max-w-4xl text-left">
          <h2 id="not-found-destinations" className="eyebrow text-center text-on-dark-subtle">
            Or go straight to
          </h2>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {navigation.map((section) => (
              <li key={section.id}>
                <SiteLink
                  href={section.href}
                  className="group flex h-full flex-col rounded-lg border border-white/10 bg-white/[0.035] p-5 transition-colors hover:border-white/25"
                >
                  <span className="inline-flex items-center gap-1.5 font-semibold text-on-dark">
                    {section.label}
                    <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
                  </span>
                  <span className="mt-1 text-sm leading-6 text-on-dark-muted">{section.blurb}</span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
