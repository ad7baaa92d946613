import { useId } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { NEWSLETTER_CLASSES as classes, type NewsletterCopy as Copy } from './newsletter-send';

/**
 * The newsletter sign-up as the server draws it: a real form (POST /api/newsletter) that posts without scripts,
 * the browser checking the address. ./newsletter-enhance.ts gives it its behaviour in the browser (./newsletter-send.ts):
 * it validates with the API's own schema, sends through the shared submission client and reports only what
 * happened: a failure says that nothing was sent and keeps the address; success asks the visitor to confirm.
 *
 * The ids are React's (useId), the one hook here: unique on the page, and the module reads them from the field's.
 */
export function NewsletterForm({ copy }: { copy: Copy }) {
  const ids = useId();
  return (
    <form method="post" action="/api/newsletter" className="relative">
      <label htmlFor={`${ids}-email`} className="text-sm font-medium text-on-dark">
        {copy.label}
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          id={`${ids}-email`}
          name="email"
          type="email"
          required
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          placeholder={copy.placeholder}
          aria-describedby={`${ids}-privacy`}
          className="h-12 w-full min-w-0 rounded-full sm:flex-1 border border-white/20 bg-white/5 px-5 text-[0.9375rem] text-on-dark transition-[border-color,box-shadow] duration-150 placeholder:text-on-dark-subtle hover:border-white/40 focus:border-accent-on-dark focus:shadow-[0_0_0_4px_rgb(151_160_255/0.2)] focus-visible:outline-none aria-invalid:border-red-300"
        />
        <button type="submit" className={buttonClasses('primary', 'lg', 'h-12 shrink-0')}>
          {copy.submit}
        </button>
      </div>
      {/* Honeypot: off-screen and out of the tab order; people never see it, naive bots fill it in. */}
      <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${ids}-website`}>Website (leave empty)</label>
        <input id={`${ids}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <p id={`${ids}-privacy`} className={classes.privacy}>
        {copy.privacy}
      </p>
      {/* Where the module says that nothing was sent. */}
      <div role="alert" className="" />
    </form>
  );
}
