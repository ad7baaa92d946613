'use client';

import { FailureAlert, SuccessPanel } from '@/components/forms/form-parts';
import { ButtonLink, buttonClasses } from '@/components/ui/button';
import type { CareersFormState } from './use-careers-form';

/** The alert under a careers form when a submission did not arrive: nothing was sent, everything (and the file) is kept. */
export function CareersFailureAlert({ careers, fallbackEmail }: { careers: CareersFormState; fallbackEmail: string }) {
  if (careers.failure === null) return null;
  return (
    <FailureAlert
      alertRef={careers.alertRef}
      title={careers.failureTitle}
      message={careers.failure}
      kept={`Everything you typed is still here${careers.resume.file ? ', and so is your resume file' : ''}.`}
      emailLead="You can also email it to"
      fallbackEmail={fallbackEmail}
    />
  );
}

/**
 * What replaces a careers form once it has really been received: `{name}` and `{email}` in the copy are filled in.
 * No steps of its own: the page lists what happens next beside the form (components/pages/careers/form-page.tsx),
 * and a panel repeating them showed 'What happens next' twice on a phone.
 */
export function CareersSuccessPanel({
  careers,
  success,
  againLabel,
}: {
  careers: CareersFormState;
  success: { heading: string; body: string };
  againLabel: string;
}) {
  const { sent } = careers;
  if (sent === null) return null;
  const [before, after] = success.body.split('{email}');
  return (
    <SuccessPanel
      headingRef={careers.successRef}
      heading={success.heading.replace('{name}', sent.name)}
      lead={
        <>
          {before}
          {after !== undefined && <strong className="font-semibold text-fg">{sent.email}</strong>}
          {after}
        </>
      }
    >
      <button type="button" onClick={careers.startOver} className={buttonClasses('secondary', 'md')}>
        {againLabel}
      </button>
      <ButtonLink href="/careers" variant="ghost">
        Back to careers
      </ButtonLink>
    </SuccessPanel>
  );
}
