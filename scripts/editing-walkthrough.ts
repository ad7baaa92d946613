/**
 * Follows docs/editing.md (and docs/inbox.md's availability page) literally, as a non-developer would, and times each
 * task from its first step to "live on the site": the page serving the change after Publish, or for the half day the
 * booking API offering the new hours. Controls are found by the words the docs use. Not a test: it prints, per task,
 * the number of steps (actions a person takes) and the time (docs/editing.md, "Timed walkthrough"). After
 * `npm run build`:
 *
 *     npx tsx scripts/editing-walkthrough.ts [a|b|c|d|e ...]   (all by default; PORT=4491 by default)
 *
 * a: add a service page (a copy of DevOps, its words retyped), b: change the home headline, c: publish a job with its
 * hiring manager (from a blank entry), d: upload an article's cover, e: set a half day before a holiday (the eve of
 * the next holiday a visitor can book, from today). As e2e/editor-publish.spec.ts, it runs the built server in
 * local editor mode on a copy of content/, public/ and out/ (e2e/local-editor-server.ts), with a local mail catcher
 * for the inbox's sign-in (as scripts/time-team-tasks.ts), drives Chromium (/usr/bin/chromium or CHROME_PATH) and
 * stops both. Typing is at about five characters a second; clicks and page loads at machine speed.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { businessHours } from '../content/business-hours';
import { defaultAvailability } from '../content/scheduling';
import { startLocalEditorServer } from '../e2e/local-editor-server';

const port = Number(process.env.PORT ?? 4491);
// The inbox's session cookie is Secure: Chromium keeps it over plain http on localhost only (docs/inbox.md, "Tests").
const inbox = `http://localhost:${port}`;
const mailDir = path.join(tmpdir(), `northstack-walkthrough-mail-${port}`);
process.env.E2E_MAIL_DIR = mailDir;
process.env.E2E_SMTP_PORT = String(port + 5);
const SALES = 'sales@northstack.test';
/** A person's typing: about 5 characters a second. */
const TYPING = { delay: 180, timeout: 120_000 };
const chosen = process.argv.slice(2);
const wanted = (task: string) => chosen.length === 0 || chosen.includes(task);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}
/** A collection or page in the editor's left-hand menu (the dashboard repeats them). */
const menu = (page: Page, name: string) => page.getByRole('link', { name, exact: true }).first();
/** The page's HTML as visitors get it ('' until it exists). */
const pageText = async (url: string) => {
  const answer = await fetch(url);
  return answer.ok ? answer.text() : '';
};

/** One task: its steps are counted as the person takes them; the clock runs from the first step to live. */
class Task {
  steps = 0;
  readonly started = performance.now();
  constructor(readonly page: Page) {}
  /** One action of the person's (a click, a field typed, a file chosen). */
  async step<T>(action: () => Promise<T>): Promise<T> {
    this.steps += 1;
    return action();
  }
  /** Replaces a field's words at a person's typing speed: select all, type. */
  async type(field: Locator, words: string): Promise<void> {
    await this.step(async () => {
      await field.click();
      await field.press('ControlOrMeta+a');
      await field.pressSequentially(words, TYPING);
    });
  }
  seconds(): number {
    return (performance.now() - this.started) / 1000;
  }
}

/** docs/editing.md, "How a change goes live", local mode: Publish, wait for Ready, Preview, Make it live. */
async function publish(task: Task): Promise<void> {
  const { page } = task;
  const bar = page.getByRole('region', { name: 'Publish' });
  const status = bar.getByRole('status');
  await task.step(() => bar.getByRole('button', { name: 'Publish' }).click());
  await status.getByText(/Ready|Refused|failed/).waitFor({ timeout: 600_000 });
  const said = await status.innerText();
  if (!/Ready/.test(said)) throw new Error(`Publish did not get ready: ${said}\n${await bar.innerText()}`);
  const preview = await task.step(async () => {
    const [opened] = await Promise.all([page.context().waitForEvent('page'), bar.getByRole('link', { name: 'Preview' }).click()]);
    return opened;
  });
  await preview.waitForLoadState();
  await preview.close();
  await task.step(() => bar.getByRole('button', { name: 'Make it live' }).click());
  await status.getByText('Live').waitFor({ timeout: 60_000 });
}

