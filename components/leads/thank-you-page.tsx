import { CircleCheck } from 'lucide-react';
import { PageJsonLd } from '@/components/page/json-ld';
import { PageHero } from '@/components/page/page-hero';
import { ButtonLink } from '@/components/ui/button';
import { NumberedList } from '@/components/ui/numbered-list';
import { Section } from '@/components/ui/section';
import type { ThankYouPage as ThankYouContent } from '@/content/lead-pages';

/** Where a form lands after a plain (script-less) post: what was received and what happens next. No personal data. */
export function ThankYouPage({ page }: { page: ThankYouContent }) {
  return (
    <>
      <PageHero label={page.label} title={page.heading} intro={page.intro} />
      <Section labelledBy="next-steps-title">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
            <CircleCheck aria-hidden strokeWidth={1.75} className="size-5" />
          </span>
          <h2 id="next-steps-title" className="text-2xl font-semibold tracking-[-0.02em] sm:text-[1.75rem]">
            What happens next
          </h2>
        </div>
        <div className="mt-10">
          <NumberedList items={page.steps} columns={page.steps.length === 3 ? 3 : 2} />
        </div>
        <div className="mt-12 flex flex-wrap gap-4">
          <ButtonLink href={page.primary.href} arrow>
            {page.primary.label}
          </ButtonLink>
          <ButtonLink href={page.secondary.href} variant="secondary">
            {page.secondary.label}
          </ButtonLink>
        </div>
      </Section>
      <PageJsonLd path={page.path} />
    </>
  );
}
