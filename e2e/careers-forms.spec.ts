/** The careers forms: validation, resume files, storing, drafts and posting without scripts (the pages are in careers-pages.spec.ts). */
import { expect, test, type Page, type Route } from '@playwright/test';
import { TALENT_POOL_CONSENT } from '../lib/forms/careers-options';
import { applicationPositions as readApplicationPositions, jobs as readJobs } from '../content/careers';
import { expectNoAxeViolations, waitForHydration } from './helpers';
import { storedLeads, storedResume } from './leads-helpers';

const jobs = readJobs();
const applicationPositions = readApplicationPositions();

const pdf = (name = 'resume.pdf') => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n') });
const textFile = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Not a resume.') };
const bigPdf = { name: 'portfolio.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(6 * 1024 * 1024, 0x20) };

const resumeInput = (page: Page) => page.locator('input[type="file"][name="resume"]');

/** Records every request to the API, so a test can assert that nothing was sent. */
function watchApi(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    // Field-vitals beacons (/api/vitals) are page measurements, not the form.
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && pathname !== '/api/vitals') sent.push(`${request.method()} ${request.url()}`);
  });
  return sent;
}

test('application form: submitting empty shows inline errors, focuses the first field and sends nothing', async ({ page }) => {
  const sent = watchApi(page);
  await page.goto('/careers/apply');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Submit Application' }).click();

  const firstName = page.getByRole('textbox', { name: 'First name (required)' });
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveAccessibleDescription('Please enter your first name.');
  await expect(page.getByRole('textbox', { name: 'Email (required)' })).toHaveAccessibleDescription('Please enter your email address.');
  await expect(page.getByRole('combobox', { name: 'Position of interest (required)' })).toHaveAccessibleDescription('Please choose the position you are interested in.');
  // Only what the job pages promise is required: the optional fields are not flagged.
  for (const optional of ['Phone (optional)', 'Cover letter (optional)']) await expect(page.getByRole('textbox', { name: optional })).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('combobox', { name: 'Years of experience (optional)' })).not.toHaveAttribute('aria-invalid', 'true');
  await expect(resumeInput(page)).toHaveAccessibleDescription(/Please attach your resume/);
  await expect(page.getByRole('textbox', { name: 'Technical skills (optional)' })).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  expect(sent).toEqual([]);
});

test('talent-pool form: submitting empty shows inline errors, focuses the first field and sends nothing', async ({ page }) => {
  const sent = watchApi(page);
  await page.goto('/careers/resume');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Submit Resume' }).click();

  const fullName = page.getByRole('textbox', { name: 'Full name (required)' });
  await expect(fullName).toBeFocused();
  await expect(fullName).toHaveAccessibleDescription('Please enter your full name.');
  await expect(page.getByRole('textbox', { name: 'Location (optional)' })).not.toHaveAttribute('aria-invalid', 'true');
  await expect(resumeInput(page)).toHaveAccessibleDescription(/Please attach your resume/);
  await expect(page.getByRole('checkbox', { name: `${TALENT_POOL_CONSENT} (required)` })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'Phone (optional)' })).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  expect(sent).toEqual([]);
});

for (const path of ['/careers/apply', '/careers/resume']) {
  test(`${path}: a .txt file and a 6 MB file are refused at once and nothing is sent`, async ({ page }) => {
    const sent = watchApi(page);
    await page.goto(path);
    await waitForHydration(page);
    const input = resumeInput(page);
    await expect(input).toHaveAttribute('accept', /\.pdf/);

    await input.setInputFiles(textFile);
    await expect(input).toHaveAccessibleDescription(/notes\.txt is not a PDF, DOC or DOCX file/);
    await expect(page.getByText('notes.txt is not a PDF, DOC or DOCX file.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove notes.txt' })).toHaveCount(0);

    await input.setInputFiles(bigPdf);
    await expect(input).toHaveAccessibleDescription(/portfolio\.pdf is 6\.0 MB; the limit is 5 MB/);
    await expect(page.getByRole('button', { name: 'Remove portfolio.pdf' })).toHaveCount(0);

    // A good file is taken and shown with its size; it can be removed again.
    await input.setInputFiles(pdf('cv.pdf'));
    await expect(page.getByText('cv.pdf', { exact: true })).toBeVisible();
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Remove cv.pdf' }).click();
    await expect(page.getByText('cv.pdf', { exact: true })).toHaveCount(0);
    expect(sent).toEqual([]);
  });
}

