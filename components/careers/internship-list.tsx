import { SiteLink } from '@/components/ui/site-link';
import { ArrowLink, ButtonLink } from '@/components/ui/button';
import { CheckList } from '@/components/ui/check-list';
import { openingPath } from '@/content/careers/opening-pages';
import type { Internship } from '@/content/careers/types';
import { APPLY_LABEL, applyHref, formatSalary } from '@/content/careers/format';
import { cn } from '@/lib/cn';

/** The longest program, in months: the scale every program's bar is drawn against. */
const SCALE_MONTHS = 6;

/** '3 months' -> [3, 3]; '3-6 months' -> [3, 6]; undefined when the duration is not written in months. */
export function programMonths(duration: string): [min: number, max: number] | undefined {
  const match = /^(\d+)(?:\s*[-–]\s*(\d+))?\s+months?$/i.exec(duration.trim());
  if (!match) return undefined;
  const min = Number(match[1]);
  return [min, match[2] ? Number(match[2]) : min];
}

/**
 * The internships as a program schedule: one row per program with its practice, title and what it is, its length
 * drawn on one six-month scale (so 3, 3-6 and 6 months compare at a glance), its start and pay, what it gives, and
 * Apply Now at the row's end; the same index of rows as the open positions (job-list.tsx), not a grid of cards.
 */
export function InternshipList({ internships }: { internships: readonly Internship[] }) {
  return (
    <ul className="overflow-hidden rounded-xl border border-line bg-paper-raised shadow-card">
      {internships.map((internship) => (
        <li key={internship.id} id={internship.id} className="scroll-mt-28 border-line not-first:border-t">
          <InternshipRow internship={internship} />
        </li>
      ))}
    </ul>
  );
}

function InternshipRow({ internship }: { internship: Internship }) {
  const titleId = `${internship.id}-title`;
  return (
    <article aria-labelledby={titleId} className="grid gap-6 p-6 sm:p-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-start lg:gap-10">
      <div className="min-w-0">
        <p className="eyebrow text-accent">{internship.department}</p>
        <h3 id={titleId} className="mt-2 text-h3 font-semibold text-fg">
          <SiteLink href={openingPath(internship)} className="underline-offset-4 hover:text-accent hover:underline">
            {internship.title}
          </SiteLink>
        </h3>
        <p className="mt-3 max-w-[60ch] leading-7 text-fg-muted text-pretty">{internship.description}</p>
      </div>
      <div className="min-w-0 lg:pt-1">
        <dl className="grid grid-cols-2 gap-x-6 gap-y-4 text-sm">
          <div className="col-span-2">
            <dt className="text-xs font-medium tracking-wide text-fg-subtle uppercase">Duration</dt>
            <dd className="mt-1.5 font-medium text-fg">
              {internship.duration}
              <ProgramBar duration={internship.duration} />
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-fg-subtle uppercase">Starts</dt>
            <dd className="mt-1.5 font-medium text-fg">{internship.startDate}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-fg-subtle uppercase">Type</dt>
            <dd className="mt-1.5 font-medium text-fg">
              {internship.type}
              {/* Its pay, as every role on the page shows its salary. */}
              <span className="block font-normal text-fg-muted">{formatSalary(internship.stipend)} a month</span>
            </dd>
          </div>
        </dl>
        <CheckList items={internship.benefits} className="mt-5 border-t-0 pt-0 text-sm" />
      </div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3 lg:flex-col lg:items-end">
        <ButtonLink href={applyHref(internship)} aria-label={`${APPLY_LABEL} for ${internship.title}`} arrow>
          {APPLY_LABEL}
        </ButtonLink>
        <ArrowLink href={openingPath(internship)} className="text-sm text-accent hover:text-accent-hover">
          The program in full<span className="sr-only">: {internship.title}</span>
        </ArrowLink>
      </div>
    </article>
  );
}

/** The program's months on the six-month scale: solid for the months it always runs, lighter for those it may run to. Drawn beside the words, which say it. */
function ProgramBar({ duration }: { duration: string }) {
  const months = programMonths(duration);
  if (!months) return null;
  const [min, max] = months;
  return (
    <span aria-hidden data-program-months={`${min}-${max}`} className="mt-2.5 grid max-w-64 grid-cols-6 gap-1">
      {Array.from({ length: SCALE_MONTHS }, (_, index) => (
        <span key={index} className={cn('h-1.5 rounded-full', index < min ? 'bg-accent' : index < max ? 'bg-accent/35' : 'bg-line')} />
      ))}
    </span>
  );
}
