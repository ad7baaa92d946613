import { cn } from '@/lib/cn';

export interface TimelineEntry {
  title: string;
  duration?: string;
  description?: string;
  status?: string;
  details?: { label: string; items: readonly string[] }[];
}

/** A vertical sequence of phases with durations (process, delivery plans, case-study timelines). */
export function Timeline({ entries, dark = false }: { entries: readonly TimelineEntry[]; dark?: boolean }) {
  return (
    <ol className="relative">
      {entries.map((entry, index) => (
        <li key={entry.title} className="relative grid grid-cols-[2.5rem_1fr] gap-x-5 pb-10 last:pb-0 sm:grid-cols-[3rem_1fr]">
          {index < entries.length - 1 && (
            <span aria-hidden className={cn('absolute top-11 bottom-1 left-5 w-px sm:left-6', dark ? 'bg-white/15' : 'bg-line')} />
          )}
          <span
            aria-hidden
            className={cn(
              'relative z-10 flex size-10 items-center justify-center rounded-full border text-sm font-semibold tabular-nums sm:size-12',
              dark ? 'border-white/20 bg-ink-raised text-on-dark' : 'border-line bg-paper-raised text-fg',
            )}
          >
            {index + 1}
          </span>
          <div className="pt-1.5 sm:pt-2.5">
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <h3 className={cn('text-h3 font-semibold', dark ? 'text-on-dark' : 'text-fg')}>{entry.title}</h3>
              {entry.duration && (
                <span className={cn('text-sm font-medium tabular-nums', dark ? 'text-accent-on-dark' : 'text-accent')}>
                  {entry.duration}
                </span>
              )}
              {entry.status && (
                <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-800">{entry.status}</span>
              )}
            </div>
            {entry.description && (
              <p className={cn('mt-2 max-w-2xl leading-7', dark ? 'text-on-dark-muted' : 'text-fg-muted')}>{entry.description}</p>
            )}
            {entry.details && entry.details.length > 0 && (
              <dl className="mt-4 grid gap-4 sm:grid-cols-2">
                {entry.details.map((detail) => (
                  <div key={detail.label}>
                    <dt className={cn('eyebrow', dark ? 'text-on-dark-subtle' : 'text-fg-subtle')}>{detail.label}</dt>
                    <dd className={cn('mt-2 text-sm leading-6', dark ? 'text-on-dark-muted' : 'text-fg-muted')}>
                      {detail.items.join(' · ')}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
