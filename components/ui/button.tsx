import { SiteLink, type SiteLinkProps } from '@/components/ui/site-link';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '@/lib/ui-classes';
import { cn } from '@/lib/cn';

export { buttonClasses, type ButtonSize, type ButtonVariant } from '@/lib/ui-classes';

interface ButtonLinkProps extends Omit<SiteLinkProps, 'className'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  arrow?: boolean;
  className?: string;
  children: ReactNode;
}

/** A link styled as a button: every call to action on the site. */
export function ButtonLink({ variant = 'primary', size = 'md', arrow = false, className, children, ...props }: ButtonLinkProps) {
  return (
    <SiteLink className={buttonClasses(variant, size, cn(arrow && 'group', className))} {...props}>
      {children}
      {arrow && (
        <ArrowRight aria-hidden className="size-4 transition-transform duration-200 group-hover:translate-x-0.5" strokeWidth={2} />
      )}
    </SiteLink>
  );
}

/** A text link with an arrow, for "read more" style links. */
export function ArrowLink({ className, children, ...props }: Omit<SiteLinkProps, 'className'> & { className?: string; children: ReactNode }) {
  return (
    <SiteLink
      className={cn('group inline-flex items-center gap-1.5 font-medium underline-offset-4 hover:underline', className)}
      {...props}
    >
      {children}
      <ArrowRight aria-hidden className="size-4 transition-transform duration-200 group-hover:translate-x-0.5" strokeWidth={2} />
    </SiteLink>
  );
}

/**
 * The link at the foot of a card: its label and an arrow that moves on hover. `className` places
 * and colours it (usually `mt-auto pt-6` and the card's link colour); `stretched` makes the whole
 * card its target (the card must be `relative`).
 */
export function CardLink({
  stretched = false,
  className,
  children,
  ...props
}: Omit<SiteLinkProps, 'className'> & { stretched?: boolean; className?: string; children: ReactNode }) {
  return (
    <SiteLink className={cn('group inline-flex items-center gap-1.5 font-medium', stretched && 'after:absolute after:inset-0', className)} {...props}>
      {children}
      <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
    </SiteLink>
  );
}
