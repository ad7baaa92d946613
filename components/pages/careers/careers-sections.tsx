import type { ReactNode } from 'react';
import { InternshipList } from '@/components/careers/internship-list';
import { JobList } from '@/components/careers/job-list';
import { CardLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Timeline } from '@/components/ui/timeline';
import type { CareersAside, CareersFormSection, InternshipsSection, JobsSection } from '@/content/careers/pages';
import { leafOf, type SectionLeaves } from '../leaves';
import { Heading } from '@/components/ui/band-heading';

/** Careers section kinds: the open positions, the internships, and a form beside its panels. */

export function Jobs({ section }: { section: JobsSection }) {
  return (
    <>
      <Heading section={section} dark={false} />
      <div className="mt-12">
        <JobList jobs={section.jobs} emptyText={section.emptyText} compact={section.compact} />
      </div>
    </>
  );
}

export function Internships({ section }: { section: InternshipsSection }) {
  return (
    <>
      <Heading section={section} dark={false} />
      <div className="mt-12">
        <InternshipList internships={section.internships} />
      </div>
    </>
  );
}

/** The form card (the page's client leaf) beside its panels, as on /contact. */
export function CareersForm({ section, leaves }: { section: CareersFormSection; leaves: SectionLeaves }) {
  const form = leafOf(leaves, section.leaf, section.id);
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:gap-10 xl:gap-14">
      <div className="rounded-xl border border-line bg-paper-raised p-6 shadow-card sm:p-10 lg:self-start">{form}</div>
      <div className="grid content-start gap-8">
        {section.aside.map((panel) => (
          <Aside key={panel.heading} panel={panel} />
        ))}
      </div>
    </div>
  );
}

function Aside({ panel }: { panel: CareersAside }) {
  switch (panel.kind) {
    case 'link':
      return (
        <div className="rounded-xl border border-line bg-paper-raised p-6 shadow-card sm:p-8">
          <h2 className="text-xl font-semibold tracking-[-0.02em] text-fg">{panel.heading}</h2>
          <p className="mt-2 leading-7 text-fg-muted">{panel.body}</p>
          <CardLink href={panel.href} className="mt-4 text-accent hover:text-accent-hover">
            {panel.linkLabel}
          </CardLink>
        </div>
      );
    case 'benefits':
      return (
        <DarkPanel id={panel.id} heading={panel.heading}>
          <ul className="mt-8 grid gap-6">
            {panel.items.map((benefit) => (
              <li key={benefit.title} className="flex gap-4">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-md bg-white/10 text-accent-on-dark">
                  <Icon name={benefit.icon} className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold text-on-dark">{benefit.title}</h3>
                  <p className="mt-1 text-sm leading-6 text-on-dark-muted">{benefit.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </DarkPanel>
      );
    case 'steps':
      return (
        <DarkPanel id="careers-next-steps" heading={panel.heading}>
          <div className="mt-8">
            <Timeline dark entries={panel.steps.map((step) => ({ title: step.title, duration: step.when, description: step.description }))} />
          </div>
        </DarkPanel>
      );
  }
}

function DarkPanel({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="dark-surface relative isolate overflow-hidden rounded-xl bg-ink p-6 text-on-dark sm:p-8">
      <div aria-hidden className="glow-hero absolute inset-0 -z-10 opacity-70" />
      <h2 id={id} className="text-2xl font-semibold tracking-[-0.02em] sm:text-[1.75rem]">
        {heading}
      </h2>
      {children}
    </section>
  );
}