test('the resume drop area takes a dropped file', async ({ page }) => {
  await page.goto('/careers/resume');
  await waitForHydration(page);
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['%PDF-1.7'], 'dropped.pdf', { type: 'application/pdf' }));
    return transfer;
  });
  const area = page.locator('[data-dragging], div:has(> input[name="resume"])').first();
  await area.dispatchEvent('dragenter', { dataTransfer });
  await area.dispatchEvent('drop', { dataTransfer });
  await expect(page.getByText('dropped.pdf', { exact: true })).toBeVisible();
});

/** Fills the application form for one applicant, optional fields too; returns the resume sent. */
async function fillApplication(page: Page, email: string) {
  const resume = await fillRequiredApplication(page, email, ['Grace', 'Hopper']);
  await page.getByRole('textbox', { name: 'Phone (optional)' }).fill('+1 410 555 0134');
  await page.getByRole('combobox', { name: 'Years of experience (optional)' }).selectOption('10+');
  await page.getByRole('textbox', { name: 'Cover letter (optional)' }).fill(coverLetter);
  return resume;
}
const coverLetter = 'I have led compiler and tooling teams for years and want to build AI products that ship to real users.';

/** Fills only what the job pages promise: name, email and the resume (the Apply Now link has chosen the role). */
async function fillRequiredApplication(page: Page, email: string, [first, last] = ['Ada', 'Lovelace']) {
  await page.getByRole('textbox', { name: 'First name (required)' }).fill(first!);
  await page.getByRole('textbox', { name: 'Last name (required)' }).fill(last!);
  await page.getByRole('textbox', { name: 'Email (required)' }).fill(email);
  const resume = pdf(`resume-${email.split('@')[0]}.pdf`);
  await resumeInput(page).setInputFiles(resume);
  return resume;
}

/** Fills only the talent pool's required fields: name, email, the resume and the consent. */
async function fillRequiredTalentPool(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Full name (required)' }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Email (required)' }).fill(email);
  const resume = pdf(`cv-${email.split('@')[0]}.pdf`);
  await resumeInput(page).setInputFiles(resume);
  await page.getByRole('checkbox', { name: `${TALENT_POOL_CONSENT} (required)` }).check();
  return resume;
}

async function fillTalentPool(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Full name (required)' }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Email (required)' }).fill(email);
  await page.getByRole('textbox', { name: 'Location (optional)' }).fill('London, UK');
  await page.getByRole('textbox', { name: 'Current role (optional)' }).fill('Analyst');
  await page.getByRole('textbox', { name: 'Area of interest (optional)' }).fill('AI/ML');
  await page.getByRole('textbox', { name: 'Key skills (optional)' }).fill('Mathematics, algorithms');
  await page.getByRole('textbox', { name: 'Experience (optional)' }).fill('Wrote the first published algorithm for a general-purpose machine.');
  const resume = pdf(`cv-${email.split('@')[0]}.pdf`);
  await resumeInput(page).setInputFiles(resume);
  await page.getByRole('checkbox', { name: `${TALENT_POOL_CONSENT} (required)` }).check();
  return resume;
}

