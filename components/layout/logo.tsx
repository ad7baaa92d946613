import { SiteLink } from '@/components/ui/site-link';
import { site } from '@/content/site';
import { cn } from '@/lib/cn';

/** The wordmark: a stacked-bars monogram and the name; links home. */
export function Logo({ className }: { className?: string }) {
  return (
    <SiteLink href="/" className={cn('inline-flex items-center gap-2.5 font-semibold tracking-tight', className)}>
      <svg aria-hidden width="28" height="28" viewBox="0 0 28 28" className="shrink-0">
        {/* The accent from the CSS token (held equal to lib/brand.ts), so the header's client bundle carries no colour table. */}
        <rect width="28" height="28" rx="8" className="fill-accent" />
        <path d="M8 19.5h12M8 14h12M8 8.5h7" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
        <circle cx="19.5" cy="8.5" r="1.7" fill="#fff" />
      </svg>
      <span className="text-[1.0625rem]">{site.name}</span>
    </SiteLink>
  );
}
