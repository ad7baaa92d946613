import { Check } from 'lucide-react';
import { Heading } from '@/components/ui/band-heading';
import { fitGrid } from '@/components/ui/fit-grid';
import { cn } from '@/lib/cn';
import type { CheckPointsSection } from '@/content/shared/sections';

/** Checked statements as cards beside the heading (light bands). */
export function CheckPoints({ section }: { section: CheckPointsSection }) {
  return (
    <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] lg:gap-20">
      <Heading section={section} dark={false} />
      <ul className={fitGrid(section.points.length, { columns: 2, gap: 'gap-4' }).list}>
        {section.points.map((point, index) => (
          <li key={point} className={cn('flex gap-3 rounded-lg border border-line bg-paper-raised p-6 leading-7 text-fg-muted shadow-card', fitGrid(section.points.length, { columns: 2 }).item(index))}>
            <Check aria-hidden className="mt-1 size-5 shrink-0 text-accent" strokeWidth={2} />
            {point}
          </li>
        ))}
      </ul>
    </div>
  );
}
