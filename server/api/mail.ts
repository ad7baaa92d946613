import { site } from '@/content/site';
import type { ResumeFormat } from '@/lib/forms/resume';
import { choiceLabel, NOT_GIVEN } from '@/lib/forms/choice-labels';
import { QUOTE_TOPIC } from '@/lib/forms/contact-options';
import { qualificationFields } from '@/lib/forms/qualification';
import { openingTitle, signedName, teamDateTime } from '../leads/labels';
import { attachmentName, resumeLabel, resumeMime } from '../http/resume-name';
import type { AttachedResume, MailMessage, MailRenderers } from '../mail';
import { oneLine, textBlock } from '@/lib/plain-text';
import { composeMail } from '../mail/template';
import { acknowledgementMail } from './acknowledgement';
import { ACKNOWLEDGEMENT_KIND } from '../leads/labels';
import { chatForm, contactForm, jobApplicationForm, talentPoolForm } from './forms';

/** Per submission kind: its label, the form's field labels and what it is about (who sent it: signedName). */
const kindsOfLead: Record<
  string,
  { label: string; labels: Record<string, string>; about?: (p: Record<string, unknown>) => string; asked?: (p: Record<string, unknown>, key: string) => boolean }
> = {
  contact: {
    label: 'Contact inquiry',
    labels: contactForm.labels,
    about: (p) => `${p.company ? ` (${String(p.company)})` : ''}${p.topic && p.topic !== 'general' ? `: ${String(shownValue(p, 'topic'))}` : ''}`,
    // Budget and timeline are the quote path's questions: listed (answered or 'Not given') for a quote, otherwise only when answered.
    asked: (p, key) => !(qualificationFields as readonly string[]).includes(key) || p.topic === QUOTE_TOPIC || Boolean(p[key]),
  },
  'job-application': { label: 'Job application', labels: jobApplicationForm.labels, about: (p) => (p.position ? ` for ${String(shownValue(p, 'position'))}` : '') },
  'talent-pool': { label: 'Talent pool resume', labels: talentPoolForm.labels, about: (p) => (p.areaOfInterest ? ` (${String(p.areaOfInterest)})` : '') },
  chat: { label: 'Chat message', labels: chatForm.labels },
};
kindsOfLead.contact_request = kindsOfLead.contact!;

const shownValue = (p: Record<string, unknown>, key: string) => (key === 'opening' && typeof p.opening === 'string' && p.opening ? openingTitle(p.opening) : choiceLabel(key, p[key]));


function formatDate(value: unknown): string {
  const date = new Date(String(value ?? ''));
  return Number.isNaN(date.getTime()) ? '' : teamDateTime(date);
}

/**
 * The mail for one outbox row: a confirmation to a subscriber, or the agency's notification (a
 * subject and summary a person can act on, Reply-To the visitor, the resume attached under a name
 * built by us). Nothing in it is an instruction to run: no shell command, and the visitor's text
 * is shown as indented, quoted values (the HTML part escapes every one).
 */
function formMail(p: Record<string, unknown>, notifyTo: string | undefined, resume: AttachedResume | null, rowKind: string): MailMessage {
  if (rowKind === 'newsletter') {
    const unsubscribeUrl = String(p.unsubscribeUrl ?? '');
    return {
      to: String(p.to),
      subject: `Confirm your subscription to the ${site.name} newsletter`,
      ...composeMail({
        greeting: 'Hello,',
        preview: `One click confirms your subscription to the ${site.name} newsletter.`,
        blocks: [
          { paragraph: `Someone, hopefully you, asked to receive the ${site.name} newsletter at this address.` },
          { actions: [{ label: 'Confirm your subscription', url: String(p.confirmUrl ?? '') }] },
          { note: 'If you did not ask for this, ignore this email: nothing more will be sent.' },
          { actions: [{ label: 'Unsubscribe at any time', url: unsubscribeUrl }] },
        ],
        signature: true,
      }),
      headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  }
  if (!notifyTo) throw new Error('LEADS_NOTIFY_TO is not set');
  const kind = kindsOfLead[rowKind] ?? { label: 'Submission', labels: {} };
  const email = typeof p.email === 'string' && p.email ? oneLine(p.email) : '';
  const who = oneLine(signedName(p));
  const from = who || email || 'a visitor';
  const subject = oneLine(`${kind.label} from ${from}${kind.about?.(p) ?? ''}`).slice(0, 180);

  // The form's fields in the form's order, each with its label; the sender is named in the first line.
  const shown = Object.keys(kind.labels).filter((key) => !['resume', 'consent', 'email', 'name', 'fullName', 'firstName', 'lastName'].includes(key) && key in p && (kind.asked?.(p, key) ?? true));
  const fields = shown.map((key) => [kind.labels[key]!, textBlock(shownValue(p, key)) || NOT_GIVEN] as const);
  const intro = `${kind.label} received on the website from ${who || 'a visitor'}${email ? ` <${email}>` : ''}.`;
  const replyHint = email ? 'Reply to this email to answer them.' : 'No email address was given.';
  const file = p.resume as { format?: string; size?: number } | null | undefined;
  const format = (resume?.format ?? file?.format ?? '') as ResumeFormat;
  const attachment = resume ? { filename: attachmentName(who || email.split('@')[0] || '', format), content: resume.content, contentType: resumeMime(format) } : null;
  const resumeLine = attachment
    ? `Resume: attached as ${attachment.filename} (${resumeLabel(format)}, ${Math.max(1, Math.ceil(resume!.size / 1024))} KB).`
    : file
      ? 'Resume: no longer stored.'
      : '';
  // The lead's record (status, owner, note, history) in the inbox: built by the server from its origin and the row's id.
  const record = typeof p.inboxUrl === 'string' ? p.inboxUrl : '';

  return {
    to: notifyTo,
    subject,
    ...composeMail({
      preview: subject,
      blocks: [
        { paragraph: `${intro}\n${replyHint}` },
        { facts: fields },
        ...(resumeLine ? [{ paragraph: resumeLine }] : []),
        ...(record ? [{ actions: [{ label: 'Open in the inbox', url: record }] }] : []),
        { note: `Received ${formatDate(p.createdAt)}.${record ? ' Status, owner and notes are kept in the inbox.' : ''}` },
      ],
    }),
    ...(email ? { replyTo: email } : {}),
    ...(attachment ? { attachments: [attachment] } : {}),
  };
}

/** The forms' mails by outbox kind: the subscriber's confirmation, the visitor's acknowledgement, and the agency's notice of each submission. */
export const formMails: MailRenderers = {
  newsletter: { audience: 'visitor', render: formMail },
  [ACKNOWLEDGEMENT_KIND]: acknowledgementMail,
  ...Object.fromEntries(Object.keys(kindsOfLead).map((kind) => [kind, { audience: 'agency', render: formMail }] as const)),
};
