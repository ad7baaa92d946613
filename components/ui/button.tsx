import Link from 'next/link';
import { ArrowRight } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'outline-dark';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-medium whitespace-nowrap transition-[background-color,color,border-color,box-shadow,transform] duration-200 ease-out-soft disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 active:translate-y-px';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-white shadow-[0_8px_24px_-10px_rgb(67_83_255/0.7)] hover:bg-accent-hover',
  secondary: 'border border-line bg-paper-raised text-fg hover:border-fg/30 hover:bg-white',
  ghost: 'text-fg hover:bg-fg/5',
  inverse: 'bg-white text-ink hover:bg-white/90',
  'outline-dark': 'border border-white/25 text-on-dark hover:border-white/60 hover:bg-white/5',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3.5 text-[0.8125rem]',
  md: 'h-11 px-5 text-sm',
  lg: 'h-13 px-7 text-[0.9375rem]',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return cn(base, variants[variant], sizes[size], className);
}

interface ButtonLinkProps extends Omit<ComponentProps<typeof Link>, 'className'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  arrow?: boolean;
  className?: string;
  children: ReactNode;
}

/** A link styled as a button: every call to action on the site. */
export function ButtonLink({ variant = 'primary', size = 'md', arrow = false, className, children, ...props }: ButtonLinkProps) {
  return (
    <Link className={buttonClasses(variant, size, cn(arrow && 'group', className))} {...props}>
      {children}
      {arrow && (
        <ArrowRight aria-hidden className="size-4 transition-transform duration-200 group-hover:translate-x-0.5" strokeWidth={2} />
      )}
    </Link>
  );
}

/** A text link with an arrow, for "read more" style links. */
export function ArrowLink({ className, children, ...props }: Omit<ComponentProps<typeof Link>, 'className'> & { className?: string; children: ReactNode }) {
  return (
    <Link
      className={cn('group inline-flex items-center gap-1.5 font-medium underline-offset-4 hover:underline', className)}
      {...props}
    >
      {children}
      <ArrowRight aria-hidden className="size-4 transition-transform duration-200 group-hover:translate-x-0.5" strokeWidth={2} />
    </Link>
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
}: Omit<ComponentProps<typeof Link>, 'className'> & { stretched?: boolean; className?: string; children: ReactNode }) {
  return (
    <Link className={cn('group inline-flex items-center gap-1.5 font-medium', stretched && 'after:absolute after:inset-0', className)} {...props}>
      {children}
      <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
    </Link>
  );
}
