import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startLocalEditorServer, type LocalEditorServer } from './local-editor-server';

/**
 * Publish without a developer (docs/editing.md, "How a change goes live"), local storage: a job changed in the
 * editor, Publish (the real checks and build, into a release beside the live export), the preview, Make it live
 * (the public page changes without a restart), Roll back. A server of its own on a copy of the content and of out/
 * (e2e/local-editor-server.ts, as the timed walkthrough). Slow by nature: one whole site build per Publish (about
 * 30 s on a quiet 2-core host, a few minutes on a loaded one).
 */
const port = Number(process.env.E2E_PORT ?? 3210) + 202;
const origin = `http://127.0.0.1:${port}`;
let server: LocalEditorServer | undefined;
const job = 'content/careers/jobs/ux-ui-designer.yaml';
const publicPage = `${origin}/careers/positions/ux-ui-designer`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = startLocalEditorServer({ port, name: 'publish-e2e' });
  await server.ready();
});

test.afterAll(() => server?.stop());

/** A file of the server's copy (content/…, releases/…). */
const inCopy = (...parts: string[]) => path.join(server!.copy, ...parts);

const pageText = async () => (await fetch(publicPage)).text();
const OLD_DETAIL = 'US and Canada time zones';
const NEW_DETAIL = 'Americas time zones, four hours with New York';

test('a job changed in the editor goes live with Publish, shown first in the preview, and Roll back restores it', async ({ page, context }) => {
  test.setTimeout(600_000);
  // Where the work is done, as the job page says it (a role's title is its position in the form: Save refuses a new one).
  expect(await pageText()).toContain(OLD_DETAIL);
  await page.goto(`${origin}/keystatic/collection/jobs/item/ux-ui-designer`);
  const detail = page.getByRole('textbox', { name: 'Location detail' });
  await expect(detail).toHaveValue(OLD_DETAIL, { timeout: 120_000 });
  await detail.fill(NEW_DETAIL);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => readFileSync(inCopy(job), 'utf8'), { timeout: 90_000 }).toContain(`locationDetail: ${NEW_DETAIL}`);

  const bar = page.getByRole('region', { name: 'Publish' });
  const status = bar.getByRole('status');
  await bar.getByRole('button', { name: 'Publish' }).click();
  await expect(status).toContainText(/Checks running|Building the site/);
  await expect(bar.getByRole('button', { name: 'Publishing…' })).toBeDisabled();
  await expect(status).toContainText('Ready', { timeout: 480_000 });
  // Built, not live: visitors still read the old detail.
  expect(await pageText()).not.toContain(NEW_DETAIL);

  const [preview] = await Promise.all([context.waitForEvent('page'), bar.getByRole('link', { name: 'Preview' }).click()]);
  await expect(preview).toHaveURL(/\/keystatic\/preview\/careers\/positions\/ux-ui-designer$/);
  await expect(preview.getByText(NEW_DETAIL).first()).toBeVisible();
  await preview.close();

  await bar.getByRole('button', { name: 'Make it live' }).click();
  await expect(status).toContainText('Live');
  // The running server answers with the new export: no restart.
  expect(await pageText()).toContain(NEW_DETAIL);
  // The release carries the content it was built from (the server's own reads follow it), never served to visitors.
  expect(readFileSync(inCopy('releases', 'current', '.content', 'careers', 'jobs', 'ux-ui-designer.yaml'), 'utf8')).toContain(`locationDetail: ${NEW_DETAIL}`);
  expect((await fetch(`${origin}/.content/careers/jobs/ux-ui-designer.yaml`)).status).toBe(404);

  await bar.getByRole('button', { name: 'Roll back' }).click();
  await expect(status).toContainText('Rolled back');
  expect(await pageText()).not.toContain(NEW_DETAIL);
  expect(await pageText()).toContain(OLD_DETAIL);
  await expect(bar.getByRole('button', { name: 'Roll back' })).toHaveCount(0);
});

test('a new service page goes live with Publish and answers at its address; Publish before Create builds nothing', async ({ page }) => {
  test.setTimeout(600_000);
  const address = `${origin}/services/data-engineering`;
  const headline = 'Data pipelines your analysts trust on Monday morning';
  expect((await fetch(address)).status).toBe(404);
  // docs/editing.md, "Add a service page": DevOps → Duplicate entry…, its name, file name, place and headline, the
  // copy's Figures band removed.
  await page.goto(`${origin}/keystatic/collection/services/item/devops`);
  await page.getByRole('button', { name: /^Duplicate/ }).click();
  await page.getByRole('textbox', { name: 'Service', exact: true }).fill('Data Engineering');
  await page.getByRole('textbox', { name: 'File name' }).fill('data-engineering');
  await page.getByRole('textbox', { name: 'Place in its group' }).fill('4');
  await page.getByRole('textbox', { name: 'Headline' }).fill(headline);
  await page.getByRole('button', { name: /^Delete Figures band/ }).click();

  // Not created yet: a build would take the saved files only, and go live without the page.
  const bar = page.getByRole('region', { name: 'Publish' });
  const status = bar.getByRole('status');
  await bar.getByRole('button', { name: 'Publish' }).click();
  await expect(status).toContainText('Not published: this new entry is not created yet. Press Create first');
  await expect(status).not.toContainText(/Checks running|Building the site/);

  // Created (the entry opens at its own address), then Publish: the new page is in the build.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.waitForURL(/\/item\/data-engineering$/, { timeout: 120_000 });
  await bar.getByRole('button', { name: 'Publish' }).click();
  await expect(status).toContainText('Ready', { timeout: 480_000 });
  expect(readFileSync(inCopy('content/services/entries/data-engineering.yaml'), 'utf8')).toContain(`headline: ${headline}`);
  await bar.getByRole('button', { name: 'Make it live' }).click();
  await expect(status).toContainText('Live');
  const answer = await fetch(address);
  expect(answer.status).toBe(200);
  expect(await answer.text()).toContain(headline);
});
