import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * Publish without a developer (docs/editing.md, "How a change goes live"), local storage: a job changed in the
 * editor, Publish (the real checks and build, into a release beside the live export), the preview, Make it live
 * (the public page changes without a restart), Roll back. A server of its own on a copy of the content and of out/.
 * Slow by nature: one whole site build (about 30 s on a quiet 2-core host, a few minutes on a loaded one).
 */
const port = Number(process.env.E2E_PORT ?? 3210) + 202;
const copy = mkdtempSync(path.join(tmpdir(), 'northstack-publish-e2e-'));
const job = 'content/careers/jobs/ux-ui-designer.yaml';
const publicPage = `http://127.0.0.1:${port}/careers/positions/ux-ui-designer`;
let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // A new DATA_DIR runs PGlite's initdb first: about 10 s on a quiet machine, more than a minute seen on a loaded one.
  test.setTimeout(240_000);
  cpSync('content', path.join(copy, 'content'), { recursive: true });
  cpSync('public', path.join(copy, 'public'), { recursive: true });
  cpSync('out', path.join(copy, 'out'), { recursive: true });
  server = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(copy, 'data'),
      KEYSTATIC_LOCAL_DIR: copy,
      CONTENT_ROOT: path.join(copy, 'content'),
      SITE_ROOT: path.join(copy, 'out'),
      RELEASES_DIR: path.join(copy, 'releases'),
    },
    stdio: ['ignore', 'ignore', openSync(path.join(copy, 'server.log'), 'w')],
  });
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined))?.status, { timeout: 180_000, intervals: [250] })
    .toBe(200);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  rmSync(copy, { recursive: true, force: true });
});

const pageText = async () => (await fetch(publicPage)).text();
const OLD_DETAIL = 'US and Canada time zones';
const NEW_DETAIL = 'Americas time zones, four hours with New York';

test('a job changed in the editor goes live with Publish, shown first in the preview, and Roll back restores it', async ({ page, context }) => {
  test.setTimeout(600_000);
  // Where the work is done, as the job page says it (a role's title is its position in the form: Save refuses a new one).
  expect(await pageText()).toContain(OLD_DETAIL);
  await page.goto(`http://127.0.0.1:${port}/keystatic/collection/jobs/item/ux-ui-designer`);
  const detail = page.getByRole('textbox', { name: 'Location detail' });
  await expect(detail).toHaveValue(OLD_DETAIL, { timeout: 30_000 });
  await detail.fill(NEW_DETAIL);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => readFileSync(path.join(copy, job), 'utf8'), { timeout: 15_000 }).toContain(`locationDetail: ${NEW_DETAIL}`);

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
  expect(readFileSync(path.join(copy, 'releases', 'current', '.content', 'careers', 'jobs', 'ux-ui-designer.yaml'), 'utf8')).toContain(`locationDetail: ${NEW_DETAIL}`);
  expect((await fetch(`http://127.0.0.1:${port}/.content/careers/jobs/ux-ui-designer.yaml`)).status).toBe(404);

  await bar.getByRole('button', { name: 'Roll back' }).click();
  await expect(status).toContainText('Rolled back');
  expect(await pageText()).not.toContain(NEW_DETAIL);
  expect(await pageText()).toContain(OLD_DETAIL);
  await expect(bar.getByRole('button', { name: 'Roll back' })).toHaveCount(0);
});