/** The Save (or, for a new entry, Create) button, and the file written. */
async function save(task: Task, name: 'Save' | 'Create' = 'Save'): Promise<void> {
  await task.step(() => task.page.getByRole('button', { name, exact: true }).click());
  // A new entry once created opens at its own address; a refused Create stays on /create with its reason beside it.
  if (name === 'Create') await task.page.waitForURL(/\/item\//, { timeout: 60_000 });
}

/** The File name the doc says fills itself in from the name: typed only if it did not, and said so. */
async function fileName(task: Task, wanted: string): Promise<void> {
  const field = task.page.getByRole('textbox', { name: 'File name' });
  const filled = await field.inputValue();
  if (filled === wanted) return;
  console.log(`  File name did not fill itself in (${JSON.stringify(filled)}): typed`);
  await task.type(field, wanted);
}

/**
 * The half day's date: the eve of the next holiday of the first-run defaults (content/business-hours.ts) that is a
 * weekday a visitor can book (after the notice, within the horizon: content/scheduling.ts), else a weekday a week
 * out; from today, so the task runs on any day of the year. A holiday eve that is itself a holiday (Dec 24) is
 * opened by its hours too.
 */
function halfDay(today = new Date()): { day: string; label: string } {
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  const plus = (date: Date, days: number) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + days));
  const start = new Date(`${new Intl.DateTimeFormat('en-CA', { timeZone: businessHours.timeZone }).format(today)}T00:00:00Z`);
  const weekday = (date: Date) => date.getUTCDay() >= 1 && date.getUTCDay() <= 5;
  const bookable = (date: Date) => weekday(date) && date > plus(start, 1) && date < plus(start, defaultAvailability.horizonDays);
  const named = (date: Date) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date);
  for (const holiday of businessHours.holidays) {
    const eve = plus(new Date(`${holiday}T00:00:00Z`), -1);
    if (bookable(eve)) return { day: iso(eve), label: `Half day before the ${named(new Date(`${holiday}T00:00:00Z`))} holiday` };
  }
  let day = plus(start, 7);
  while (!weekday(day)) day = plus(day, 1);
  return { day: iso(day), label: 'Half day' };
}

const results: Array<{ task: string; steps: number; seconds: number }> = [];
async function timed(name: string, page: Page, work: (task: Task) => Promise<void>): Promise<void> {
  const task = new Task(page);
  try {
    await work(task);
  } catch (error) {
    // What the page showed when a step's words did not match it.
    await page.screenshot({ path: path.join(tmpdir(), 'editing-walkthrough-failed.png') });
    console.error(await page.locator('body').ariaSnapshot());
    throw error;
  }
  results.push({ task: name, steps: task.steps, seconds: task.seconds() });
  console.log(`${name}: ${task.steps} steps, ${task.seconds().toFixed(1)} s`);
}

const { default: startMailCatcher } = await import('../e2e/mail-catcher');
const stopCatcher = await startMailCatcher();
const server = startLocalEditorServer({
  port,
  name: 'walkthrough',
  env: { SITE_URL: inbox, SMTP_URL: `smtp://127.0.0.1:${port + 5}`, OUTBOX_INTERVAL_MS: '300', INBOX_USERS: SALES, INBOX_SIGN_IN_RATE_LIMIT: '0' },
});
const site = server.origin;
const mails = () => readdirSync(mailDir).filter((name) => name.endsWith('.eml')).sort().map((name) => readFileSync(path.join(mailDir, name), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '='));

