import type { StepsSection } from '@/content/shared/sections';
import { LinkedFootnote } from '@/components/ui/linked-footnote';
import { SectionHeading } from '@/components/ui/section';
import { cn } from '@/lib/cn';

/** Numbered steps side by side (4 → 2 → 1 columns), each with its duration in a pill. */
export function Steps({ section, dark }: { section: StepsSection; dark: boolean }) {
  return (
    <>
      <SectionHeading id={`${section.id}-title`} eyebrow={section.eyebrow} title={section.heading} intro={section.intro} dark={dark} />
      <ol className="mt-14 grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
        {section.steps.map((step, index) => (
          <li key={step.title} className={cn('relative border-t-2 pt-6', dark ? 'border-white/15' : 'border-line')}>
            <span aria-hidden className="absolute -top-0.5 left-0 h-0.5 w-12 bg-accent" />
            <p className="flex items-baseline justify-between gap-3">
              <span className={cn('font-mono text-sm tabular-nums', dark ? 'text-on-dark-subtle' : 'text-fg-subtle')}>
                {String(index + 1).padStart(2, '0')}
              </span>
              <span
                className={cn(
                  'rounded-full px-2.5 py-0.5 text-xs font-medium tabular-nums',
                  dark ? 'bg-white/10 text-accent-on-dark' : 'bg-accent-soft text-accent',
                )}
              >
                {step.duration}
              </span>
            </p>
            <h3 className={cn('mt-4 text-h3 font-semibold', dark && 'text-on-dark')}>{step.title}</h3>
            <p className={cn('mt-2 leading-7', dark ? 'text-on-dark-muted' : 'text-fg-muted')}>{step.description}</p>
          </li>
        ))}
      </ol>
      {section.footnote && <LinkedFootnote footnote={section.footnote} dark={dark} />}
    </>
  );
}
