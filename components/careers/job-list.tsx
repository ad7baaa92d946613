import { Briefcase, ChevronRight, DollarSign, Layers, MapPin } from 'lucide-react';
import { SiteLink } from '@/components/ui/site-link';
import type { ReactNode } from 'react';
import { ArrowLink, ButtonLink } from '@/components/ui/button';
import { CheckList } from '@/components/ui/check-list';
import { openingPath } from '@/content/careers/opening-pages';
import type { Job } from '@/content/careers/types';
import { APPLY_LABEL, applyHref, formatLevel, formatSalary } from '@/content/careers/format';

/**
 * The open positions as an index a job seeker scans: one row per role with its practice and type, title, location,
 * salary and level side by side, Apply Now at the row's end, and what we look for one click away; or SPEC's
 * empty-state sentence when there are none. `compact` (the careers overview) leaves out the description and the
 * requirements: each row links the role's page.
 */
export function JobList({ jobs, emptyText, compact = false }: { jobs: readonly Job[]; emptyText: string; compact?: boolean }) {
  if (jobs.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-fg-subtle/40 bg-paper-raised px-6 py-14 text-center">
        <Briefcase aria-hidden strokeWidth={1.5} className="mx-auto size-8 text-fg-subtle" />
        <p className="mt-4 text-lg font-medium text-fg">{emptyText}</p>
      </div>
    );
  }
  return (
    <ul className="overflow-hidden rounded-xl border border-line bg-paper-raised shadow-card">
      {jobs.map((job) => (
        <li key={job.id} id={job.id} className="scroll-mt-28 border-line not-first:border-t">
          <JobRow job={job} compact={compact} />
        </li>
      ))}
    </ul>
  );
}

function JobRow({ job, compact }: { job: Job; compact: boolean }) {
  const titleId = `${job.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-6 p-6 sm:p-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)_auto] lg:items-start lg:gap-10"
    >
      <div className="min-w-0">
        <p className="eyebrow text-accent">
          <span className="sr-only">Department: </span>
          {job.department}
          <span className="text-fg-subtle">
            <span aria-hidden> · </span>
            <span className="sr-only">, type: </span>
            {job.type}
          </span>
        </p>
        <h3 id={titleId} className="mt-2 text-h3 font-semibold text-fg">
          <SiteLink href={openingPath(job)} className="underline-offset-4 hover:text-accent hover:underline">
            {job.title}
          </SiteLink>
        </h3>
        {!compact && (
          <>
            <p className="mt-3 max-w-[60ch] leading-7 text-fg-muted text-pretty">{job.description}</p>
            <details className="group/details mt-4">
              <summary className="inline-flex cursor-pointer list-none items-center gap-2 rounded-sm text-sm font-semibold text-fg hover:text-accent [&::-webkit-details-marker]:hidden">
                <ChevronRight aria-hidden strokeWidth={2} className="size-4 text-accent transition-transform duration-200 group-open/details:rotate-90" />
                What we look for
              </summary>
              <CheckList items={job.requirements} className="mt-4 border-t-0 pt-0" />
            </details>
          </>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 text-sm sm:grid-cols-3 lg:pt-1">
        <Meta icon={<MapPin className="size-4" strokeWidth={1.75} aria-hidden />} label="Location">
          {job.location}
          <span className="block font-normal text-fg-subtle">{job.locationDetail}</span>
        </Meta>
        <Meta icon={<DollarSign className="size-4" strokeWidth={1.75} aria-hidden />} label="Salary">
          <strong className="font-semibold whitespace-nowrap tabular-nums text-fg">{formatSalary(job.salary)}</strong>
          <span className="block font-normal text-fg-subtle">per year</span>
        </Meta>
        <Meta icon={<Layers className="size-4" strokeWidth={1.75} aria-hidden />} label="Level">
          {formatLevel(job.pay)}
          <span className="block font-normal text-fg-subtle">{job.pay.ladder} ladder</span>
        </Meta>
      </dl>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3 lg:flex-col lg:items-end">
        <ButtonLink href={applyHref(job)} aria-label={`${APPLY_LABEL} for ${job.title}`} arrow>
          {APPLY_LABEL}
        </ButtonLink>
        <ArrowLink href={openingPath(job)} className="text-sm text-accent hover:text-accent-hover">
          The role in full<span className="sr-only">: {job.title}</span>
        </ArrowLink>
      </div>
    </article>
  );
}

function Meta({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-1.5 text-xs font-medium tracking-wide text-fg-subtle uppercase">
        {icon}
        {label}
      </dt>
      <dd className="mt-1.5 leading-5 font-medium text-fg">{children}</dd>
    </div>
  );
}
