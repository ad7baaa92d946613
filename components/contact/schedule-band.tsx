import { CalendarCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Heading } from '@/components/ui/band-heading';
import type { ScheduleSection } from '@/content/shared/sections';

/**
 * /contact#schedule: what a call is, beside the picker (the page's `scheduler` leaf), which draws
 * the link to the server's booking page until its scripts run.
 */
export function ScheduleBand({ section, picker }: { section: ScheduleSection; picker: ReactNode }) {
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.6fr)] lg:gap-14">
      <div className="lg:pt-2">
        <Heading section={section} dark={false} />
        <ul className="mt-8 grid gap-4">
          {section.points.map((point) => (
            <li key={point} className="flex items-start gap-3 leading-7 text-fg-muted">
              <CalendarCheck aria-hidden strokeWidth={1.75} className="mt-1 size-5 shrink-0 text-accent" />
              {point}
            </li>
          ))}
        </ul>
      </div>
      {/* With scripts, the box keeps the live picker's height from the first paint: nothing below moves when it arrives. */}
      <div className="min-w-0 rounded-xl border border-line bg-paper-raised p-5 shadow-card [--picker-height:98rem] scripted:min-h-[var(--picker-height)] sm:p-8 sm:[--picker-height:70rem] lg:[--picker-height:69rem]">
        {picker}
      </div>
    </div>
  );
}
