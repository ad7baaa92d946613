import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/**
 * The content editor (Keystatic) against the built server, in local storage on a temporary copy of the content
 * (never the checkout's files): two servers of their own beside the suite's, one on a loopback address (the
 * editor on) and one on every address with KEYSTATIC_STORAGE=local (refused).
 */
const port = Number(process.env.E2E_PORT ?? 3210);
// Clear of the suite's own ports (the server, the mail catcher at +5) and of other runs' on one machine.
const localPort = port + 200;
const publicPort = port + 201;
const copy = mkdtempSync(path.join(tmpdir(), 'northstack-editor-e2e-'));
const article = 'content/blog/articles/choosing-a-mobile-stack.md';
const servers: ChildProcess[] = [];

function startServer(serverPort: number, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(serverPort), DATA_DIR: path.join(copy, `data-${serverPort}`), ...env },
    // Its log goes to a file beside the copy (a pipe nobody reads would fill and stall the server).
    stdio: ['ignore', 'ignore', openSync(path.join(copy, `server-${serverPort}.log`), 'w')],
  });
  servers.push(child);
  return child;
}

async function healthy(serverPort: number): Promise<void> {
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${serverPort}/api/health`).catch(() => undefined))?.status, { timeout: 60_000, intervals: [250] })
    .toBe(200);
}

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  cpSync('content', path.join(copy, 'content'), { recursive: true });
  // The checks look up artwork and files in public/ beside content/ (3.8 MB).
  cpSync('public', path.join(copy, 'public'), { recursive: true });
  startServer(localPort, { HOST: '127.0.0.1', KEYSTATIC_LOCAL_DIR: copy, CONTENT_ROOT: path.join(copy, 'content') });
  startServer(publicPort, { HOST: '0.0.0.0', KEYSTATIC_STORAGE: 'local' });
  await Promise.all([healthy(localPort), healthy(publicPort)]);
});

test.afterAll(() => {
  for (const server of servers) server.kill('SIGTERM');
  rmSync(copy, { recursive: true, force: true });
});

const editor = `http://127.0.0.1:${localPort}/keystatic`;
const onDisk = () => readFileSync(path.join(copy, article), 'utf8');

/** The lines of a file that differ after a save (a save that reflowed the file would show many). */
const changedLines = (before: string, after: string) => after.split('\n').filter((line, index) => line !== before.split('\n')[index]);

/** `npm run content:check` on the copy: every collection file still publishable. */
const contentCheck = () =>
  execFileSync(path.resolve('node_modules/.bin/tsx'), ['scripts/content-check.ts'], { env: { ...process.env, CONTENT_ROOT: path.join(copy, 'content') }, encoding: 'utf8' });

/** The article's form in the editor, once loaded: its Title field. */
async function openArticleTitle(page: Page) {
  await page.goto(`${editor}/collection/articles/item/choosing-a-mobile-stack`);
  const title = page.getByRole('textbox', { name: 'Title' });
  await expect(title).toHaveValue('Choosing a mobile stack by constraint, not fashion', { timeout: 30_000 });
  return title;
}

test('lists the blog articles with their titles', async ({ page }) => {
  await page.goto(`${editor}/collection/articles`);
  await expect(page.getByRole('heading', { name: 'Blog articles' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Choosing a mobile stack by constraint, not fashion')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Shipping LLM features that survive production')).toBeVisible();
});

test('refuses an invalid edit: a title under 10 characters is not saved', async ({ page }) => {
  const before = onDisk();
  const title = await openArticleTitle(page);
  await title.fill('Too short');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/must be at least 10 characters/i).first()).toBeVisible();
  // Give a save that should not happen its chance to land, then check nothing changed.
  await page.waitForLoadState('networkidle');
  expect(onDisk()).toBe(before);
});

test('saves an edited title to the file on disk, changing only that line, and the checks pass', async ({ page }) => {
  const before = onDisk();
  const title = await openArticleTitle(page);
  await title.fill('Choosing a mobile stack by its constraints, not by fashion');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(onDisk, { timeout: 15_000 }).toContain('title: Choosing a mobile stack by its constraints, not by fashion');
  // The files are normalised (npm run content:normalise): the editor's first save changes only the edited field.
  expect(changedLines(before, onDisk())).toEqual(['title: Choosing a mobile stack by its constraints, not by fashion']);
  expect(contentCheck()).toMatch(/all valid/);
  // The checkout's own file is untouched.
  expect(readFileSync(article, 'utf8')).toContain('title: Choosing a mobile stack by constraint, not fashion');
});

