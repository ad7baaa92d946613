/**
 * Times the inbox's three everyday tasks as the sales lead does them, with human typing (docs/inbox.md, "Timed"):
 * work a lead from the notification mail's link to "done" with a note and an owner, cancel a call with a reason,
 * set a half day. Not a test: it prints each task's duration. After `npm run build`:
 *
 *     npx tsx scripts/time-team-tasks.ts            (PORT=3410 by default)
 *
 * It starts the built server on an empty database with a local mail catcher (as the e2e run does), drives
 * Chromium (/usr/bin/chromium or CHROME_PATH) and stops both.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';

const port = Number(process.env.PORT ?? 3410);
const base = `http://localhost:${port}`;
const mailDir = path.join(tmpdir(), `northstack-timing-mail-${port}`);
const dataDir = path.join(tmpdir(), `northstack-timing-pglite-${port}`);
process.env.E2E_MAIL_DIR = mailDir;
process.env.E2E_SMTP_PORT = String(port + 5);
const SALES = 'sales@northstack.test';
/** A person's typing: about 5 characters a second. */
const TYPING = { delay: 180 };

const { default: startMailCatcher } = await import('../e2e/mail-catcher');
const stopCatcher = await startMailCatcher();
rmSync(dataDir, { recursive: true, force: true });
// Its own process group, so stopping it stops npm's shell and the server under it.
const server = spawn('npm', ['run', 'serve'], {
  stdio: 'ignore',
  detached: true,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${port + 5}`, LEADS_NOTIFY_TO: 'team@northstack.test', OUTBOX_INTERVAL_MS: '300', SITE_URL: base, INBOX_USERS: SALES, INBOX_SIGN_IN_RATE_LIMIT: '0', FORM_RATE_LIMIT: '0' },
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mails = () => readdirSync(mailDir).filter((name) => name.endsWith('.eml')).sort().map((name) => readFileSync(path.join(mailDir, name), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '='));
/** The first link matching `pattern` in a mail that arrives after `after` mails were kept. */
async function mailedLink(after: number, pattern: RegExp): Promise<string> {
  for (let tries = 0; tries < 120; tries += 1) {
    const found = mails().slice(after).map((mail) => pattern.exec(mail)?.[0]).find(Boolean);
    if (found) return found;
    await sleep(500);
  }
  throw new Error(`no mail with ${pattern}`);
}
async function timed(name: string, work: () => Promise<void>) {
  const started = performance.now();
  await work();
  console.log(`${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

try {
  for (let up = false, tries = 0; !up; tries += 1) {
    if (tries > 240) throw new Error('the server did not start');
    up = await fetch(`${base}/api/health`).then((answer) => answer.ok, () => false);
    if (!up) await sleep(500);
  }
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page: Page = await browser.newPage({ viewport: { width: 1440, height: 900 } });

  // A lead arrives; the team's notification carries its inbox link.
  let before = mails().length;
  const lead = await page.request.post(`${base}/api/contact`, { headers: { accept: 'application/json' }, data: { name: 'Dana Whitaker', email: 'dana@ledgerline.example', company: 'Ledgerline', topic: 'general', message: 'We run payouts for 40 marketplaces and want reconciliation in real time.' } });
  if (lead.status() !== 201) throw new Error(`contact answered ${lead.status()}: ${await lead.text()}`);
  const leadLink = await mailedLink(before, new RegExp(`${base}/api/inbox/leads/[0-9a-f-]{36}`));

  await timed('Work a lead from the mail to done, with a note and an owner (sign-in by mailed link included)', async () => {
    await page.goto(leadLink);
    before = mails().length;
    await page.getByLabel('Your work email address').pressSequentially(SALES, TYPING);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await page.goto(await mailedLink(before, new RegExp(`${base}/api/inbox/sign-in/link\\?token=[\\w-]+`)));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.goto(leadLink);
    await page.getByLabel('Status').selectOption('done');
    await page.getByLabel('Owner').selectOption(SALES);
    await page.getByLabel(/Private note/).pressSequentially('Called Dana: scoping call booked for next week.', TYPING);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved: status, owner and note.').waitFor();
  });

  const { slots } = (await (await page.request.get(`${base}/api/schedule/slots?type=discovery&host=any`)).json()) as { slots: { start: string }[] };
  const booked = await page.request.post(`${base}/api/schedule/bookings`, { headers: { accept: 'application/json' }, data: { start: slots.at(-1)!.start, type: 'discovery', host: 'any', name: 'Sam Ortiz', email: 'sam@example.com' } });
  if (booked.status() !== 201) throw new Error(`booking answered ${booked.status()}`);
  await timed('Cancel a call with a reason', async () => {
    await page.getByRole('link', { name: 'Calls' }).click();
    await page.getByRole('link', { name: 'Cancel the call with Sam Ortiz' }).click();
    await page.getByLabel('Why, in a sentence for Sam Ortiz').pressSequentially('Our host is ill this week; we are sorry and would like to find you a new time.', TYPING);
    await page.getByRole('button', { name: 'Cancel the call and email Sam Ortiz' }).click();
    await page.getByText(/^Call canceled/).waitFor();
  });

  await timed('Set a half day (a date with hours and a label)', async () => {
    await page.getByRole('link', { name: 'Availability' }).first().click();
    const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Date', { exact: true }).fill(day);
    await page.getByLabel(/^Label/).pressSequentially('Half day', TYPING);
    await page.getByLabel('Open these hours:').check();
    await page.getByLabel('From', { exact: true }).fill('09:00');
    await page.getByLabel('To', { exact: true }).fill('13:00');
    await page.getByRole('button', { name: 'Add date' }).click();
    await page.getByText(/saved for everyone\.$/).waitFor();
  });
  await browser.close();
} finally {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
  await sleep(1_000);
  await stopCatcher();
  rmSync(dataDir, { recursive: true, force: true });
}
