import { accentGlow, accentText } from '@/components/case-studies/accent';
import { BadgeList } from '@/components/ui/badge';
import { CardLink } from '@/components/ui/button';
import { StatGrid } from '@/components/ui/stat-grid';
import { studyCardLinkLabel, type CaseStudy } from '@/content/case-studies';
import { cn } from '@/lib/cn';

/**
 * One case study as a card on the near-black, the whole card a link to the study: category in
 * the study's accent, title, then either its summary, home metrics and three tags (`full`) or
 * its subtitle and first headline metric (`compact`).
 */
export function StudyCard({ study, variant = 'full' }: { study: CaseStudy; variant?: 'full' | 'compact' }) {
  const full = variant === 'full';
  const figure = study.metrics[0];
  return (
    <article className="relative isolate flex w-full flex-col overflow-hidden rounded-lg border border-white/10 bg-ink-raised p-6 transition-colors duration-200 hover:border-white/25 sm:p-8 lg:row-span-5 lg:grid lg:grid-rows-subgrid lg:gap-y-0">
      <div aria-hidden className={cn('absolute inset-x-0 top-0 -z-10 h-40 bg-gradient-to-b to-transparent', accentGlow[study.accent])} />
      <p className={cn('eyebrow', accentText[study.accent].dark)}>{study.category}</p>
      <div>
        <h3 className={cn('mt-4 font-semibold text-on-dark', full ? 'text-h2' : 'text-h3')}>{study.title}</h3>
        <p className={cn('leading-7 text-on-dark-muted', full ? 'mt-3' : 'mt-2')}>{full ? study.description : study.subtitle}</p>
      </div>
      {full ? (
        <>
          <StatGrid items={study.homeMetrics} dark variant="strip" className="mt-8 self-start" />
          <div className="mt-6 self-start">
            <BadgeList items={study.tags.slice(0, 3)} dark label={`${study.title} tags`} />
          </div>
        </>
      ) : (
        <dl className="mt-8 self-start border-t border-white/10 pt-6">
          <div className="flex flex-col-reverse">
            <dt className="mt-1 text-sm text-on-dark-muted">{figure.label}</dt>
            <dd className="text-3xl font-semibold tracking-tight whitespace-nowrap text-on-dark tabular-nums">{figure.value}</dd>
          </div>
        </dl>
      )}
      <CardLink href={study.href} stretched className={cn('mt-auto self-end pt-8 text-white hover:text-accent-on-dark', !full && 'text-sm')}>
        {studyCardLinkLabel(study.title)}
      </CardLink>
    </article>
  );
}
