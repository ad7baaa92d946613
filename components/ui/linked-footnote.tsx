import { ArrowLink } from '@/components/ui/button';
import type { SectionFootnote } from '@/content/shared/sections';
import { cn } from '@/lib/cn';

/** A line under a section that ends in a link: where a band's figures are defined, where each offer's timeline is. */
export function LinkedFootnote({ footnote, dark }: { footnote: SectionFootnote; dark: boolean }) {
  return (
    <p className={cn('mt-10 text-sm', dark ? 'text-on-dark-subtle' : 'text-fg-subtle')}>
      {footnote.text}{' '}
      <ArrowLink href={footnote.link.href} className={dark ? 'text-on-dark underline-offset-4 hover:underline' : 'text-accent hover:text-accent-hover'}>
        {footnote.link.label}
      </ArrowLink>
    </p>
  );
}
