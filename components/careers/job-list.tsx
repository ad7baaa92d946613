import { Briefcase, Clock, DollarSign, MapPin } from 'lucide-react';
import { SiteLink } from '@/components/ui/site-link';
import type { ReactNode } from 'react';
import { ArrowLink, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckList } from '@/components/ui/check-list';
import { openingPath } from '@/content/careers/opening-pages';
import type { Job } from '@/content/careers/types';
import { APPLY_LABEL, applyHref, formatSalary } from '@/content/careers/format';

/** The open positions as cards, each linking its own page, or SPEC's empty-state sentence when there are none. */
export function JobList({ jobs, emptyText }: { jobs: readonly Job[]; emptyText: string }) {
  if (jobs.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-fg-subtle/40 bg-paper-raised px-6 py-14 text-center">
        <Briefcase aria-hidden strokeWidth={1.5} className="mx-auto size-8 text-fg-subtle" />
        <p className="mt-4 text-lg font-medium text-fg">{emptyText}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-6">
      {jobs.map((job) => (
        <li key={job.id} id={job.id} className="scroll-mt-28">
          <JobCard job={job} />
        </li>
      ))}
    </ul>
  );
}

function JobCard({ job }: { job: Job }) {
  const titleId = `${job.id}-title`;
  return (
    <Card className="grid gap-8 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)] lg:gap-14 lg:p-10">
      <article aria-labelledby={titleId} className="flex flex-col">
        <p className="eyebrow text-accent">
          <span className="sr-only">Department: </span>
          {job.department}
        </p>
        <h3 id={titleId} className="mt-3 text-h3 font-semibold text-fg">
          <SiteLink href={openingPath(job)} className="underline-offset-4 hover:text-accent hover:underline">
            {job.title}
          </SiteLink>
        </h3>
        <dl className="mt-5 flex flex-wrap gap-2 text-sm">
          <Meta icon={<MapPin className="size-4" strokeWidth={1.75} aria-hidden />} label="Location">
            {job.location}
            <span className="text-fg-subtle"> · {job.locationDetail}</span>
          </Meta>
          <Meta icon={<Clock className="size-4" strokeWidth={1.75} aria-hidden />} label="Type">
            {job.type}
          </Meta>
        </dl>
        <p className="mt-6 leading-7 text-fg-muted">{job.description}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-4 pt-8">
          <p className="flex items-center gap-2">
            <DollarSign aria-hidden strokeWidth={1.75} className="size-5 text-accent" />
            <span>
              <span className="sr-only">Salary: </span>
              <strong className="text-lg font-semibold tabular-nums text-fg">{formatSalary(job.salary)}</strong>
              <span className="ml-1 text-sm text-fg-subtle">per year</span>
            </span>
          </p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <ArrowLink href={openingPath(job)} className="text-sm text-accent hover:text-accent-hover">
              The role in full<span className="sr-only">: {job.title}</span>
            </ArrowLink>
            <ButtonLink href={applyHref(job)} aria-label={`${APPLY_LABEL} for ${job.title}`} arrow>
              {APPLY_LABEL}
            </ButtonLink>
          </div>
        </div>
      </article>
      <div className="lg:border-l lg:border-line lg:pl-14">
        <h4 className="text-sm font-semibold text-fg">What we look for</h4>
        <CheckList items={job.requirements} className="mt-4 border-t-0 pt-0" />
      </div>
    </Card>
  );
}

function Meta({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="inline-flex items-center gap-2 rounded-full border border-line bg-paper px-3 py-1.5 text-fg">
      <dt className="text-fg-subtle">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