test('a valid application is stored with its resume, byte for byte, and only then thanked', async ({ page }) => {
  const email = `grace-${Date.now()}@example.com`;
  await page.goto('/careers/apply?position=ai&opening=ai-ml-engineer');
  await waitForHydration(page);
  const resume = await fillApplication(page, email);

  // Hold the answer until the sending state has been checked, then let the real server answer.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/job-applications', async (route) => {
    await held;
    await route.continue();
  });
  const posted = page.waitForResponse((response) => response.url().endsWith('/api/job-applications'));
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  release();
  const response = await posted;
  expect(response.status()).toBe(201);
  const request = response.request();
  expect(request.headers()['content-type']).toMatch(/^multipart\/form-data/);
  expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

  await expect(page.getByRole('heading', { name: 'Thank you, Grace. Your application is in.' })).toBeVisible();
  const stored = storedLeads('job-application').find((lead) => lead.email === email);
  expect(stored).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', position: 'ai', opening: 'ai-ml-engineer', experience: '10+', coverLetter });
  expect(stored?.resume).toMatchObject({ fileName: resume.name, format: 'pdf', size: resume.buffer.length });
  expect(storedResume(stored!.id).equals(resume.buffer)).toBe(true);
});

test('an application the server could not store says nothing was sent and keeps every value', async ({ page }) => {
  await page.route('**/api/job-applications', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'unavailable', message: 'We could not save this just now, so nothing was stored.' }) }),
  );
  await page.goto('/careers/apply?position=ai&opening=ai-ml-engineer');
  await waitForHydration(page);
  const resume = await fillApplication(page, 'grace@example.com');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Your application was not sent' });
  await expect(alert).toContainText('nothing was stored');
  await expect(page.getByRole('heading', { name: /Thank you/ })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Cover letter (optional)' })).toHaveValue(coverLetter);
  await expect(page.getByRole('combobox', { name: 'Position of interest (required)' })).toHaveValue('ai');
  await expect(page.getByText(resume.name, { exact: true })).toBeVisible();
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
});

test('an old Apply Now link to a role that is closed says so, points to the talent pool and preselects nothing', async ({ page }) => {
  await page.goto('/careers/apply?position=backend&opening=backend-developer');
  await waitForHydration(page);
  const notice = page.getByRole('status').filter({ hasText: 'is no longer open' });
  await expect(notice).toContainText('This role is no longer open');
  await expect(notice.getByRole('link', { name: 'Submit your resume' })).toHaveAttribute('href', '/careers/resume');
  await expect(page.getByRole('combobox', { name: 'Position of interest (required)' })).toHaveValue('');
  await expect(page.getByText('Applying for')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('from a job page’s Apply Now, the exact role is chosen and the required fields alone are enough', async ({ page }) => {
  test.slow();
  const job = jobs[0]!;
  await page.goto(`/careers/positions/${job.id}`);
  await page.getByRole('link', { name: 'Apply Now' }).first().click();
  await waitForHydration(page);
  const position = page.getByRole('combobox', { name: 'Position of interest (required)' });
  await expect(position.locator('option:checked')).toHaveText(job.title);
  // Only open roles (and Other) are offered.
  await expect(position.locator('option:not([value=""])')).toHaveText(applicationPositions.map((option) => option.label));
  const email = `ada-min-${Date.now()}@example.com`;
  const resume = await fillRequiredApplication(page, email);
  const posted = page.waitForResponse((response) => response.url().endsWith('/api/job-applications'));
  await page.getByRole('button', { name: 'Submit Application' }).click();
  expect((await posted).status()).toBe(201);
  await expect(page.getByRole('heading', { name: 'Thank you, Ada. Your application is in.' })).toBeVisible();
  const stored = storedLeads('job-application').find((lead) => lead.email === email);
  expect(stored).toMatchObject({ firstName: 'Ada', position: job.position, opening: job.id, phone: null, experience: null, coverLetter: null });
  expect(storedResume(stored!.id).equals(resume.buffer)).toBe(true);
});

test('a valid talent-pool submission is stored with its resume and consent, then thanked', async ({ page }) => {
  // Reads the store through the operator CLI (a process start each) and uploads a resume: past 30 s on a loaded 2-core machine.
  test.slow();
  const email = `ada-${Date.now()}@example.com`;
  await page.goto('/careers/resume');
  await waitForHydration(page);
  const resume = await fillTalentPool(page, email);
  const posted = page.waitForResponse((response) => response.url().endsWith('/api/talent-pool'));
  await page.getByRole('button', { name: 'Submit Resume' }).click();
  expect((await posted).status()).toBe(201);
  await expect(page.getByRole('heading', { name: 'Thank you, Ada. You are in our talent pool.' })).toBeVisible();
  const stored = storedLeads('talent-pool').find((lead) => lead.email === email);
  expect(stored).toMatchObject({ fullName: 'Ada Lovelace', location: 'London, UK', areaOfInterest: 'AI/ML' });
  expect(storedResume(stored!.id).equals(resume.buffer)).toBe(true);
  await expectNoAxeViolations(page, ['[data-sonner-toaster]']);
});

test('without scripts, both careers forms post their resume and land on their thank-you pages', async ({ browser }) => {
  // Reads the store through the operator CLI (a process start each) and uploads a resume: past 30 s on a loaded 2-core machine.
  test.slow();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  // Only the required fields, as the job pages promise.
  const applicant = `ada-nojs-${Date.now()}@example.com`;
  await page.goto('/careers/apply?position=ai&opening=ai-ml-engineer');
  await page.getByRole('combobox', { name: 'Position of interest (required)' }).selectOption('ai');
  const application = await fillRequiredApplication(page, applicant);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page).toHaveURL(/\/careers\/apply\/thank-you$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const storedApplication = storedLeads('job-application').find((lead) => lead.email === applicant);
  expect(storedApplication).toMatchObject({ position: 'ai', phone: null, experience: null, coverLetter: null });
  expect(storedResume(storedApplication!.id).equals(application.buffer)).toBe(true);

  const member = `ada-pool-nojs-${Date.now()}@example.com`;
  await page.goto('/careers/resume');
  const cv = await fillRequiredTalentPool(page, member);
  await page.getByRole('button', { name: 'Submit Resume' }).click();
  await expect(page).toHaveURL(/\/careers\/resume\/thank-you$/);
  const storedMember = storedLeads('talent-pool').find((lead) => lead.email === member);
  expect(storedResume(storedMember!.id).equals(cv.buffer)).toBe(true);
  expect(page.url()).not.toContain('example.com');
  await context.close();
});

test('typed text survives a reload (the file does not)', async ({ page }) => {
  await page.goto('/careers/apply');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'First name (required)' }).fill('Katherine');
  await page.getByRole('textbox', { name: 'Cover letter (optional)' }).fill('Draft of my letter');
  await page.getByRole('combobox', { name: 'Position of interest (required)' }).selectOption('design');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('textbox', { name: 'First name (required)' })).toHaveValue('Katherine');
  await expect(page.getByRole('textbox', { name: 'Cover letter (optional)' })).toHaveValue('Draft of my letter');
  await expect(page.getByRole('combobox', { name: 'Position of interest (required)' })).toHaveValue('design');
});

