/**
 * Every mail the site sends, rendered with sample data, to look at (docs/mail.md):
 * `npx tsx scripts/mail-previews.ts` writes each kind's HTML and text part to SHOTS_DIR/mails/ (default
 * screenshots/mails) and screenshots of the HTML at 1440 and 390 px wide.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { jobs } from '@/content/careers/jobs';
import { renderMail } from '../server/mail';
import { mailRenderers } from '../server/runtime';

const dir = path.join(process.env.SHOTS_DIR ?? 'screenshots', 'mails');
mkdirSync(dir, { recursive: true });
const siteUrl = 'https://www.northstack.dev';
const call = {
  id: 'b7f3c2d0-1111-4aaa-8bbb-123456789abc',
  event: 'booked',
  callName: 'Discovery call',
  start: '2026-12-03T16:00:00.000Z',
  end: '2026-12-03T16:30:00.000Z',
  name: 'Dana Whitaker',
  email: 'dana@ledgerline.example',
  company: 'Ledgerline',
  topic: 'We run payouts for 40 marketplaces and want to move reconciliation off nightly batch jobs. Agenda: current architecture, volumes, and what a first phase could look like.',
  visitorTimeZone: 'America/Chicago',
  locale: 'en-US',
  agencyTimeZone: 'America/New_York',
  ics: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
  manageUrl: `${siteUrl}/api/schedule/manage?token=sample`,
  siteUrl,
  // The inbox on its own host name (INBOX_ORIGIN): the team's "See it in the inbox" opens the call there.
  inboxUrl: 'https://admin.northstack.dev',
  host: 'priya-raman',
  hostName: 'Priya Raman',
  hostEmail: 'priya@northstack.dev',
  meetingUrl: 'https://meet.jit.si/Northstack-sample',
  guests: ['sam@ledgerline.example'],
  budget: '75k-150k',
  timeline: '1-3-months',
};
const lead = { createdAt: '2026-12-02T15:04:00.000Z', inboxUrl: `${siteUrl}/api/inbox/leads/4d1c7a52-0000-4000-8000-000000000000` };
const samples: [string, string, Record<string, unknown>][] = [
  ['inbox-sign-in', 'inbox-sign-in', { to: 'sales@northstack.dev', confirmUrl: `${siteUrl}/api/inbox/sign-in/link?token=sample`, minutes: 15 }],
  ['newsletter', 'newsletter', { to: 'reader@example.com', confirmUrl: `${siteUrl}/api/newsletter/confirm?token=sample`, unsubscribeUrl: `${siteUrl}/api/newsletter/unsubscribe?token=sample` }],
  ['contact', 'contact', { ...lead, name: 'Dana Whitaker', email: 'dana@ledgerline.example', company: 'Ledgerline', topic: 'quote', service: 'software', budget: '75k-150k', timeline: '1-3-months', message: 'We run payouts for 40 marketplaces.\nReconciliation is a nightly batch and we want it real time.' }],
  ['job-application', 'job-application', { ...lead, firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', position: 'backend', opening: jobs()[0]?.id, experience: '10+', coverLetter: 'I have built compilers and distributed systems and would like to mentor your platform team.', resume: { format: 'pdf', size: 52_000 } }],
  ['ack-contact', 'lead-acknowledgement', { type: 'contact', to: 'dana@ledgerline.example', greeting: 'Hello Dana,', network: 'n', quote: true, siteUrl }],
  ['ack-application', 'lead-acknowledgement', { type: 'job-application', to: 'grace@example.com', greeting: 'Hello Grace,', network: 'n', opening: jobs()[0]?.title, siteUrl }],
  ['ack-talent-pool', 'lead-acknowledgement', { type: 'talent-pool', to: 'alan@example.com', greeting: 'Hello Alan,', network: 'n', siteUrl }],
  ['ack-chat', 'lead-acknowledgement', { type: 'chat', to: 'bo@example.com', greeting: 'Hello,', network: 'n', siteUrl }],
  ['booking-team', 'booking', call],
  ['booking-team-cancelled', 'booking', { ...call, event: 'cancelled', changedBy: 'priya@northstack.dev', changedByName: 'Priya Raman', cancelReason: 'Priya is out sick this week.', company: null, budget: null, timeline: null, guests: [] }],
  ['booking-host', 'booking-host', call],
  // An API booking: no locale, so the visitor reads US English (DEFAULT_LOCALE).
  ['booking-confirmation-no-locale', 'booking-confirmation', { ...call, locale: null }],
  ['booking-confirmation', 'booking-confirmation', call],
  ['booking-rescheduled-by-team', 'booking-rescheduled', { ...call, event: 'rescheduled', changedBy: 'sales@northstack.dev' }],
  ['booking-cancelled-by-team', 'booking-cancelled', { ...call, event: 'cancelled', changedBy: 'sales@northstack.dev', cancelReason: 'Priya is out sick this week; we would like to find you a new time with her.' }],
  ['booking-reminder', 'booking-reminder', { ...call, lead: '1h' }],
  ['booking-guest', 'booking-guest', { ...call, guestEmail: 'sam@ledgerline.example', manageUrl: undefined }],
  ['booking-confirm', 'booking-confirm', { ...call, confirmUrl: `${siteUrl}/api/schedule/confirm?token=sample`, heldUntil: '2026-12-02T16:00:00.000Z', manageUrl: undefined }],
];

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [name, kind, payload] of samples) {
  const mail = renderMail(mailRenderers, { id: name, kind, payload }, 'leads@northstack.dev');
  writeFileSync(path.join(dir, `${name}.txt`), `To: ${mail.to}\nReply-To: ${mail.replyTo ?? '-'}\nSubject: ${mail.subject}\n\n${mail.text}\n`);
  writeFileSync(path.join(dir, `${name}.html`), mail.html ?? '');
  for (const width of [1440, 390]) {
    const page = await browser.newPage({ viewport: { width, height: width === 1440 ? 900 : 844 } });
    await page.setContent(mail.html ?? '');
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
    await page.close();
  }
}
await browser.close();
console.log(`${samples.length} mails in ${dir}`);
