import { expect, test } from '@playwright/test';
import { legalDocument, legalSlugs } from '../content/legal';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

for (const slug of legalSlugs) {
  const doc = legalDocument(slug);

  test(`/${slug} renders its h1, last-updated date and a working table of contents`, async ({ page }) => {
    const response = await page.goto(`/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title);
    await expect(page).toHaveTitle(`${doc.meta.title} | Northstack`);

    const updated = page.locator(`time[datetime="${doc.updated}"]`);
    await expect(updated).toHaveText(longDate.format(new Date(`${doc.updated}T00:00:00Z`)));
    await expect(page.getByText(/Last updated/)).toBeVisible();

    const toc = page.getByRole('navigation', { name: 'On this page' });
    const links = toc.getByRole('link');
    await expect(links).toHaveCount(doc.sections.length);
    for (const [index, section] of doc.sections.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', `#${section.id}`);
      await expect(links.nth(index)).toContainText(section.heading);
      await expect(page.locator(`section#${section.id}`).getByRole('heading', { level: 2 })).toHaveText(section.heading);
    }

    // Following the last entry scrolls its section into view below the fixed header.
    const last = doc.sections.at(-1);
    if (!last) throw new Error(`${slug} has no sections`);
    await links.last().click();
    await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
    const heading = page.locator(`section#${last.id} h2`);
    await expect(heading).toBeInViewport();
    const header = page.locator('header').first();
    await expect
      .poll(async () => ((await heading.boundingBox())?.y ?? 0) - ((await header.boundingBox())?.height ?? 0))
      .toBeGreaterThanOrEqual(0);

    // The other two policies and the contact page are linked below the document.
    const main = page.locator('#main');
    for (const other of legalSlugs.filter((candidate) => candidate !== slug)) {
      await expect(main.getByRole('link', { name: new RegExp(`^${legalDocument(other).title}`) })).toHaveAttribute('href', `/${other}`);
    }
    await expect(main.getByRole('link', { name: /^Contact us/ })).toHaveAttribute('href', '/contact');
  });
}

test('the policies name the company and the privacy email address', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.locator('#main').getByText('Northstack Technologies LLC').first()).toBeVisible();
  await expect(page.locator('#main a[href="mailto:hello@northstack.dev"]').first()).toBeVisible();
});