test('the forms are real HTML forms that post multipart to the API without JavaScript', async ({ page }) => {
  for (const [path, action] of [['/careers/apply', '/api/job-applications'], ['/careers/resume', '/api/talent-pool']] as const) {
    await page.goto(path);
    const form = page.locator(`form[action="${action}"]`);
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    const unnamed = await form.locator('input, select, textarea').evaluateAll((controls) => controls.filter((control) => !control.getAttribute('name')).length);
    expect(unnamed).toBe(0);
  }
});

test('once the API accepts it, the application is reset, the draft cleared and the next steps shown', async ({ page }) => {
  // The lead-capture API is built separately; its answer is stood in for here.
  await page.route('**/api/job-applications', (route) =>
    route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ id: '6f1c2a4e-8b7d-4c3e-9a10-2b3c4d5e6f70' }) }),
  );
  await page.goto('/careers/apply?position=design&opening=ux-ui-designer');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'First name (required)' }).fill('Susan');
  await page.getByRole('textbox', { name: 'Last name (required)' }).fill('Kare');
  await page.getByRole('textbox', { name: 'Email (required)' }).fill('susan@example.com');
  await page.getByRole('textbox', { name: 'Phone (optional)' }).fill('+1 410 555 0199');
  await page.getByRole('combobox', { name: 'Years of experience (optional)' }).selectOption('10+');
  await page.getByRole('textbox', { name: 'Cover letter (optional)' }).fill('I designed icons and interfaces people still recognise, and I want to design products with your team.');
  await resumeInput(page).setInputFiles(pdf());
  await page.getByRole('button', { name: 'Submit Application' }).click();

  const heading = page.getByRole('heading', { name: 'Thank you, Susan. Your application is in.' });
  await expect(heading).toBeFocused();
  await expect(page.locator('#main')).toContainText('susan@example.com');
  await expect(page.locator('#main')).toContainText('5 business days');
  expect(await page.evaluate(() => window.sessionStorage.getItem('northstack:draft:job-application'))).toBeNull();
  await page.getByRole('button', { name: 'Send another application' }).click();
  await expect(page.getByRole('textbox', { name: 'First name (required)' })).toHaveValue('');
});

