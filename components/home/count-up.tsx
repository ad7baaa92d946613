'use client';

import { useEffect, useRef, useState } from 'react';
import { COUNT_UP_DURATION_MS, COUNT_UP_VISIBLE_RATIO, countUpValue, formatCount } from '@/lib/count-up';
import { cn } from '@/lib/cn';

/**
 * A number that counts from 0 to `end` once, when 30% of it is visible; leaving the view mid-count
 * ends the count at its final value. The prerendered HTML
 * holds the final value; a hidden copy of it reserves the width, so counting shifts nothing.
 * One already on screen when the page hydrates stays as it is.
 */
export function CountUp({
  end,
  duration = COUNT_UP_DURATION_MS,
  prefix = '',
  suffix = '',
  className,
}: {
  end: number;
  duration?: number;
  prefix?: string;
  suffix?: string;
  className?: string;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const [value, setValue] = useState(end);
  const [state, setState] = useState<'final' | 'waiting' | 'counting'>('final');

  useEffect(() => {
    const node = ref.current;
    if (!node || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    let counting = false;
    const finish = () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      setValue(end);
      setState('final');
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1]!;
        const visible = entry.isIntersecting && entry.intersectionRatio >= COUNT_UP_VISIBLE_RATIO;
        // A fast scroller carries the number out of view mid-count: it settles on its final value at
        // once, so coming back (or glimpsing it on the way past) never shows a half-counted figure.
        if (counting) {
          if (!entry.isIntersecting) finish();
          return;
        }
        if (!visible) return;
        counting = true;
        setState('counting');
        const start = performance.now();
        const tick = (now: number) => {
          const elapsed = now - start;
          setValue(countUpValue(elapsed, end, duration));
          if (elapsed < duration) frame = requestAnimationFrame(tick);
          else finish();
        };
        frame = requestAnimationFrame(tick);
      },
      // Crossing 30% starts the count; crossing 0 (out of view) while counting ends it.
      { threshold: [0, COUNT_UP_VISIBLE_RATIO] },
    );
    // Reset to 0 only once the browser can paint it, then wait to be seen. A number already on screen
    // (the page hydrated on the scroll that brought it there) keeps the value the visitor is reading.
    frame = requestAnimationFrame(() => {
      const { top, bottom } = node.getBoundingClientRect();
      if (top < window.innerHeight && bottom > 0) return;
      setValue(0);
      setState('waiting');
      observer.observe(node);
    });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [end, duration]);

  const finalText = formatCount(end, prefix, suffix);
  return (
    <span ref={ref} data-count-state={state} className={cn('relative inline-block tabular-nums', className)}>
      <span aria-hidden className="invisible">
        {finalText}
      </span>
      <span aria-hidden className="absolute inset-0">
        {formatCount(value, prefix, suffix)}
      </span>
      <span className="sr-only">{finalText}</span>
    </span>
  );
}