try {
  await server.ready();
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const editor = `${site}/keystatic`;

  if (wanted('b')) {
    const headline = 'We build the software your next ten years run on';
    await page.goto(editor);
    await timed('(b) Change the home headline', page, async (task) => {
      // "Edit the home page …": 1. Home page in the menu; 2. Hero: the headline; 5. Save.
      await task.step(() => menu(page, 'Home page').click());
      await task.type(page.getByRole('textbox', { name: 'Headline', exact: true }), headline);
      await save(task);
      await publish(task);
      await until('the home page', async () => (await pageText(`${site}/`)).includes(headline));
    });
  }

  if (wanted('d')) {
    const picture = path.join(server.copy, 'team-at-work.png');
    await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 67, g: 83, b: 255 } } }).png().toFile(picture);
    await page.goto(editor);
    await timed("(d) Upload an article's cover", page, async (task) => {
      // "Upload an article's cover": 2. Blog articles → the article, Cover image: Choose file; 3. Save.
      await task.step(() => menu(page, 'Blog articles').click());
      await task.step(() => page.getByText('Choosing a mobile stack by constraint, not fashion').click());
      await task.step(async () => {
        const chooser = page.waitForEvent('filechooser');
        await page.getByRole('button', { name: 'Choose file' }).click();
        await (await chooser).setFiles(picture);
      });
      await save(task);
      await publish(task);
      await until('the article', async () => (await pageText(`${site}/blog/choosing-a-mobile-stack`)).includes('/blog/covers/choosing-a-mobile-stack/cover.png'));
    });
  }

  if (wanted('c')) {
    await page.goto(editor);
    await timed('(c) Publish a job with its hiring manager', page, async (task) => {
      // "Add a job": Jobs → Add, a blank entry: every field the doc lists, in its order, then Create.
      const posted = new Date().toISOString().slice(0, 10);
      const closes = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
      await task.step(() => menu(page, 'Jobs').click());
      await task.step(() => page.getByRole('button', { name: 'Add', exact: true }).click());
      await task.type(page.getByRole('textbox', { name: 'Title', exact: true }), 'DevOps Engineer');
      await fileName(task, 'devops-engineer');
      await task.type(page.getByRole('textbox', { name: 'Team', exact: true }), 'Engineering');
      await task.type(page.getByRole('textbox', { name: 'Location detail' }), 'Americas time zones');
      await task.step(() => page.getByRole('textbox', { name: 'Posted on' }).fill(posted));
      await task.step(() => page.getByRole('textbox', { name: 'Last day to apply' }).fill(closes));
      await task.type(page.getByRole('textbox', { name: 'Who the band is for' }), 'a DevOps engineer');
      await task.type(page.getByRole('textbox', { name: 'Level', exact: true }), '4');
      await task.type(page.getByRole('textbox', { name: 'Up to level' }), '4');
      await task.type(page.getByRole('textbox', { name: 'Who starts near the bottom' }), 'New to running Kubernetes in production');
      await task.type(page.getByRole('textbox', { name: 'Who starts near the top' }), 'Has led a move to infrastructure as code');
      await task.type(page.getByRole('textbox', { name: 'Summary', exact: true }), 'Build the pipelines and infrastructure code our client teams release through, every day.');
      /** One item of a list: its Add, the item's fields in the dialog, the dialog's Add. */
      const item = async (list: string, fill: (dialog: Locator) => Promise<void>) => {
        await task.step(() => page.getByRole('group', { name: new RegExp(`^${list}`) }).getByRole('button', { name: 'Add', exact: true }).click());
        const dialog = page.getByRole('dialog');
        await fill(dialog);
        await task.step(() => dialog.getByRole('button', { name: 'Add', exact: true }).last().click());
      };
      for (const point of ['Keep every pipeline green', 'Write Terraform for clients', 'Cut cloud bills with teams']) {
        await item('What your weeks look like', (dialog) => task.type(dialog.getByRole('textbox', { name: 'Point' }), point));
      }
      for (const [heading, words] of [
        ['Six engineers', 'Platform and release people'],
        ['Client squads', 'You pair with each product team'],
        ['Weekly demos', 'Every Friday, in front of clients'],
      ] as const) {
        await item('The team you would join', async (dialog) => {
          await task.type(dialog.getByRole('textbox', { name: 'Heading' }), heading);
          await task.type(dialog.getByRole('textbox', { name: 'Text' }), words);
        });
      }
      for (const [category, tool] of [
        ['Delivery', 'GitHub Actions'],
        ['Infrastructure', 'Terraform'],
      ] as const) {
        await item('The tools the team uses', async (dialog) => {
          await task.type(dialog.getByRole('textbox', { name: 'Category' }), category);
          await task.step(() => dialog.getByRole('group', { name: /^Tools/ }).getByRole('button', { name: 'Add', exact: true }).click());
          const inner = page.getByRole('dialog').last();
          await task.type(inner.getByRole('textbox', { name: 'Tool' }), tool);
          await task.step(() => inner.getByRole('button', { name: 'Add', exact: true }).last().click());
          // The tool's dialog closes with an animation: until it is gone, the category's Add would resolve to its button.
          await page.waitForFunction(() => document.querySelectorAll('[role="dialog"]').length === 1);
        });
      }
      for (const point of ['Three years running CI/CD', 'Terraform in production', 'Kubernetes upgrades done']) {
        await item('What we look for', (dialog) => task.type(dialog.getByRole('textbox', { name: 'Point' }), point));
      }
      await task.step(() => page.getByRole('button', { name: /Position in the application form/ }).click());
      await task.step(() => page.getByRole('option', { name: 'DevOps Engineer' }).click());
      await task.type(page.getByRole('combobox', { name: 'Hiring manager' }), 'daniel');
      await task.step(() => page.getByRole('option', { name: 'daniel-okafor' }).click());
      await save(task, 'Create');
      await publish(task);
      await until('the job page', async () => /DevOps Engineer[\s\S]*Daniel Okafor/.test(await pageText(`${site}/careers/positions/devops-engineer`)));
    });
  }

  if (wanted('a')) {
    await page.goto(editor);
    await timed('(a) Add a service page', page, async (task) => {
      // "Add a service page": 1. Service pages → a page → Duplicate entry…; 2. Service, File name; 3. Place in its
      // group, Summary; 4. Search listing, Kind of service; 5. Hero: Headline; 6. Sections; 7. Create. The copy's
      // other words (introduction, sections) are kept.
      await task.step(() => menu(page, 'Service pages').click());
      await task.step(() => page.getByText('DevOps', { exact: true }).click());
      await task.step(() => page.getByRole('button', { name: /^Duplicate/ }).click());
      await task.type(page.getByRole('textbox', { name: 'Service', exact: true }), 'Data Engineering');
      await fileName(task, 'data-engineering');
      await task.type(page.getByRole('textbox', { name: 'Place in its group' }), '4');
      // 3. Summary; 4. Search listing and Kind of service: the copy's words retyped, as a person would.
      await task.type(page.getByRole('textbox', { name: 'Summary', exact: true }), 'Pipelines, warehouses and data models your reports can rely on.');
      await task.type(page.getByRole('textbox', { name: 'Page title', exact: true }), 'Data engineering services');
      await task.type(
        page.getByRole('textbox', { name: 'Search description', exact: true }),
        'Data engineering services: batch and streaming pipelines, warehouse design, dbt models and data quality checks your analysts can trust.',
      );
      await task.type(page.getByRole('textbox', { name: 'Kind of service', exact: true }), 'Data engineering consulting');
      await task.type(page.getByRole('textbox', { name: 'Headline' }), 'Data pipelines your analysts trust on Monday morning');
      // A duplicate's Figures band claims the original's record: take it out (its row's bin button, "Delete Figures band: …").
      await task.step(() => page.getByRole('button', { name: /^Delete Figures band/ }).click());
      await save(task, 'Create');
      await publish(task);
      await until('the service page', async () => (await pageText(`${site}/services/data-engineering`)).includes('Data pipelines your analysts trust'));
    });
  }

  if (wanted('e')) {
    // Signed in beforehand (the task is the availability page, not the sign-in): the mailed link, as time-team-tasks.
    const before = mails().length;
    await page.goto(`${inbox}/api/inbox/`);
    await page.getByLabel('Your work email address').fill(SALES);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    let link: string | undefined;
    await until('the sign-in mail', async () => Boolean((link = mails().slice(before).map((mail) => /http:\/\/localhost:\d+\/api\/inbox\/sign-in\/link\?token=[\w-]+/.exec(mail)?.[0]).find(Boolean))));
    await page.goto(link!);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForLoadState();
    const { day, label } = halfDay();
    console.log(`  (e) the date: ${day}, "${label}"`);
    await timed('(e) Set a half day before a holiday', page, async (task) => {
      // docs/inbox.md: Availability, a date, the label, "Open these hours" 9 a.m. to 1 p.m., Add date.
      await task.step(() => page.getByRole('link', { name: 'Availability' }).first().click());
      await task.step(() => page.getByLabel('Date', { exact: true }).fill(day));
      await task.step(() => page.getByLabel(/^Label/).pressSequentially(label, TYPING));
      await task.step(() => page.getByLabel('Open these hours:').check());
      await task.step(() => page.getByLabel('From', { exact: true }).fill('09:00'));
      await task.step(() => page.getByLabel('To', { exact: true }).fill('13:00'));
      await task.step(() => page.getByRole('button', { name: 'Add date' }).click());
      await until('the picker offering the new hours', async () => {
        const answer = (await (await fetch(`${site}/api/schedule/slots?type=discovery&host=any`)).json()) as { slots: Array<{ start: string }> };
        const hours = answer.slots
          .filter((slot) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(slot.start)) === day)
          .map((slot) => Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', hour: '2-digit', hourCycle: 'h23' }).format(new Date(slot.start))));
        return hours.length > 0 && hours.every((hour) => hour >= 9 && hour < 13);
      });
    });
  }

  await browser.close();
  const date = new Date().toISOString().slice(0, 10);
  console.log('\n| Task | Steps | Scripted time | Date |\n| --- | --- | --- | --- |');
  for (const result of results) console.log(`| ${result.task} | ${result.steps} | ${result.seconds.toFixed(0)} s | ${date} |`);
} finally {
  await server.stop();
  await stopCatcher();
  rmSync(mailDir, { recursive: true, force: true });
}
