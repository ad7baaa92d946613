import { expect, test } from '@playwright/test';
import { TALENT_POOL_CONSENT } from '../lib/forms/careers-options';
import { waitForHydration } from './helpers';
import { expectFocusShown, holdRequests, pdf, press, step, tabTo, type, unique } from './keyboard-helpers';
import { storedLeads } from './leads-helpers';

/**
 * The keyboard-only walk (see keyboard-menus.spec.ts for what every key press must hold), here over every form.
 */

// Long walks (a whole form, every panel of the menu) on a busy machine: a minute each at most.
test.describe.configure({ timeout: 60_000 });
// Focus rings fade in (150 ms); with reduced motion they are drawn at once and each check settles
// on its first look. What is checked, the ring once drawn, is the same either way.
test.use({ reducedMotion: 'reduce' });

// ---------------------------------------------------------------------------------------------
// The forms
// ---------------------------------------------------------------------------------------------

test.describe('forms, keyboard only', () => {
  test('contact: every control in order, errors focus the first invalid field, and Enter on Send stores the enquiry', async ({ page }) => {
    const marker = unique();
    await page.goto('/contact');
    await waitForHydration(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact') && request.method() === 'POST') posts.push(request.url());
    });
    const form = page.locator('form[action="/api/contact"]');
    const name = form.getByRole('textbox', { name: 'Name (required)' });
    const email = form.getByRole('textbox', { name: 'Email (required)' });
    const message = form.getByRole('textbox', { name: 'Message (required)' });

    await tabTo(page, name);
    // Enter in an empty form submits it: nothing is sent, the first invalid field keeps the focus.
    await press(page, 'Enter');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    await type(page, 'Grace Hopper');
    await step(page, email);
    // Enter again with a field still invalid moves focus to the first one that is (email).
    await step(page, name, 'Shift+Tab');
    await press(page, 'Enter');
    await expect(email).toBeFocused();
    await type(page, `grace-${marker}@example.com`);
    await step(page, form.getByRole('textbox', { name: /^Company/ }));
    await type(page, 'Compilers Inc.');
    const service = form.getByRole('combobox', { name: /Service of interest/ });
    await step(page, service);
    await type(page, 'DevOps');
    await expect(service).toHaveValue('devops');
    // The topic radios are one Tab stop; arrows choose, the label draws the ring.
    await step(page, form.getByRole('radio', { name: 'General inquiry' }));
    await press(page, 'ArrowRight');
    await expect(form.getByRole('radio', { name: 'Schedule a call' })).toBeFocused();
    await expect(form.getByRole('radio', { name: 'Schedule a call' })).toBeChecked();
    await step(page, message);
    await type(page, `Release pipelines for twelve services, reference ${marker}.`);
    const send = form.getByRole('button', { name: 'Send message' });
    await step(page, send);

    const release = await holdRequests(page, '/api/contact');
    const posted = page.waitForResponse((response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST');
    await press(page, 'Enter');
    await expect(form.getByRole('button', { name: 'Sending…' })).toBeFocused();
    await expect(form.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    // A second Enter while it is sending sends nothing more.
    await page.keyboard.press('Enter');
    release();
    expect((await posted).status()).toBe(201);
    await expect(page.getByRole('heading', { name: /Thank you, Grace/ })).toBeFocused();
    await expectFocusShown(page);
    expect(posts).toHaveLength(1);
    const stored = storedLeads('contact').filter((lead) => lead.email === `grace-${marker}@example.com`);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Grace Hopper', company: 'Compilers Inc.', service: 'devops', topic: 'call' });

    // 'Send another message' brings back an empty form with focus in its first field.
    const again = page.getByRole('button', { name: 'Send another message' });
    await tabTo(page, again);
    await press(page, 'Enter');
    await expect(page.getByRole('textbox', { name: 'Name (required)' })).toBeFocused();
  });

  test('job application: every control in order, the resume by Tab and its remove button, errors, and a stored application', async ({ page }) => {
    const email = `grace-${unique()}@example.com`;
    const coverLetter = 'I have led compiler and tooling teams for years and want to build AI products that ship to real users.';
    await page.goto('/careers/apply');
    await waitForHydration(page);
    const form = page.locator('form[action="/api/job-applications"]');
    const field = (name: string) => form.getByRole('textbox', { name });
    const firstName = field('First name (required)');

    await tabTo(page, firstName);
    await press(page, 'Enter');
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toBeFocused();

    await type(page, 'Grace');
    await step(page, field('Last name (required)'));
    await type(page, 'Hopper');
    await step(page, field('Email (required)'));
    await type(page, email);
    await step(page, field('Phone (optional)'));
    await type(page, '+1 410 555 0134');
    const position = form.getByRole('combobox', { name: 'Position of interest (required)' });
    await step(page, position);
    await type(page, 'AI');
    await expect(position).toHaveValue('ai');
    const experience = form.getByRole('combobox', { name: 'Years of experience (optional)' });
    await step(page, experience);
    await type(page, '10');
    await expect(experience).toHaveValue('10+');
    await step(page, field('Cover letter (optional)'));
    await type(page, coverLetter);
    await step(page, field('Technical skills (optional)'));
    await type(page, 'Compilers, COBOL, TypeScript');
    await step(page, field('Portfolio, GitHub or LinkedIn (optional)'));
    await type(page, 'https://github.com/grace');

    // The file input is a Tab stop of its own; its ring is drawn on the 'Choose File' label.
    const resumeInput = form.locator('input[type="file"][name="resume"]');
    await step(page, resumeInput);
    const first = pdf('first-draft.pdf');
    await resumeInput.setInputFiles(first);
    await expect(form.getByText('first-draft.pdf', { exact: true })).toBeVisible();
    await expect(resumeInput).toBeFocused();
    // Its remove button comes just before it; removing hands the focus back to the file input.
    await step(page, form.getByRole('button', { name: 'Remove first-draft.pdf' }), 'Shift+Tab');
    await press(page, 'Enter');
    await expect(resumeInput).toBeFocused();
    await expect(form.getByText('first-draft.pdf', { exact: true })).toHaveCount(0);
    const resume = pdf(`resume-${email.split('@')[0]}.pdf`);
    await resumeInput.setInputFiles(resume);

    await step(page, form.getByRole('link', { name: 'privacy policy' }));
    const submit = form.getByRole('button', { name: 'Submit Application' });
    await step(page, submit);
    const release = await holdRequests(page, '/api/job-applications');
    const posted = page.waitForResponse((response) => response.url().endsWith('/api/job-applications'));
    await press(page, 'Enter');
    await expect(form.getByRole('button', { name: 'Sending…' })).toBeFocused();
    release();
    expect((await posted).status()).toBe(201);
    await expect(page.getByRole('heading', { name: 'Thank you, Grace. Your application is in.' })).toBeFocused();
    await expectFocusShown(page);
    const stored = storedLeads('job-application').find((lead) => lead.email === email);
    expect(stored).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', position: 'ai', experience: '10+', coverLetter, skills: 'Compilers, COBOL, TypeScript' });
    expect(stored?.resume).toMatchObject({ fileName: resume.name, format: 'pdf' });
  });

  test('talent pool: every control in order, a missing consent takes the focus, Space ticks it, and the resume is stored', async ({ page }) => {
    const email = `ada-${unique()}@example.com`;
    await page.goto('/careers/resume');
    await waitForHydration(page);
    const form = page.locator('form[action="/api/talent-pool"]');
    const field = (name: string) => form.getByRole('textbox', { name });

    await tabTo(page, field('Full name (required)'));
    await type(page, 'Ada Lovelace');
    await step(page, field('Email (required)'));
    await type(page, email);
    await step(page, field('Phone (optional)'));
    await step(page, field('Location (optional)'));
    await type(page, 'London, UK');
    await step(page, field('Current role (optional)'));
    await type(page, 'Analyst');
    await step(page, field('Area of interest (optional)'));
    await type(page, 'AI/ML');
    await step(page, field('Key skills (optional)'));
    await type(page, 'Mathematics, algorithms');
    await step(page, field('Experience (optional)'));
    await type(page, 'Wrote the first published algorithm for a general-purpose machine.');
    const resumeInput = form.locator('input[type="file"][name="resume"]');
    await step(page, resumeInput);
    const resume = pdf(`cv-${email.split('@')[0]}.pdf`);
    await resumeInput.setInputFiles(resume);
    await step(page, field('Links (optional)'));
    const consent = form.getByRole('checkbox', { name: `${TALENT_POOL_CONSENT} (required)` });
    await step(page, consent);
    await step(page, form.getByRole('link', { name: 'privacy policy' }));
    const submit = form.getByRole('button', { name: 'Submit Resume' });
    await step(page, submit);

    // Sent without consent: focus goes to the consent box, the only invalid control.
    await press(page, 'Enter');
    await expect(consent).toBeFocused();
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await press(page, 'Space');
    await expect(consent).toBeChecked();
    await step(page, form.getByRole('link', { name: 'privacy policy' }));
    await step(page, submit);
    const posted = page.waitForResponse((response) => response.url().endsWith('/api/talent-pool'));
    await press(page, 'Enter');
    expect((await posted).status()).toBe(201);
    await expect(page.getByRole('heading', { name: 'Thank you, Ada. You are in our talent pool.' })).toBeFocused();
    await expectFocusShown(page);
    const stored = storedLeads('talent-pool').find((lead) => lead.email === email);
    expect(stored).toMatchObject({ fullName: 'Ada Lovelace', location: 'London, UK', currentRole: 'Analyst', areaOfInterest: 'AI/ML' });
    expect(stored?.resume).toMatchObject({ fileName: resume.name });
  });
});
