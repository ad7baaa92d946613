import { site } from '@/content/site';
import type { MailMessage } from '../mail';
import { composeMail } from '../mail/template';

/** The outbox kind of a sign-in mail. */
export const SIGN_IN_MAIL = 'inbox-sign-in';

/** The sign-in mail (outbox kind `inbox-sign-in`): the one-time link as a button, how long it works, what to do if unasked. */
export function signInMail(payload: Record<string, unknown>): MailMessage {
  const minutes = Number(payload.minutes) || 15;
  return {
    to: String(payload.to),
    subject: `Your sign-in link for the ${site.name} inbox`,
    ...composeMail({
      preview: `Sign in to the ${site.name} inbox: the link works once, for ${minutes} minutes.`,
      blocks: [
        { paragraph: `Here is your link to sign in to the ${site.name} inbox.` },
        { actions: [{ label: 'Sign in to the inbox', url: String(payload.confirmUrl ?? '') }] },
        { note: `The link works once, for ${minutes} minutes. If you did not ask for it, ignore this email: nobody can sign in without the link.` },
      ],
    }),
  };
}
