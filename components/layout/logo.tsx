import { SiteLink } from '@/components/ui/site-link';
import { site } from '@/content/site';
import { brandMark } from '@/lib/brand';
import { cn } from '@/lib/cn';

/** The wordmark: a stacked-bars monogram and the name; links home. */
export function Logo({ className }: { className?: string }) {
  return (
    <SiteLink href="/" className={cn('inline-flex items-center gap-2.5 font-semibold tracking-tight', className)}>
      <svg aria-hidden width={brandMark.size} height={brandMark.size} viewBox={`0 0 ${brandMark.size} ${brandMark.size}`} className="shrink-0">
        {/* The accent from the CSS token (held equal to lib/brand.ts), so the header's client bundle carries no colour table. */}
        <rect width={brandMark.size} height={brandMark.size} rx={brandMark.radius} className="fill-accent" />
        <path d={brandMark.bars} stroke="#fff" strokeWidth={brandMark.barWidth} strokeLinecap="round" />
        <circle {...brandMark.dot} fill="#fff" />
      </svg>
      <span className="text-[1.0625rem]">{site.name}</span>
    </SiteLink>
  );
}
