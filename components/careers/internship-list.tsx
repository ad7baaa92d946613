import { CalendarDays, Clock, Wallet } from 'lucide-react';
import { SiteLink } from '@/components/ui/site-link';
import type { ReactNode } from 'react';
import { ArrowLink, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckList } from '@/components/ui/check-list';
import { openingPath } from '@/content/careers/opening-pages';
import type { Internship } from '@/content/careers/types';
import { APPLY_LABEL, applyHref } from '@/content/careers/format';

/** The internship cards, three across on wide screens, each linking its own page and with its own 'Apply Now'. */
export function InternshipList({ internships }: { internships: readonly Internship[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {internships.map((internship) => (
        <li key={internship.id} id={internship.id} className="flex scroll-mt-28">
          <Card className="flex w-full flex-col">
            <p className="eyebrow text-accent">{internship.department}</p>
            <h3 className="mt-3 text-h3 font-semibold text-fg">
              <SiteLink href={openingPath(internship)} className="underline-offset-4 hover:text-accent hover:underline">
                {internship.title}
              </SiteLink>
            </h3>
            <dl className="mt-5 grid gap-2 text-sm">
              <Meta icon={<Clock className="size-4" strokeWidth={1.75} aria-hidden />} label="Duration">
                {internship.duration}
              </Meta>
              <Meta icon={<Wallet className="size-4" strokeWidth={1.75} aria-hidden />} label="Type">
                {internship.type}
              </Meta>
              <Meta icon={<CalendarDays className="size-4" strokeWidth={1.75} aria-hidden />} label="Starts">
                {internship.startDate}
              </Meta>
            </dl>
            <p className="mt-5 leading-7 text-fg-muted">{internship.description}</p>
            <CheckList items={internship.benefits} className="mt-6" />
            <div className="mt-auto flex flex-wrap items-center gap-x-6 gap-y-3 pt-8">
              <ArrowLink href={openingPath(internship)} className="text-sm text-accent hover:text-accent-hover">
                The program in full<span className="sr-only">: {internship.title}</span>
              </ArrowLink>
              <ButtonLink href={applyHref(internship)} aria-label={`${APPLY_LABEL} for ${internship.title}`} arrow className="w-full sm:w-auto">
                {APPLY_LABEL}
              </ButtonLink>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function Meta({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2.5">
      <dt className="flex items-center gap-2.5 text-fg-subtle">
        {icon}
        {label}:
      </dt>
      <dd className="font-medium text-fg">{children}</dd>
    </div>
  );
}
