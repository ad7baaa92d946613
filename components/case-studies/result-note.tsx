import { SiteLink } from '@/components/ui/site-link';
import type { StatNote } from '@/content/shared/types';
import { cn } from '@/lib/cn';

/**
 * The line under a study's result that is one of a best case's results (content/pages/study-results.ts): the median
 * across the named projects, then the other projects, each linked. Drawn last in a reversed column (under the label).
 */
export function ResultNote({ note, className }: { note: StatNote; className?: string }) {
  return (
    <dd data-stat-note="" className={cn('order-first mt-3 max-w-[22rem] text-xs leading-5 text-fg-subtle', className)}>
      {note.text}
      {note.links?.map((link, index) => (
        <span key={link.href}>
          {index === 0 ? ' ' : ', '}
          <SiteLink href={link.href} className="text-accent underline underline-offset-2 hover:text-accent-hover">
            {link.label}
          </SiteLink>
        </span>
      ))}
    </dd>
  );
}
