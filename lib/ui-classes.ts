import { cn } from './cn';

/**
 * The classes of the site's buttons and form fields, in React (components/ui/button.tsx,
 * components/forms/field.tsx) and on the pages the server renders (server/pages/site-page.ts), so both
 * draw the same button and the same field.
 */
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

/** The look of a text field. */
export const inputClasses =
  'block h-12 w-full rounded-md border border-fg-subtle/45 bg-paper-raised px-4 text-[0.9375rem] text-fg shadow-[0_1px_2px_rgb(11_13_18/0.04)] transition-[border-color,box-shadow] duration-150 placeholder:text-fg-subtle hover:border-fg-subtle/80 focus:border-accent focus:shadow-[0_0_0_4px_rgb(67_83_255/0.15)] focus-visible:outline-none aria-invalid:border-red-700 aria-invalid:focus:shadow-[0_0_0_4px_rgb(185_28_28/0.15)]';

/** A textarea's look; its minimum height is added by the field (TextAreaField). */
export const textareaClasses = cn(inputClasses, 'h-auto resize-y py-3 leading-7');

/** A select's look (the chevron is drawn beside it). */
export const selectClasses = cn(inputClasses, 'appearance-none pr-11');
