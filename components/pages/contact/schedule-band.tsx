import { CalendarCheck } from 'lucide-react';
import { Heading } from '@/components/ui/band-heading';
import type { ScheduleSection } from '@/content/contact';
import { leafOf, type SectionLeaves } from '../leaves';

/**
 * /contact#schedule: what a call is, beside the picker (the page's `scheduler` leaf), which draws
 * the link to the server's booking page until its scripts run.
 */
export function ScheduleBand({ section, leaves }: { section: ScheduleSection; leaves: SectionLeaves }) {
  const picker = leafOf(leaves, section.leaf, section.id);
  return (
    // On a phone the picker follows the heading at once (the points come after it); on a wide screen heading and points share the left column.
    <div className="grid gap-8 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.6fr)] lg:grid-rows-[auto_1fr] lg:gap-x-14 lg:gap-y-8">
      <div className="lg:pt-2">
        <Heading section={section} dark={false} />
      </div>
      {/* With scripts, the box keeps the live picker's height from the first paint (measured at 390, 768 and 1440 px wide, with room for a fourth week): nothing below moves when it arrives. The confirmation, shorter, lets it close up. */}
      <div className="min-w-0 rounded-xl border border-line bg-paper-raised p-5 shadow-card [--picker-height:142rem] scripted:min-h-[var(--picker-height)] has-data-booked:min-h-0! sm:p-8 sm:[--picker-height:106rem] lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:[--picker-height:102rem]">
        {picker}
      </div>
      <ul className="grid content-start gap-4 lg:col-start-1 lg:row-start-2">
        {section.points.map((point) => (
          <li key={point} className="flex items-start gap-3 leading-7 text-fg-muted">
            <CalendarCheck aria-hidden strokeWidth={1.75} className="mt-1 size-5 shrink-0 text-accent" />
            {point}
          </li>
        ))}
      </ul>
    </div>
  );
}