test('the API’s field messages are shown on their fields', async ({ page }) => {
  await page.route('**/api/talent-pool', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'validation', message: 'Some fields need your attention.', fields: { email: 'This address cannot receive mail.', resume: 'This file is not a real PDF.' } }),
    }),
  );
  await page.goto('/careers/resume');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Full name (required)' }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Email (required)' }).fill('ada@example.com');
  await page.getByRole('textbox', { name: 'Location (optional)' }).fill('London, UK');
  await page.getByRole('textbox', { name: 'Current role (optional)' }).fill('Analyst');
  await page.getByRole('textbox', { name: 'Area of interest (optional)' }).fill('AI/ML');
  await page.getByRole('textbox', { name: 'Key skills (optional)' }).fill('Mathematics, algorithms');
  await page.getByRole('textbox', { name: 'Experience (optional)' }).fill('Wrote the first published algorithm for a general-purpose machine.');
  await resumeInput(page).setInputFiles(pdf());
  await page.getByRole('checkbox', { name: `${TALENT_POOL_CONSENT} (required)` }).check();
  await page.getByRole('button', { name: 'Submit Resume' }).click();
  await expect(page.getByRole('textbox', { name: 'Email (required)' })).toHaveAccessibleDescription('This address cannot receive mail.');
  await expect(resumeInput(page)).toHaveAccessibleDescription(/This file is not a real PDF\./);
  await expect(page.getByRole('alert').filter({ hasText: 'Your resume was not sent' })).toContainText('Some fields need your attention.');
});

/*
 * The forms are React islands on the pages Astro draws (app/pages/careers/): the server's HTML is the form until its
 * module has run (`client:painted`), then React takes that HTML over in place.
 */
for (const { path, firstField, submit } of [
  { path: '/careers/apply', firstField: 'First name (required)', submit: 'Submit Application' },
  { path: '/careers/resume', firstField: 'Full name (required)', submit: 'Submit Resume' },
]) {
  test(`${path}: the form hydrates in place with no error logged, keeps what was typed before its scripts, then checks itself`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const sent = watchApi(page);
    const held: Route[] = [];
    let released = false;
    await page.route(/\/_astro\/.*\.js(\?.*)?$/, (route) => (released ? route.continue() : void held.push(route)));
    await page.goto(path, { waitUntil: 'commit' });
    await page.locator('footer').waitFor({ state: 'attached' });

    const island = page.locator('astro-island');
    await expect(island).toHaveCount(1);
    await expect(island).toHaveAttribute('ssr', '');
    const first = page.getByRole('textbox', { name: firstField });
    // Before the scripts, the browser's own checks stop an empty submit at the first required field.
    await page.getByRole('button', { name: submit }).click();
    await expect(first).toBeFocused();
    expect(await first.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await first.fill('Typed before the scripts');

    released = true;
    for (const route of held.splice(0)) await route.continue();
    await waitForHydration(page);
    await expect(island).not.toHaveAttribute('ssr');
    await expect(first).toHaveValue('Typed before the scripts');

    // Hydrated: the form's own messages, the first invalid field focused, nothing sent.
    await first.fill('');
    await page.getByRole('button', { name: submit }).click();
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(resumeInput(page)).toHaveAccessibleDescription(/Please attach your resume/);
    expect(sent).toEqual([]);
    expect(problems).toEqual([]);
  });
}
