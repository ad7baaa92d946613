import type { ReactNode } from 'react';
import type { ClaimsSection } from '@/content/home';
import { ClientStrip } from '@/components/home/client-strip';
import { CountUp } from '@/components/home/count-up';

/**
 * The band a claims section sits in: it continues the dark hero above it, so it is tighter than
 * a page band, keeps a hairline on top and is drawn at once (it starts at the fold).
 */
function ClaimsBand({ id, labelledBy, children }: { id: string; labelledBy: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={labelledBy} className="dark-surface border-t border-white/10 bg-ink text-on-dark">
      <div className="container-page py-16 sm:py-20">{children}</div>
    </section>
  );
}

/** The claims section in its own band (it draws its own band, see framedKinds in PageSections). */
export function ClaimsBandSection({ section }: { section: ClaimsSection }) {
  return (
    <ClaimsBand id={section.id} labelledBy={`${section.id}-title`}>
      <Claims section={section} />
    </ClaimsBand>
  );
}

/** The claim and its line, the counters (counting up when seen) and the client strip. */
function Claims({ section }: { section: ClaimsSection }) {
  return (
    <>
      <div className="grid gap-10 lg:grid-cols-[1fr_2fr] lg:items-end">
        <h2 id={`${section.id}-title`} className="text-h3 font-semibold text-on-dark">
          {section.heading}
          {section.intro && <span className="mt-2 block text-base font-normal text-on-dark-muted">{section.intro}</span>}
        </h2>
        <dl data-stat-band="" className="grid grid-cols-1 gap-8 sm:grid-cols-3">
          {section.counters.map((counter) => (
            <div key={counter.label} className="flex flex-col-reverse justify-end border-t border-white/15 pt-5">
              <dt className="mt-2 text-sm text-on-dark-muted">{counter.label}</dt>
              <dd className="text-stat font-semibold">
                <CountUp end={counter.end} prefix={counter.prefix} suffix={counter.suffix} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <p className="mt-8 max-w-3xl text-sm text-on-dark-subtle">
        {section.footnote.text}{' '}
        <a href={section.footnote.link.href} className="text-on-dark underline underline-offset-4 hover:text-on-dark-muted">
          {section.footnote.link.label}
        </a>
      </p>
      <div className="mt-14 border-t border-white/10 pt-10">
        <ClientStrip names={section.clients.names} label={section.clients.label} />
      </div>
    </>
  );
}
