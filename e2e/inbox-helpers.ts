import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import { addressOf, sentMails } from './mail-helpers';

/** The inbox's people and helpers for e2e/inbox.spec.ts: signing in by the mailed link, a job application, a page without scripts. */

export const SALES = 'sales@northstack.test';
export const RECRUITER = 'recruiter@northstack.test';
export const unique = (name: string) => `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/**
 * One sign-in at a time across the run's workers (a lock directory per e2e port): two files signing in the same
 * member at once would each take the newest link, and a link works once. A lock older than a minute is a crashed
 * run's and is taken over.
 */
async function oneSignInAtATime<T>(work: () => Promise<T>): Promise<T> {
  const lock = path.join(tmpdir(), `northstack-e2e-sign-in-${process.env.E2E_PORT ?? 3210}`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      try {
        if (Date.now() - statSync(lock).mtimeMs > 60_000) rmSync(lock, { recursive: true, force: true });
      } catch {
        // Released between the two calls: try again.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Asks for a link, opens the mailed one and signs in; returns once the leads list shows. */
export function signInByLink(page: Page, email: string) {
  return oneSignInAtATime(() => signIn(page, email));
}

async function signIn(page: Page, email: string) {
  // Count the mails once the outbox is quiet: a mail still on its way (a booking's, or an earlier attempt's link)
  // would otherwise be taken for this sign-in's.
  let before = (await sentMails()).length;
  for (let settled = false; !settled; ) {
    await page.waitForTimeout(1_000);
    const now = (await sentMails()).length;
    settled = now === before;
    before = now;
  }
  await page.goto('/api/inbox/sign-in');
  await page.getByLabel('Your work email address').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByText(/a sign-in link is on its way/)).toBeVisible();
  // Wait for the sign-in mail itself: a booking's mails, sent by the outbox just before, may land first.
  const signInMails = async () => (await sentMails()).slice(before).filter((mail) => /sign-in link/.test(mail.subject ?? '') && addressOf(mail).includes(email.toLowerCase()));
  await expect.poll(async () => (await signInMails()).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const mails = await signInMails();
  const link = /(http:\/\/localhost:\d+\/api\/inbox\/sign-in\/link\?token=[\w-]+)/.exec(mails.at(-1)?.text ?? '')?.[1];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible({ timeout: 15_000 });
  return link!;
}

export async function jobApplication(page: Page, email: string, resume: Buffer) {
  const answer = await page.request.post('/api/job-applications', {
    headers: { accept: 'application/json' },
    multipart: {
      firstName: 'Grace',
      lastName: 'Hopper',
      email,
      phone: '+1 410 555 0134',
      position: 'backend',
      experience: '10+',
      coverLetter: 'I have built compilers and distributed systems for decades and want to mentor your platform team.',
      resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: resume },
    },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

export async function noScriptPage(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}
