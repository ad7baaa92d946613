import { expect, test } from '@playwright/test';
import { allArticles, blogPage } from '../content/blog';
import { ctaHref } from '../content/booking-links';
import { legalDocument } from '../content/legal';
import { waitForHydration } from './helpers';

/** The blog's articles (/blog/{id}): each page, its table of contents and its dates (the list: blog.spec.ts). */
const articles = allArticles();

for (const article of articles) {
  test(`${article.href} renders the article with its metadata and BlogPosting data`, async ({ page }) => {
    const response = await page.goto(article.href);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${article.title} | Northstack`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${article.href}$`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', article.excerpt);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/blog\/rss\.xml$/);
    await expect(page.locator('main')).toContainText(article.author.name);
    await expect(page.locator('main')).toContainText(article.author.title);
    await expect(page.locator('main')).toContainText(article.readTime);
    await expect(page.locator(`time[datetime="${article.publishDate}"]`).first()).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: article.categoryLabel, exact: true })).toHaveAttribute('href', `/our-work/blog?category=${article.category}`);
    await expect(page.locator('.prose-article h2').first()).toBeVisible();
    await expect(page.locator('.prose-article :is(pre.shiki, table)').first()).toBeVisible();

    const related = page.getByRole('region', { name: blogPage.article.relatedHeading });
    const relatedCount = await related.getByRole('article').count();
    expect(relatedCount).toBeGreaterThanOrEqual(2);
    expect(relatedCount).toBeLessThanOrEqual(3);
    await expect(page.getByRole('link', { name: blogPage.article.closing.ctaLabel })).toHaveAttribute('href', ctaHref(blogPage.article.closing.ctaLabel));

    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: article.title,
      description: article.excerpt,
      datePublished: article.publishDate,
      author: { '@type': 'Person', name: article.author.name, jobTitle: article.author.title },
    });
    expect(data.url).toMatch(new RegExp(`${article.href}$`));
  });
}

for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
  test(`an article's cover is drawn whole over the hero's edge, nothing on top of it (${viewport.width}px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(articles[0]!.href);
    const cover = page.locator('main img[fetchpriority="high"]').first();
    await expect(cover).toBeVisible();
    // Points along the cover's top edge and its middle: each must hit the cover itself, not the hero band above it.
    const hits = await cover.evaluate((image) => {
      image.scrollIntoView({ block: 'center' });
      const box = image.getBoundingClientRect();
      return [0.1, 0.5, 0.9].flatMap((x) => [4, box.height / 2].map((y) => document.elementFromPoint(box.left + box.width * x, box.top + y) === image));
    });
    expect(hits).toEqual(hits.map(() => true));
  });
}

test('a long article has a table of contents on wide screens, hidden on phones', async ({ page }) => {
  const article = articles[0]!;
  await page.goto(article.href);
  const toc = page.getByRole('navigation', { name: blogPage.article.tocLabel });
  await expect(toc).toBeVisible();
  const first = toc.getByRole('link').first();
  const target = (await first.getAttribute('href'))!;
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator(target)).toBeInViewport();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(toc).toBeHidden();
});

// LocalDate's dates in the visitor's locale (components/blog/local-dates.ts): an article, and a policy's "Last updated".
for (const { path, iso } of [
  { path: articles[0]!.href, iso: articles[0]!.publishDate },
  { path: '/privacy', iso: legalDocument('privacy').updated },
]) {
  test(`the date is prerendered in English and shown in the visitor’s locale after hydration (${path})`, async ({ browser, request }) => {
    const html = await (await request.get(path)).text();
    const [year, month, day] = iso.split('-').map(Number);
    const english = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(year!, month! - 1, day!));
    expect(html).toMatch(new RegExp(`<time dateTime="${iso}"[^>]* data-local-date="">${english}</time>`));

    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto(path);
    await waitForHydration(page);
    const german = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(year!, month! - 1, day!));
    await expect(page.locator(`main time[datetime="${iso}"]`).first()).toHaveText(german);
    await context.close();
  });
}

