import Link from 'next/link';
import { ArrowRight } from 'lucide-react';
import { accentGlow, accentText } from '@/components/case-studies/accent';
import type { CaseStudy, CaseStudyMetric } from '@/content/case-studies';
import { cn } from '@/lib/cn';

/** Compact dark cards for the case studies, each with one headline metric, linking to the study. */
export function CaseStudyTeasers({ items, linkLabel }: { items: readonly { study: CaseStudy; figure: CaseStudyMetric }[]; linkLabel: (title: string) => string }) {
  return (
    <ul className="grid gap-5 lg:grid-cols-3">
      {items.map(({ study, figure }) => (
        <li key={study.id} className="flex">
          <article className="relative isolate flex w-full flex-col overflow-hidden rounded-lg border border-white/10 bg-ink-raised p-6 transition-colors duration-200 hover:border-white/25 sm:p-8">
            <div aria-hidden className={cn('absolute inset-x-0 top-0 -z-10 h-40 bg-gradient-to-b to-transparent', accentGlow[study.accent])} />
            <p className={cn('eyebrow', accentText[study.accent].dark)}>{study.category}</p>
            <h3 className="mt-4 text-h3 font-semibold text-on-dark">{study.title}</h3>
            <p className="mt-2 leading-7 text-on-dark-muted">{study.subtitle}</p>
            <dl className="mt-8 border-t border-white/10 pt-6">
              <div className="flex flex-col-reverse">
                <dt className="mt-1 text-sm text-on-dark-muted">{figure.label}</dt>
                <dd className="text-3xl font-semibold tracking-tight text-on-dark tabular-nums">{figure.value}</dd>
              </div>
            </dl>
            <Link
              href={study.href}
              className="group mt-auto inline-flex items-center gap-1.5 pt-8 text-sm font-medium text-white after:absolute after:inset-0 hover:text-accent-on-dark"
            >
              {linkLabel(study.title)}
              <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
            </Link>
          </article>
        </li>
      ))}
    </ul>
  );
}
