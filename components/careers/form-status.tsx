'use client';

import { CircleAlert, CircleCheck } from 'lucide-react';
import type { RefObject } from 'react';
import { ButtonLink, buttonClasses } from '@/components/ui/button';
import type { HiringStep } from '@/content/careers/types';
import { cn } from '@/lib/cn';

/** The alert under a careers form when a submission did not arrive: says plainly that nothing was sent. */
export function FailureAlert({
  alertRef,
  title,
  message,
  keptFile,
  fallbackEmail,
}: {
  alertRef: RefObject<HTMLDivElement | null>;
  title: string;
  message: string;
  keptFile: boolean;
  fallbackEmail: string;
}) {
  return (
    <div
      ref={alertRef}
      role="alert"
      tabIndex={-1}
      className="flex gap-3 rounded-md border border-red-200 bg-red-50 p-4 text-sm leading-6 text-red-900 outline-none"
    >
      <CircleAlert aria-hidden strokeWidth={1.75} className="mt-0.5 size-5 shrink-0 text-red-700" />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="mt-1">
          {message} Everything you typed is still here{keptFile ? ', and so is your resume file' : ''}. You can also e-mail it to{' '}
          <a href={`mailto:${fallbackEmail}`} className="font-medium underline underline-offset-2">
            {fallbackEmail}
          </a>
          .
        </p>
      </div>
    </div>
  );
}

/** What replaces a careers form once it has really been received. */
export function SuccessPanel({
  headingRef,
  heading,
  body,
  email,
  steps,
  againLabel,
  onAgain,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  heading: string;
  body: string;
  email: string;
  steps: readonly HiringStep[];
  againLabel: string;
  onAgain: () => void;
}) {
  const [before, after] = body.split('{email}');
  return (
    <div className="scroll-mt-28 py-2">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
        <CircleCheck aria-hidden strokeWidth={1.75} className="size-6" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="mt-6 text-[1.75rem] leading-tight font-semibold tracking-[-0.025em] text-balance outline-none sm:text-[2.25rem]">
        {heading}
      </h2>
      <p className="mt-4 max-w-xl text-lead text-fg-muted text-pretty">
        {before}
        {after !== undefined && <strong className="font-semibold text-fg">{email}</strong>}
        {after}
      </p>
      <h3 className="eyebrow mt-10 text-fg-subtle">What happens next</h3>
      <ol className="mt-4 grid gap-4">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden
              className={cn(
                'flex size-8 shrink-0 items-center justify-center rounded-full border text-sm font-semibold tabular-nums',
                index === 0 ? 'border-accent bg-accent text-white' : 'border-line bg-paper text-fg',
              )}
            >
              {index + 1}
            </span>
            <div>
              <p className="font-semibold text-fg">
                {step.title} <span className="font-normal text-fg-subtle">· {step.when}</span>
              </p>
              <p className="mt-1 text-sm leading-6 text-fg-muted">{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-10 flex flex-wrap gap-3">
        <button type="button" onClick={onAgain} className={buttonClasses('secondary', 'md')}>
          {againLabel}
        </button>
        <ButtonLink href="/careers" variant="ghost">
          Back to careers
        </ButtonLink>
      </div>
    </div>
  );
}
