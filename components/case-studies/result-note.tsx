import { SiteLink } from '@/components/ui/site-link';
import type { StatNote } from '@/content/shared/types';
import { cn } from '@/lib/cn';

/**
 * The line under a work's result that is one of a best case's results (resultWithNote, content/services/proof.ts): the median
 * across the named projects, then the other projects, each linked. Drawn last in a reversed column (under the label).
 */
export function ResultNote({ note, dark = false, className }: { note: StatNote; dark?: boolean; className?: string }) {
  return (
    <dd data-stat-note="" className={cn('order-first mt-3 max-w-[22rem] text-xs leading-5', dark ? 'text-on-dark-subtle' : 'text-fg-subtle', className)}>
      {note.text}
      {note.links?.map((link, index) => (
        <span key={link.href}>
          {index === 0 ? ' ' : ', '}
          <SiteLink href={link.href} className={cn('underline underline-offset-2', dark ? 'text-accent-on-dark hover:text-white' : 'text-accent hover:text-accent-hover')}>
            {link.label}
          </SiteLink>
        </span>
      ))}
    </dd>
  );
}
