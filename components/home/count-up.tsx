import { COUNT_STATE_ATTRIBUTE } from '@/components/home/count-up-enhance';
import { formatCount } from '@/lib/count-up';
import { cn } from '@/lib/cn';

/**
 * A number that counts from 0 to its final value once, when 30% of it is visible (components/home/count-up-enhance.ts,
 * the module of the page that draws it). The HTML holds the final value, for crawlers and readers without scripts;
 * a hidden copy of it reserves the width, so counting shifts nothing.
 */
export function CountUp({ end, prefix = '', suffix = '', className }: { end: number; prefix?: string; suffix?: string; className?: string }) {
  const finalText = formatCount(end, prefix, suffix);
  return (
    <span {...{ [COUNT_STATE_ATTRIBUTE]: 'final' }} className={cn('relative inline-block tabular-nums', className)}>
      <span aria-hidden className="invisible">
        {finalText}
      </span>
      <span aria-hidden className="absolute inset-0">
        {finalText}
      </span>
      <span className="sr-only">{finalText}</span>
    </span>
  );
}
