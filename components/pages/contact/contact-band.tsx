import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Timeline } from '@/components/ui/timeline';
import type { ContactSection } from '@/content/contact';
import { leafOf, type SectionLeaves } from '../leaves';

/**
 * The enquiry form (the page's `form` leaf, see contactFormLeaf) beside the direct contact details
 * (the section's heading) and what happens after sending.
 */
export function Contact({ section, leaves }: { section: ContactSection; leaves: SectionLeaves }) {
  const form = leafOf(leaves, section.leaf, section.id);
  const { nextSteps, address } = section;
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:gap-10 xl:gap-14">
      <div className="rounded-xl border border-line bg-paper-raised p-6 shadow-card sm:p-10 lg:self-start">
        {form}
      </div>

      <div className="grid content-start gap-8">
        <div>
          <h2 id={`${section.id}-title`} className="text-2xl font-semibold tracking-[-0.02em] sm:text-[1.75rem]">
            {section.heading}
          </h2>
          {section.intro && <p className="mt-2 leading-7 text-fg-muted">{section.intro}</p>}
          <ul className="mt-6 grid gap-3">
            <DetailItem icon={<Mail className="size-5" strokeWidth={1.75} aria-hidden />} label="Email">
              <a href={`mailto:${section.email}`} className="font-medium text-fg underline-offset-4 hover:text-accent hover:underline">
                {section.email}
              </a>
            </DetailItem>
            <DetailItem icon={<Phone className="size-5" strokeWidth={1.75} aria-hidden />} label="Phone">
              <a href={section.phone.href} className="font-medium text-fg tabular-nums underline-offset-4 hover:text-accent hover:underline">
                {section.phone.display}
              </a>
            </DetailItem>
            <DetailItem icon={<MapPin className="size-5" strokeWidth={1.75} aria-hidden />} label="Office">
              <address className="not-italic leading-6 text-fg">
                <span className="font-medium">
                  {address.city}, {address.regionName}
                </span>
                <span className="block text-sm text-fg-muted">
                  {address.street}, {address.city}, {address.region} {address.postalCode}
                </span>
              </address>
            </DetailItem>
          </ul>
        </div>

        <section aria-labelledby="next-steps-title" className="dark-surface relative isolate overflow-hidden rounded-xl bg-ink p-6 text-on-dark sm:p-8">
          <div aria-hidden className="glow-hero absolute inset-0 -z-10 opacity-70" />
          <h2 id="next-steps-title" className="text-2xl font-semibold tracking-[-0.02em] sm:text-[1.75rem]">
            {nextSteps.heading}
          </h2>
          <div className="mt-8">
            <Timeline dark entries={nextSteps.steps.map((step) => ({ title: step.title, duration: step.when, description: step.description }))} />
          </div>
        </section>
      </div>
    </div>
  );
}

function DetailItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-4 rounded-lg border border-line bg-paper-raised p-4 shadow-card sm:p-5">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-md bg-accent-soft text-accent">{icon}</span>
      <div className="min-w-0 pt-0.5">
        <p className="eyebrow text-fg-subtle">{label}</p>
        <div className="mt-1.5 break-words">{children}</div>
      </div>
    </li>
  );
}