test('saves an edited job team to its file, changing only that line; the checks pass and the job the build renders reads it', async ({ page }) => {
  const job = 'content/careers/jobs/ai-ml-engineer.yaml';
  const jobOnDisk = () => readFileSync(path.join(copy, job), 'utf8');
  const before = jobOnDisk();
  await page.goto(`${editor}/collection/jobs/item/ai-ml-engineer`);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('AI/ML Engineer', { timeout: 30_000 });
  const team = page.getByRole('textbox', { name: 'Team' });
  await expect(team).toHaveValue('Artificial Intelligence');
  await team.fill('Machine Learning');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(jobOnDisk, { timeout: 15_000 }).toContain('department: Machine Learning');
  expect(changedLines(before, jobOnDisk())).toEqual(['department: Machine Learning']);
  expect(contentCheck()).toMatch(/all valid/);
  // The job, as `npm run build` renders it, reads the saved file.
  const department = execFileSync(path.resolve('node_modules/.bin/tsx'), ['-e', "import { getJob } from './content/careers'; console.log(getJob('ai-ml-engineer')?.department)"], {
    env: { ...process.env, CONTENT_ROOT: path.join(copy, 'content') },
    encoding: 'utf8',
  });
  expect(department.trim()).toBe('Machine Learning');
  expect(readFileSync(job, 'utf8')).toContain('department: Artificial Intelligence');
});

test('refuses on Save what the build would: a closing date before the posting date is shown next to its field, and the file is unchanged', async ({ page }) => {
  const job = 'content/careers/jobs/ux-ui-designer.yaml';
  const jobOnDisk = () => readFileSync(path.join(copy, job), 'utf8');
  const before = jobOnDisk();
  await page.goto(`${editor}/collection/jobs/item/ux-ui-designer`);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('UX/UI Designer', { timeout: 30_000 });
  await expect(page.getByLabel('Posted on')).toHaveValue('2026-11-16');
  // Each date alone is valid (the editor's own checks pass); only the rule across the two fields refuses it.
  await page.getByLabel('Last day to apply').fill('2026-11-01');
  await page.getByRole('button', { name: 'Save' }).click();
  const refusal = page.locator('[data-save-refusal="Last day to apply"]');
  await expect(refusal).toHaveText('Not saved: Last day to apply must be after the date the opening was posted.', { timeout: 15_000 });
  await expect(page.getByLabel('Last day to apply')).toHaveAttribute('aria-invalid', 'true');
  // Beside Save, Keystatic's notice names the file, the field and the reason.
  await expect(page.getByText(`${job}: validThrough: must be after the date the opening was posted`)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(jobOnDisk()).toBe(before);
  // Fixed, it saves, and the mark goes.
  await page.getByLabel('Last day to apply').fill('2027-03-01');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(jobOnDisk, { timeout: 15_000 }).toContain('validThrough: 2027-03-01');
  await expect(refusal).toHaveCount(0);
  expect(changedLines(before, jobOnDisk())).toEqual(['validThrough: 2027-03-01']);
});

test('lists the industry pages and saves an edited headline to its file, changing only that line; the checks pass and the page reads it', async ({ page }) => {
  const entry = 'content/industries/entries/fintech.yaml';
  const entryOnDisk = () => readFileSync(path.join(copy, entry), 'utf8');
  const before = entryOnDisk();
  await page.goto(`${editor}/collection/industries`);
  await expect(page.getByRole('heading', { name: 'Industry pages' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Real Estate')).toBeVisible({ timeout: 30_000 });
  await page.goto(`${editor}/collection/industries/item/fintech`);
  const headline = page.getByRole('textbox', { name: 'Headline' });
  await expect(headline).toHaveValue('Financial products that move money safely and pass every audit', { timeout: 30_000 });
  await headline.fill('Financial products that move money safely and pass each audit');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(entryOnDisk, { timeout: 15_000 }).toContain('headline: Financial products that move money safely and pass each audit');
  expect(changedLines(before, entryOnDisk())).toEqual(['  headline: Financial products that move money safely and pass each audit']);
  expect(contentCheck()).toMatch(/all valid/);
  // The industry page's module, as `npm run build` renders it, reads the saved file through the read API.
  const drawn = execFileSync(path.resolve('node_modules/.bin/tsx'), ['-e', "import { getEntry } from './content/read'; import { industryPage } from './content/industries'; console.log(industryPage(getEntry('industries', 'fintech')!).hero.headline)"], {
    env: { ...process.env, CONTENT_ROOT: path.join(copy, 'content') },
    encoding: 'utf8',
  });
  expect(drawn.trim()).toBe('Financial products that move money safely and pass each audit');
  expect(readFileSync(entry, 'utf8')).toContain('headline: Financial products that move money safely and pass every audit');
});

test('a server bound to a public address refuses local storage', async ({ request }) => {
  const page = await request.get(`http://127.0.0.1:${publicPort}/keystatic`);
  expect(page.status()).toBe(403);
  expect(await page.text()).toContain('loopback address');
  const tree = await request.get(`http://127.0.0.1:${publicPort}/api/keystatic/tree`, { headers: { 'no-cors': '1' } });
  expect(tree.status()).toBe(403);
  expect(await tree.json()).toMatchObject({ error: 'editor_refused' });
});

test('the public export carries none of the editor', () => {
  const offenders: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(html|js|css|json|txt|xml)$/.test(entry.name) && /keystatic/i.test(readFileSync(full, 'utf8'))) offenders.push(path.relative('out', full));
    }
  };
  walk('out');
  expect(offenders).toEqual([]);
});
