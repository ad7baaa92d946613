import { and, eq, gt, sql } from 'drizzle-orm';
import { replyTimes } from '@/content/company/promises';
import { thankYouPages } from '@/content/lead-pages';
import { site } from '@/content/site';
import { businessHoursLabel } from '@/lib/business-hours';
import { QUOTE_TOPIC } from '@/lib/forms/contact-options';
import { notifications } from '../db/schema';
import type { Transaction } from '../forms/pipeline';
import { openingTitle, signedName } from '../leads/labels';
import type { MailMessage, MailRenderer } from '../mail';
import { composeMail, greetingFor, type MailBlock } from '../mail/template';
import { ACKNOWLEDGEMENT_KIND } from '../leads/labels';

/**
 * The acknowledgement every lead and applicant gets: what happens next and by when (the one reply
 * promise, content/company/reply-times.ts), replies reaching a person.
 *
 * It goes to an address nobody has proven, so it is written in our words only (the first name as one
 * word of letters, an opening's title from our own content) and capped: one per address a day, a few per
 * network a day, a ceiling for the whole site a day. Past a cap the lead is stored and the team told as
 * ever; only the acknowledgement is left out.
 */

/** The caps, per 24 hours. */
export const acknowledgementLimits: Readonly<Record<'perAddress' | 'perNetwork' | 'perDay', number>> = { perAddress: 1, perNetwork: 3, perDay: 200 };

const DAY_MS = 86_400_000;
type Acknowledged = 'contact' | 'job-application' | 'talent-pool' | 'chat';
const acknowledged: readonly string[] = ['contact', 'job-application', 'talent-pool', 'chat'] satisfies Acknowledged[];

export interface AcknowledgementPayload {
  type: Acknowledged;
  to: string;
  greeting: string;
  /** The network's HMAC (as stored on the submission): what the per-network cap counts. */
  network: string;
  /** An application's opening, by its title in our content (never the visitor's text). */
  opening?: string;
  /** A contact enquiry that asked for a quote. */
  quote?: boolean;
  siteUrl: string;
}

/**
 * Queues the acknowledgement of one stored submission inside its transaction, unless a cap is reached
 * (an advisory lock makes the count one across server processes). Resolves with whether it was queued.
 */
export async function queueAcknowledgement(
  tx: Transaction,
  lead: { type: string; id: string; payload: Record<string, unknown>; networkHash: string },
  { siteUrl, limits = acknowledgementLimits, now = new Date() }: { siteUrl: string; limits?: typeof acknowledgementLimits; now?: Date },
): Promise<boolean> {
  const to = typeof lead.payload.email === 'string' ? lead.payload.email.trim().toLowerCase() : '';
  if (!acknowledged.includes(lead.type) || !to) return false;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${ACKNOWLEDGEMENT_KIND}))`);
  const [counts] = await tx
    .select({
      all: sql<number>`count(*)::int`,
      address: sql<number>`(count(*) filter (where ${notifications.payload}->>'to' = ${to}))::int`,
      network: sql<number>`(count(*) filter (where ${notifications.payload}->>'network' = ${lead.networkHash}))::int`,
    })
    .from(notifications)
    .where(and(eq(notifications.kind, ACKNOWLEDGEMENT_KIND), gt(notifications.createdAt, new Date(now.getTime() - DAY_MS))));
  if (Number(counts?.all) >= limits.perDay || Number(counts?.address) >= limits.perAddress || Number(counts?.network) >= limits.perNetwork) return false;
  const slug = typeof lead.payload.opening === 'string' ? lead.payload.opening : '';
  const title = slug ? openingTitle(slug) : '';
  const payload: AcknowledgementPayload = {
    type: lead.type as Acknowledged,
    to,
    greeting: greetingFor(signedName(lead.payload)),
    network: lead.networkHash,
    ...(title && title !== slug ? { opening: title } : {}),
    ...(lead.payload.topic === QUOTE_TOPIC ? { quote: true } : {}),
    siteUrl,
  };
  await tx.insert(notifications).values({ kind: ACKNOWLEDGEMENT_KIND, leadId: lead.id, payload: { ...payload } });
  return true;
}

/** What happens next, as the form's thank-you page says it (one source: the mail and the page never differ). */
const nextSteps = (path: string): MailBlock => ({ steps: thankYouPages.find((page) => page.path === path)?.steps ?? [] });

/** What the acknowledgement says, per form: what we received, who answers and by when, and what they can do meanwhile. */
function content(p: AcknowledgementPayload): { subject: string; blocks: MailBlock[] } {
  const hours = businessHoursLabel();
  const page = (path: string) => `${p.siteUrl.replace(/\/+$/, '')}${path}`;
  const ignore: MailBlock = { note: `You get this email because this address was entered on a form on our website. If that was not you, ignore it: nothing more is sent.` };
  switch (p.type) {
    case 'job-application':
    case 'talent-pool': {
      const what = p.type === 'talent-pool' ? 'your resume for our talent pool' : p.opening ? `your application for ${p.opening}` : 'your application';
      return {
        subject: p.type === 'talent-pool' ? `We received your resume: ${site.name}` : `We received your application${p.opening ? ` for ${p.opening}` : ''}: ${site.name}`,
        blocks: [
          { paragraph: `Thank you for sending ${what}.` },
          {
            paragraph:
              p.type === 'talent-pool'
                ? `Our recruiting team reads every resume and answers within ${replyTimes.application.within} (${hours}), whatever the answer.`
                : `The hiring lead reads every application and answers within ${replyTimes.application.within} (${hours}), whatever the answer.`,
          },
          nextSteps(p.type === 'talent-pool' ? '/careers/resume/thank-you' : '/careers/apply/thank-you'),
          { actions: [{ label: 'See the open positions', url: page('/careers/positions') }] },
          { paragraph: 'To add something, reply to this email.' },
          ignore,
        ],
      };
    }
    case 'chat':
      return {
        subject: `We received your message: ${site.name}`,
        blocks: [
          { paragraph: 'Thank you for your message in the chat on our website.' },
          { paragraph: `A person from our team replies to this address within ${replyTimes.chat.within} (${hours}).` },
          { paragraph: 'To add something, reply to this email.' },
          ignore,
        ],
      };
    default:
      return {
        subject: `We received your ${p.quote ? 'request for a quote' : 'message'}: ${site.name}`,
        blocks: [
          { paragraph: `Thank you for your ${p.quote ? 'request for a quote' : 'message'}.` },
          { paragraph: `A senior engineer reads it and replies within ${replyTimes.enquiry.within} (${hours}).` },
          nextSteps('/contact/thank-you'),
          { actions: [{ label: 'Book the discovery call', url: page('/contact#schedule') }] },
          { paragraph: 'To add something, reply to this email.' },
          ignore,
        ],
      };
  }
}

/** The acknowledgement's mail: Reply-To the team that answers (careers for applicants). */
export const acknowledgementMail: MailRenderer = {
  audience: 'visitor',
  render(payload): MailMessage {
    const p = payload as unknown as AcknowledgementPayload;
    const { subject, blocks } = content(p);
    const applicant = p.type === 'job-application' || p.type === 'talent-pool';
    return { to: p.to, subject, ...composeMail({ greeting: p.greeting || 'Hello,', preview: subject, blocks, signature: true }), replyTo: applicant ? site.careersEmail : site.email };
  },
};
