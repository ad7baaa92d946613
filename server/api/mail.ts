import { site } from '@/content/site';
import type { ResumeFormat } from '@/lib/forms/resume';
import { choiceLabel, NOT_GIVEN } from '@/lib/forms/choice-labels';
import { QUOTE_TOPIC } from '@/lib/forms/contact-options';
import { qualificationFields } from '@/lib/forms/qualification';
import { brandColors } from '@/lib/brand';
import { escapeHtml } from '../http/html';
import { openingTitle, teamDateTime } from '../leads/labels';
import { attachmentName, resumeLabel, resumeMime } from '../http/resume-name';
import type { AttachedResume, MailMessage, MailRenderers } from '../mail';
import { chatForm, contactForm, jobApplicationForm, talentPoolForm } from './forms';

/** Per submission kind: its label, the form's field labels, who sent it and what it is about. */
const kindsOfLead: Record<
  string,
  { label: string; labels: Record<string, string>; who: (p: Record<string, unknown>) => unknown; about?: (p: Record<string, unknown>) => string; asked?: (p: Record<string, unknown>, key: string) => boolean }
> = {
  contact: {
    label: 'Contact enquiry',
    labels: contactForm.labels,
    who: (p) => p.name,
    about: (p) => `${p.company ? ` (${String(p.company)})` : ''}${p.topic && p.topic !== 'general' ? `: ${String(shownValue(p, 'topic'))}` : ''}`,
    // Budget and timeline are the quote path's questions: listed (answered or 'Not given') for a quote, otherwise only when answered.
    asked: (p, key) => !(qualificationFields as readonly string[]).includes(key) || p.topic === QUOTE_TOPIC || Boolean(p[key]),
  },
  'job-application': { label: 'Job application', labels: jobApplicationForm.labels, who: (p) => [p.firstName, p.lastName].filter(Boolean).join(' '), about: (p) => (p.position ? ` for ${String(shownValue(p, 'position'))}` : '') },
  'talent-pool': { label: 'Talent pool resume', labels: talentPoolForm.labels, who: (p) => p.fullName, about: (p) => (p.areaOfInterest ? ` (${String(p.areaOfInterest)})` : '') },
  chat: { label: 'Chat message', labels: chatForm.labels, who: () => '' },
};
kindsOfLead.contact_request = kindsOfLead.contact!;

const shownValue = (p: Record<string, unknown>, key: string) => (key === 'opening' && typeof p.opening === 'string' && p.opening ? openingTitle(p.opening) : choiceLabel(key, p[key]));

