import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';

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
  // Each server runs PGlite's initdb in a new DATA_DIR first: over a minute for two at once on a loaded 2-core machine.
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${serverPort}/api/health`).catch(() => undefined))?.status, { timeout: 150_000, intervals: [250] })
    .toBe(200);
}

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
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

/** What content:check prints when it refuses the copy (its exit code is 1). */
const contentCheckFailure = () => {
  try {
    return `passed: ${contentCheck()}`;
  } catch (error) {
    return String((error as { stderr?: string }).stderr ?? error);
  }
};

/** A page file without its band of figures (the block from `- discriminant: stats` to the next block). */
const withoutStatsBand = (source: string) => source.replace(/^ {2}- discriminant: stats\n(?: {4}.*\n)+/m, '');

/** The article's form in the editor, once loaded (its title as the checkout has it, unless told): its Title field. */
async function openArticleTitle(page: Page, loaded: string | RegExp = 'Choosing a mobile stack by constraint, not fashion') {
  await page.goto(`${editor}/collection/articles/item/choosing-a-mobile-stack`);
  const title = page.getByRole('textbox', { name: 'Title' });
  await expect(title).toHaveValue(loaded, { timeout: 30_000 });
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
  // Beside Save, Keystatic's notice names the file, the field as the form labels it, and the reason.
  await expect(page.getByText(`${job}: Last day to apply: must be after the date the opening was posted`)).toBeVisible();
  await expect(page.getByText(/: validThrough:/)).toHaveCount(0);
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

test('lists the company pages and saves an edited headline to its file, changing only that line; the checks pass and the page reads it', async ({ page }) => {
  const entry = 'content/company/pages/partnerships.yaml';
  const entryOnDisk = () => readFileSync(path.join(copy, entry), 'utf8');
  const before = entryOnDisk();
  await page.goto(`${editor}/collection/companyPages`);
  await expect(page.getByRole('heading', { name: 'Company pages' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Life at the studio')).toBeVisible({ timeout: 30_000 });
  await page.goto(`${editor}/collection/companyPages/item/partnerships`);
  const headline = page.getByRole('textbox', { name: 'Headline' });
  await expect(headline).toHaveValue('Grow with an engineering partner you can rely on', { timeout: 30_000 });
  await headline.fill('Grow with an engineering partner you can count on');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(entryOnDisk, { timeout: 15_000 }).toContain('headline: Grow with an engineering partner you can count on');
  expect(changedLines(before, entryOnDisk())).toEqual(['  headline: Grow with an engineering partner you can count on']);
  expect(contentCheck()).toMatch(/all valid/);
  // The page module, as `npm run build` renders it, reads the saved file.
  const drawn = execFileSync(path.resolve('node_modules/.bin/tsx'), ['-e', "import { companyPage } from './content/pages/company'; console.log(companyPage('partnerships').hero.headline)"], {
    env: { ...process.env, CONTENT_ROOT: path.join(copy, 'content') },
    encoding: 'utf8',
  });
  expect(drawn.trim()).toBe('Grow with an engineering partner you can count on');
  expect(readFileSync(entry, 'utf8')).toContain('headline: Grow with an engineering partner you can rely on');
});

test('saves an edited home headline to the home page’s file, changing only that line; the checks pass and the home page module draws it', async ({ page }) => {
  const file = 'content/home/home.yaml';
  const fileOnDisk = () => readFileSync(path.join(copy, file), 'utf8');
  const before = fileOnDisk();
  await page.goto(`${editor}/singleton/home`);
  const headline = page.getByRole('textbox', { name: 'Headline', exact: true });
  await expect(headline).toHaveValue('We build the software your next decade runs on', { timeout: 30_000 });
  await headline.fill('We build the software your next ten years run on');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(fileOnDisk, { timeout: 15_000 }).toContain('headline: We build the software your next ten years run on');
  expect(changedLines(before, fileOnDisk())).toEqual(['  headline: We build the software your next ten years run on']);
  expect(contentCheck()).toMatch(/all valid/);
  // The home page's module, as `npm run build` renders it (app/pages/index.astro), reads the saved file.
  const drawn = execFileSync(path.resolve('node_modules/.bin/tsx'), ['-e', "import { homePage } from './content/home'; console.log(homePage().hero.headline)"], {
    env: { ...process.env, CONTENT_ROOT: path.join(copy, 'content') },
    encoding: 'utf8',
  });
  expect(drawn.trim()).toBe('We build the software your next ten years run on');
  expect(readFileSync(file, 'utf8')).toContain('headline: We build the software your next decade runs on');
});

test('saves an edited case study and portfolio project (their fields derived from the schemas), changing only that line; the checks pass', async ({ page }) => {
  const edits = [
    { file: 'content/work/case-studies/bloxios.yaml', url: 'caseStudies/item/bloxios', name: 'Product name', loaded: 'Bloxios', field: 'Subtitle', line: 'subtitle: An audited, multi-chain staking platform for a DeFi protocol' },
    { file: 'content/work/portfolio/resident-app.yaml', url: 'portfolioProjects/item/resident-app', name: 'What we built', loaded: 'Resident app and lease administration', field: 'Line of business', line: 'industry: Residential property management' },
  ];
  for (const edit of edits) {
    const fileOnDisk = () => readFileSync(path.join(copy, edit.file), 'utf8');
    const before = fileOnDisk();
    await page.goto(`${editor}/collection/${edit.url}`);
    await expect(page.getByRole('textbox', { name: edit.name, exact: true })).toHaveValue(edit.loaded, { timeout: 30_000 });
    await page.getByRole('textbox', { name: edit.field, exact: true }).fill(edit.line.slice(edit.line.indexOf(': ') + 2));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(fileOnDisk, { timeout: 15_000 }).toContain(edit.line);
    expect(changedLines(before, fileOnDisk())).toEqual([edit.line]);
  }
  expect(contentCheck()).toMatch(/all valid/);
});

/** Chooses a file for the form's image field, an article's Cover image or a person's Photo (Keystatic opens the browser's file picker). */
async function chooseCover(page: Page, file: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles(file);
}

test('refuses an upload that is no image whatever its name (an HTML file named .png), writing nothing', async ({ page }) => {
  const before = onDisk();
  const fake = path.join(copy, 'not-a-picture.png');
  writeFileSync(fake, '<!doctype html><html><body><script>alert(1)</script></body></html>');
  await openArticleTitle(page, /mobile stack/);
  await chooseCover(page, fake);
  const refusal = page.waitForResponse((response) => response.url().endsWith('/api/keystatic/update'));
  await page.getByRole('button', { name: 'Save' }).click();
  const answer = await refusal;
  expect(answer.status()).toBe(422);
  expect(((await answer.json()) as { message: string }).message).toBe(
    'public/blog/covers/choosing-a-mobile-stack/cover.png: cover: is not an image (its content is none of PNG, JPEG, WebP or AVIF, whatever its name says)',
  );
  expect(onDisk()).toBe(before);
  expect(existsSync(path.join(copy, 'public/blog/covers'))).toBe(false);
});

test('uploads a cover for an article: the picture is saved in public/, the article names it, the checks pass and the page draws it at its size', async ({ page }) => {
  const before = onDisk();
  const picture = path.join(copy, 'team-at-work.png');
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 67, g: 83, b: 255 } } }).png().toFile(picture);
  await openArticleTitle(page, /mobile stack/);
  await chooseCover(page, picture);
  await page.getByRole('button', { name: 'Save' }).click();
  const saved = path.join(copy, 'public/blog/covers/choosing-a-mobile-stack/cover.png');
  await expect.poll(() => existsSync(saved), { timeout: 15_000 }).toBe(true);
  expect(readFileSync(saved).equals(readFileSync(picture))).toBe(true);
  // One line added to the frontmatter, nothing else rewritten.
  expect(onDisk()).toBe(before.replace(/^featured: /m, 'cover: /blog/covers/choosing-a-mobile-stack/cover.png\nfeatured: '));
  expect(contentCheck()).toMatch(/all valid/);
  // The article's cover as the build draws it, from the saved files: the upload, at its own width and height.
  const drawn = execFileSync(
    path.resolve('node_modules/.bin/tsx'),
    ['-e', "import { createElement } from 'react'; import { renderToStaticMarkup } from 'react-dom/server'; import { ArticleCover } from './components/blog/article-card'; import { getArticle } from './content/blog'; console.log(renderToStaticMarkup(createElement(ArticleCover, { article: getArticle('choosing-a-mobile-stack')! })))"],
    { env: { ...process.env, CONTENT_ROOT: path.join(copy, 'content') }, encoding: 'utf8' },
  );
  expect(drawn).toMatch(/<img src="\/blog\/covers\/choosing-a-mobile-stack\/cover\.png" alt="" width="1600" height="900"/);
  expect(readFileSync(article, 'utf8')).not.toContain('cover:');
});

test('uploads a photo for a person: saved in public/, the person’s file names it, the checks pass and the team card draws it at its size', async ({ page }) => {
  const person = path.join(copy, 'content/company/people/priya-raman.yaml');
  const before = readFileSync(person, 'utf8');
  const picture = path.join(copy, 'priya.jpg');
  await sharp({ create: { width: 480, height: 600, channels: 3, background: { r: 120, g: 90, b: 70 } } }).jpeg().toFile(picture);
  await page.goto(`${editor}/collection/people/item/priya-raman`);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Head of AI and Machine Learning', { timeout: 30_000 });
  await chooseCover(page, picture);
  await page.getByRole('button', { name: 'Save' }).click();
  const saved = path.join(copy, 'public/portrait-photos/priya-raman/photo.jpg');
  await expect.poll(() => existsSync(saved), { timeout: 15_000 }).toBe(true);
  // One line added, nothing else rewritten.
  expect(readFileSync(person, 'utf8')).toBe(before.replace(/^tone: /m, 'photo: /portrait-photos/priya-raman/photo.jpg\ntone: '));
  expect(contentCheck()).toMatch(/all valid/);
  const drawn = execFileSync(
    path.resolve('node_modules/.bin/tsx'),
    ['-e', "import { createElement } from 'react'; import { renderToStaticMarkup } from 'react-dom/server'; import { Monogram } from './components/company/monogram'; import { staffMember } from './content/company/people'; console.log(renderToStaticMarkup(createElement(Monogram, { person: staffMember('priya-raman'), described: true })))"],
    { env: { ...process.env, CONTENT_ROOT: path.join(copy, 'content') }, encoding: 'utf8' },
  );
  expect(drawn).toMatch(/<img src="\/portrait-photos\/priya-raman\/photo\.jpg" width="480" height="600" alt="Photo of Priya Raman, Head of AI and Machine Learning"/);
});

test('adds a service page from a duplicate of another: the new file is written, the checks pass, the page module draws it and the menus list it', async ({ page }) => {
  const entry = path.join(copy, 'content/services/entries/data-engineering.yaml');
  await page.goto(`${editor}/collection/services/create?duplicate=devops`);
  const name = page.getByRole('textbox', { name: 'Service', exact: true });
  await expect(name).toHaveValue('DevOps', { timeout: 30_000 });
  await name.fill('Data Engineering');
  await page.getByRole('textbox', { name: 'File name' }).fill('data-engineering');
  await page.getByRole('textbox', { name: 'Place in its group' }).fill('4');
  await page.getByRole('textbox', { name: 'Headline' }).fill('Data pipelines your analysts trust on Monday morning');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect.poll(() => existsSync(entry), { timeout: 15_000 }).toBe(true);
  expect(readFileSync(entry, 'utf8')).toMatch(/^name: Data Engineering\ngroup: Engineering\norder: 4\n/);
  // The copy still shows DevOps's record, which no published data-engineering work backs: the checks refuse it, as
  // they would refuse the build, until the editor takes that section out (here, as the editor saves it without it).
  expect(contentCheckFailure()).toMatch(/\/services\/data-engineering: Figures band: claims a record no published case study or portfolio project of its practice shows/);
  writeFileSync(entry, withoutStatsBand(readFileSync(entry, 'utf8')));
  expect(contentCheck()).toMatch(/all valid/);
  // As `npm run build` renders them: the page module, the header menu, the routes, the contact form's choices.
  const script = [
    "import { getEntry } from './content/read';",
    "import { servicePage } from './content/services';",
    "import { navigation } from './content/site-map/navigation';",
    "import { paramsFor } from './content/site-map/routes';",
    "import { serviceOptionGroups } from './lib/forms/service-options';",
    "const engineering = (groups: ReadonlyArray<{ title?: string; label?: string }>) => groups.find((group) => (group.title ?? group.label) === 'Engineering');",
    'console.log(JSON.stringify({',
    "  headline: servicePage(getEntry('services', 'data-engineering')!).hero.headline,",
    "  menu: (engineering(navigation.find((section) => section.id === 'services')!.groups) as { items: Array<{ name: string }> }).items.map((item) => item.name),",
    "  routed: paramsFor('/services/[slug]').some((params) => params.slug === 'data-engineering'),",
    "  choices: (engineering(serviceOptionGroups()) as { options: Array<{ label: string }> }).options.map((option) => option.label),",
    '}));',
  ].join('\n');
  const drawn = JSON.parse(execFileSync(path.resolve('node_modules/.bin/tsx'), ['-e', script], { env: { ...process.env, CONTENT_ROOT: path.join(copy, 'content') }, encoding: 'utf8' })) as unknown;
  expect(drawn).toEqual({
    headline: 'Data pipelines your analysts trust on Monday morning',
    menu: ['DevOps', 'Cloud Infrastructure', 'System Architecture', 'Data Engineering'],
    routed: true,
    choices: ['DevOps', 'Cloud Infrastructure', 'System Architecture', 'Data Engineering'],
  });
  expect(existsSync('content/services/entries/data-engineering.yaml')).toBe(false);
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
