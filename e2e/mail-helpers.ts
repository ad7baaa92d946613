import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';

/** The mails the e2e server sent (through e2e/mail-catcher.ts), parsed. */
export async function sentMails(): Promise<ParsedMail[]> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (playwright.config.ts sets it)');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(files.map((name) => simpleParser(readFileSync(path.join(dir, name)))));
}

/** The lower-case addresses a mail went to. */
export const addressOf = (mail: ParsedMail) => [mail.to].flat().flatMap((to) => to?.value ?? []).map((entry) => entry.address?.toLowerCase());

/** Waits for the outbox to deliver a mail to `to` whose subject matches, and returns it. */
export async function mailTo(to: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(async () => {
      found = (await sentMails()).find((mail) => addressOf(mail).includes(to.toLowerCase()) && subject.test(mail.subject ?? ''));
      return Boolean(found);
    }, { timeout: 30_000, message: `a mail to ${to} with subject ${subject}` })
    .toBe(true);
  return found!;
}

/** The iCalendar text a mail carries (its invite part or an .ics attachment). */
export function calendarOf(mail: ParsedMail): string {
  const part = mail.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'));
  if (!part) throw new Error(`no calendar part in "${mail.subject}"`);
  return part.content.toString('utf8');
}