/** Controls, bidi overrides and other invisible characters: never in a mail, whatever was stored. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}]/gu;
const oneLine = (value: unknown) => String(value ?? '').replace(/[\s\p{Z}]+/gu, ' ').replace(INVISIBLE, '').trim();
const block = (value: unknown) =>
  String(value ?? '')
    .replace(/\r\n?/g, '\n')
    .replace(/[\p{Zl}\p{Zp}]/gu, '\n')
    .replace(/[^\S\n]/g, ' ')
    .replace(INVISIBLE, (char) => (char === '\n' ? char : ''))
    .trim();

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
    const confirmUrl = String(p.confirmUrl ?? '');
    const unsubscribeUrl = String(p.unsubscribeUrl ?? '');
    return {
      to: String(p.to),
      subject: `Confirm your subscription to the ${site.name} newsletter`,
      text: [
        `Someone, hopefully you, asked to receive the ${site.name} newsletter at this address.`,
        '',
        `Confirm your subscription: ${confirmUrl}`,
        '',
        'If you did not ask for this, ignore this e-mail: nothing more will be sent.',
        `Unsubscribe at any time: ${unsubscribeUrl}`,
      ].join('\n'),
      headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  }
  if (!notifyTo) throw new Error('LEADS_NOTIFY_TO is not set');
  const kind = kindsOfLead[rowKind] ?? { label: 'Submission', labels: {}, who: () => '' };
  const email = typeof p.email === 'string' && p.email ? oneLine(p.email) : '';
  const who = oneLine(kind.who(p));
  const from = who || email || 'a visitor';
  const subject = oneLine(`${kind.label} from ${from}${kind.about?.(p) ?? ''}`).slice(0, 180);

  // The form's fields in the form's order, each with its label; the sender is named in the first line.
  const shown = Object.keys(kind.labels).filter((key) => !['resume', 'consent', 'email', 'name', 'fullName', 'firstName', 'lastName'].includes(key) && key in p && (kind.asked?.(p, key) ?? true));
  const fields = shown.map((key) => ({ label: kind.labels[key]!, value: block(shownValue(p, key)) }));
  const intro = `${kind.label} received on the website from ${who || 'a visitor'}${email ? ` <${email}>` : ''}.`;
  const replyHint = email ? 'Reply to this e-mail to answer them.' : 'No e-mail address was given.';
  const file = p.resume as { format?: string; size?: number } | null | undefined;
  const format = (resume?.format ?? file?.format ?? '') as ResumeFormat;
  const attachment = resume ? { filename: attachmentName(who || email.split('@')[0] || '', format), content: resume.content, contentType: resumeMime(format) } : null;
  const resumeLine = attachment
    ? `Resume: attached as ${attachment.filename} (${resumeLabel(format)}, ${Math.max(1, Math.ceil(resume!.size / 1024))} KB).`
    : file
      ? 'Resume: no longer stored.'
      : '';
  const footer = `Received ${formatDate(p.createdAt)}.`;
  // The lead's record (status, owner, note, history) in the inbox: built by the server from its origin and the row's id.
  const record = typeof p.inboxUrl === 'string' && /^https?:\/\/[^\s"<>]+$/.test(p.inboxUrl) ? p.inboxUrl : '';

  const text = [
    intro,
    replyHint,
    '',
    ...fields.flatMap(({ label, value }) =>
      !value ? [`${label}: ${NOT_GIVEN}`] : value.includes('\n') || value.length > 60 ? [`${label}:`, ...value.split('\n').map((line) => `    ${line}`), ''] : [`${label}: ${value}`],
    ),
    ...(resumeLine ? ['', resumeLine] : []),
    ...(record ? ['', `Open it in the inbox (status, owner, note): ${record}`] : []),
    '',
    footer,
  ]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
  const cell = 'padding:4px 12px 4px 0;vertical-align:top';
  const html = `<!doctype html><html><body style="font:15px/1.5 system-ui,-apple-system,'Segoe UI',sans-serif;color:#1c1d21">
<p>${escapeHtml(intro)}<br>${escapeHtml(replyHint)}</p>
<table role="presentation" style="border-collapse:collapse">${fields
    .map(({ label, value }) => `<tr><th style="${cell};text-align:left">${escapeHtml(label)}</th><td style="${cell};white-space:pre-wrap">${escapeHtml(value || NOT_GIVEN)}</td></tr>`)
    .join('')}</table>
${resumeLine ? `<p>${escapeHtml(resumeLine)}</p>` : ''}
${record ? `<p style="margin:20px 0"><a href="${escapeHtml(record)}" style="display:inline-block;padding:10px 18px;border-radius:999px;background:${brandColors.accent};color:#ffffff;font-weight:600;text-decoration:none">Open in the inbox</a></p>` : ''}
<p style="color:#52525b">${escapeHtml(footer)}</p>
</body></html>`;
  return {
    to: notifyTo,
    subject,
    text,
    html,
    ...(email ? { replyTo: email } : {}),
    ...(attachment ? { attachments: [attachment] } : {}),
  };
}

/** The forms' mails by outbox kind: the subscriber's confirmation, and the agency's notice of each submission. */
export const formMails: MailRenderers = {
  newsletter: { audience: 'visitor', render: formMail },
  ...Object.fromEntries(Object.keys(kindsOfLead).map((kind) => [kind, { audience: 'agency', render: formMail }] as const)),
};
