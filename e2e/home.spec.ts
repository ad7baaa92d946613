import { expect, test, type Page } from '@playwright/test';
import { caseStudies } from '../content/case-studies';
import { growthPaths } from '../content/services/growth-paths';
import { homePage } from '../content/home';
import type { PageSection } from '../content/shared/sections';
import { waitForHydration } from './helpers';

function homeSection<K extends PageSection['kind']>(kind: K): Extract<PageSection, { kind: K }> {
  const section = homePage().sections.find((candidate): candidate is Extract<PageSection, { kind: K }> => candidate.kind === kind);
  if (!section) throw new Error(`The home page has no ${kind} section`);
  return section;
}

const claims = homeSection('claims');
const counters = claims.counters.map((counter) => `${counter.prefix}${counter.end}${counter.suffix}`);

test('the prerendered HTML already holds the counters’ final values', async ({ request }) => {
  const html = await (await request.get('/')).text();
  for (const value of counters) expect(html).toContain(value);
});

test('counters show their final values only after being scrolled into view', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 500 });
  await page.goto('/');
  await waitForHydration(page);
  const numbers = page.locator('[data-count-state]');
  await expect(numbers).toHaveCount(3);
  await expect(numbers.first()).toHaveAttribute('data-count-state', 'waiting');
  const visibleText = () => numbers.evaluateAll((nodes) => nodes.map((node) => node.children[1]?.textContent));
  expect(await visibleText()).toEqual(['$0M+', '0%', '0+']);

  const before = await numbers.first().boundingBox();
  await numbers.first().scrollIntoViewIfNeeded();
  await expect(numbers.first()).toHaveAttribute('data-count-state', 'final', { timeout: 5000 });
  await expect.poll(visibleText, { timeout: 5000 }).toEqual(counters);
  const after = await numbers.first().boundingBox();
  expect(after?.width).toBe(before?.width);
  expect(after?.height).toBe(before?.height);
});

test('counters already on screen when the page’s module runs keep their values (no drop to zero)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 500 });
  // The page's modules are held until the numbers are in view (the page would otherwise run them by itself first).
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/.*\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  // The parsed HTML, not DOMContentLoaded: a held module script holds that back.
  await page.goto('/', { waitUntil: 'commit' });
  await page.locator('footer').waitFor({ state: 'attached' });
  const numbers = page.locator('[data-count-state]');
  // Every state a counter passes through from here on.
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { countStates: seen });
    new MutationObserver((records) => records.forEach((record) => seen.push((record.target as Element).getAttribute('data-count-state') ?? ''))).observe(document.body, {
      attributes: true,
      attributeFilter: ['data-count-state'],
      subtree: true,
    });
  });
  // The visitor scrolls there before the scripts arrive; they come while the numbers are in view.
  await numbers.first().scrollIntoViewIfNeeded();
  release();
  await waitForHydration(page);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { countStates: string[] }).countStates)).toEqual([]);
  expect(await numbers.evaluateAll((nodes) => nodes.map((node) => node.children[1]?.textContent))).toEqual(counters);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the counters show their final figures, the video stays still behind its poster, the page scrolls natively', async ({ page }) => {
    await page.goto('/');
    const numbers = page.locator('[data-count-state]');
    await expect(numbers).toHaveCount(3);
    expect(await numbers.evaluateAll((nodes) => nodes.map((node) => node.children[1]?.textContent))).toEqual(counters);
    await expect(numbers.first()).toHaveAttribute('data-count-state', 'final');
    await numbers.first().scrollIntoViewIfNeeded();
    await expect(numbers.first()).toBeVisible();
    await expect.poll(() => page.locator('#main section').first().locator('img[src="/media/hero-shapes-poster.webp"]').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1280);
    expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
    await page.mouse.move(700, 400);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    expect(await page.evaluate(() => document.documentElement.classList.contains('lenis'))).toBe(false);
  });

  test('on a phone the hero’s product screens are drawn at once', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const screens = page.locator('[data-product-stack] > div');
    await expect(screens).toHaveCount(3);
    for (const screen of await screens.all()) {
      await expect(screen).toBeVisible();
      expect((await screen.boundingBox())!.width).toBeGreaterThan(100);
    }
  });
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('counters show their final values at once and the video does not play', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const numbers = page.locator('[data-count-state]');
    await expect(numbers.first()).toHaveAttribute('data-count-state', 'final');
    expect(await numbers.evaluateAll((nodes) => nodes.map((node) => node.children[1]?.textContent))).toEqual(counters);
    await page.waitForTimeout(500);
    expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
    // The marquee stands still.
    const animation = await page.locator('[role="region"][aria-label="Some of our clients"] > div').evaluate((node) => getComputedStyle(node).animationName);
    expect(animation).toBe('none');
    // Smooth scrolling stays off: the wheel scrolls natively.
    await page.mouse.move(700, 500);
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.documentElement.classList.contains('lenis'))).toBe(false);
  });
});

test('the hero video has its sources and poster, loads lazily and plays when allowed', async ({ page }) => {
  await page.goto('/');
  const video = page.locator('video');
  // The poster is a low-priority image behind the video (components/home/hero-video.tsx says why).
  const poster = page.locator('#main section').first().locator('img[src="/media/hero-shapes-poster.webp"]');
  await expect(poster).toHaveAttribute('fetchpriority', 'low');
  await expect(poster).toHaveAttribute('alt', '');
  await expect.poll(() => poster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1280);
  expect(await poster.evaluate((image) => getComputedStyle(image).zIndex)).toBe(await video.evaluate((element) => getComputedStyle(element).zIndex));
  await expect(video).toHaveAttribute('preload', 'none');
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted && element.loop && element.playsInline)).toBe(true);
  const sources = await video.locator('source').evaluateAll((nodes) => nodes.map((node) => [node.getAttribute('src'), node.getAttribute('type')]));
  expect(sources).toEqual([
    ['/media/hero-shapes.webm', 'video/webm'],
    ['/media/hero-shapes.mp4', 'video/mp4'],
  ]);
  await waitForHydration(page);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused), { timeout: 5000 }).toBe(true);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused), { timeout: 5000 }).toBe(true);
});

test('the home page has its sections, in order, with the SPEC figures and links', async ({ page }) => {
  await page.goto('/');
  const main = page.locator('#main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homePage().hero.headline);
  for (const tag of homePage().hero.tags) await expect(main.getByRole('list', { name: 'What we build' })).toContainText(tag);
  await expect(main.getByRole('link', { name: 'Tell us about your project' }).first()).toHaveAttribute('href', '/contact');
  await expect(main.getByText('Trusted by 50+ companies')).toBeVisible();
  // The counters say what they count (the studio's own work, retention as 36 of 40 clients) and where they are defined.
  const counted = main.locator('#claims p').filter({ hasText: claims.footnote.text });
  await expect(counted).toContainText('Retention: 36 of the 40 clients');
  await expect(counted.getByRole('link', { name: 'How we count' })).toHaveAttribute('href', '/about/how-we-count#studio');
  const strip = main.getByRole('region', { name: 'Some of our clients' });
  // Each client is its wordmark logo, named by its alt text; each name once for assistive technology: the duplicate copy is hidden.
  for (const name of claims.clients.names) await expect(strip.getByRole('img', { name, exact: true })).toBeVisible();
  expect(await strip.locator('ul:not([aria-hidden]) li').count()).toBe(6);
  await expect(main.getByText('From concept to customers in 90 days')).toBeVisible();
  for (const path of growthPaths()) await expect(main.getByRole('link', { name: `Explore ${path.name}` })).toHaveAttribute('href', `/services/${path.slug}`);
  for (const [title, duration] of [['Discovery', '1-2 weeks'], ['Design', '2-3 weeks'], ['Build', '4-8 weeks'], ['Scale', 'Ongoing']]) {
    await expect(main.locator('#process li').filter({ has: page.getByRole('heading', { name: title!, exact: true }) })).toContainText(duration!);
  }
  for (const study of caseStudies()) {
    const link = main.getByRole('link', { name: `Read the ${study.title} case study` });
    await expect(link).toHaveAttribute('href', `/work/${study.id}`);
    for (const metric of study.homeMetrics) await expect(main.locator('#work')).toContainText(metric.value);
  }
  await expect(main.locator('#work')).toContainText('+18%');
  await expect(main.getByRole('link', { name: 'View all case studies' })).toHaveAttribute('href', '/work');
});

test('each growth path’s plan shows every phase by name, none cut off, on one scale', async ({ page }) => {
  await page.goto('/');
  for (const path of growthPaths()) {
    const bars = page.locator('#paths li').filter({ has: page.getByRole('heading', { name: path.name, exact: true }) }).locator('.plan-bars > span');
    await expect(bars).toHaveText(path.timeline.map((step) => step.phase));
    // A name wider than its bar would be clipped to an ellipsis (a one-week workshop was an empty bar at 1440 px).
    for (const bar of await bars.all()) expect(await bar.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  }
  // The scale is shared: Launch's 90 days and Transform's pilot end at the same week, so their bars end together.
  const end = (name: string) =>
    page.locator('#paths li').filter({ has: page.getByRole('heading', { name, exact: true }) }).locator('.plan-bars > span:not([data-open])').last().evaluate((node) => Math.round(node.getBoundingClientRect().right));
  expect(Math.abs((await end('Launch')) - (await end('Transform')))).toBeLessThanOrEqual(40);
});

test('every link in the home page’s content resolves', async ({ page, request }) => {
  await page.goto('/');
  const hrefs = await page.locator('#main a[href^="/"]').evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
  expect(hrefs).toEqual(expect.arrayContaining(['/contact', '/work', '/services/launch', '/work/autoai']));
  for (const href of hrefs) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
  }
});

test('smooth scrolling starts at the first wheel, and keyboard scrolling and in-page anchors keep working', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  expect(await page.evaluate(() => document.documentElement.classList.contains('lenis'))).toBe(false);
  await page.mouse.move(700, 500);
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('lenis'))).toBe(true);
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('body').click({ position: { x: 5, y: 400 } });
  await page.keyboard.press('PageDown');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.goto('/services/launch');
  await page.getByRole('link', { name: 'Compare the three paths' }).click();
  await expect(page).toHaveURL(/\/#paths$/);
  await expect.poll(() => page.locator('#paths').evaluate((node) => Math.abs(node.getBoundingClientRect().top)), { timeout: 5000 }).toBeLessThan(120);
});

test('the home page paints with no script ahead of it, loads Lenis only at the first wheel, and asks for no icon', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(`${request.resourceType()} ${new URL(request.url()).pathname}`));
  await page.goto('/');
  await waitForHydration(page);
  // No script file named in the HTML: the loader asks for the page's modules after the first paint, so nothing
  // the parser or the first paint waits for; what it added are module scripts.
  expect(await (await page.request.get('/')).text()).not.toMatch(/<script[^>]*\ssrc=/);
  expect(await page.locator('script[src]:not([type="module"])').count()).toBe(0);
  // The page's own module (counters, video, smooth scroll) beside the site's; the Lenis chunk not yet.
  const scriptsBefore = requested.filter((line) => line.startsWith('script'));
  expect(scriptsBefore.length).toBeGreaterThanOrEqual(2);
  expect(requested.filter((line) => /icon|favicon/.test(line))).toEqual([]);
  await page.mouse.move(700, 500);
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('lenis'))).toBe(true);
  expect(requested.filter((line) => line.startsWith('script')).length).toBeGreaterThan(scriptsBefore.length);
});

test('browsers and crawlers that ask for the conventional icons get them', async ({ request }) => {
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toBe('image/x-icon');
  const touch = await request.get('/apple-touch-icon.png');
  expect(touch.status()).toBe(200);
  expect(touch.headers()['content-type']).toBe('image/png');
  const svg = await request.get('/icon.svg');
  expect(svg.status()).toBe(200);
});

test('the hero stacks the practices’ product screens beside the headline, never the largest paint, and nothing moves', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const hero = page.locator('#main section').first();
  const { alt, art } = homePage().hero.screens;
  // One picture for assistive technology, of the screens painted in it.
  const picture = hero.getByRole('img', { name: alt, exact: true });
  const screens = picture.locator('div');
  await expect(screens).toHaveCount(art.length);
  for (const [index, screen] of art.entries()) expect(await screens.nth(index).evaluate((element) => getComputedStyle(element).borderImageSource)).toContain(screen.src);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const h1 = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  const stack = (await hero.locator('[data-product-stack]').boundingBox())!;
  // Beside the headline, larger than its column, within the first screen.
  expect(stack.x).toBeGreaterThan(h1.x + h1.width - 1);
  expect(stack.width).toBeGreaterThan(h1.width);
  expect(stack.y + stack.height).toBeLessThan(900);
  await expectScreensNeverLargestAndStill(page);
});

test('on a phone the hero’s product screens show as a strip under its calls to action, in the first screen, never the largest paint, and nothing moves', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/', { waitUntil: 'networkidle' });
  const hero = page.locator('#main section').first();
  const { alt, art } = homePage().hero.screens;
  const picture = hero.getByRole('img', { name: alt, exact: true });
  await expect(picture).toBeVisible();
  // Drawn once the page's module runs, after the first paint: each screen's file asked for only then.
  await expect(picture).toHaveAttribute('data-drawn', '');
  const screens = picture.locator('div');
  await expect(screens).toHaveCount(art.length);
  const firstPaint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]!.startTime);
  for (const [index, screen] of art.entries()) {
    expect(await screens.nth(index).evaluate((element) => getComputedStyle(element).borderImageSource)).toContain(screen.src);
    const box = (await screens.nth(index).boundingBox())!;
    expect(box.width).toBeGreaterThan(100);
    await expect.poll(() => page.evaluate((src) => performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === src).length, screen.src)).toBe(1);
    const requestedAt = await page.evaluate((src) => performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === src)!.startTime, screen.src);
    expect(requestedAt, screen.src).toBeGreaterThan(firstPaint);
  }
  // Under the calls to action, as wide as the text column, within the page's width, its top in the first screen.
  const cta = (await hero.getByRole('link', { name: homePage().hero.secondary.label }).boundingBox())!;
  const h1 = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  const stack = (await hero.locator('[data-product-stack]').boundingBox())!;
  expect(stack.y).toBeGreaterThan(cta.y + cta.height);
  expect(stack.y).toBeLessThan(844 - 120);
  expect(stack.width).toBeGreaterThanOrEqual(h1.width - 1);
  expect(stack.x + stack.width).toBeLessThanOrEqual(390);
  await expectScreensNeverLargestAndStill(page);
  await context.close();
});

/** The screens are never a largest paint (border images): the headline, or the video behind it, is; and nothing moves. */
async function expectScreensNeverLargestAndStill(page: Page) {
  const largest = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries().map((entry) => ((element) => (element?.closest('[data-product-stack]') ? 'product stack' : (element?.tagName ?? '')))((entry as PerformanceEntry & { element: Element | null }).element)))).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      ),
  );
  // The screens are never a largest paint (border images); the headline or the video behind it is, as before them.
  expect(largest.length).toBeGreaterThan(0);
  // (An early candidate may be the header's name, painted a frame before the headline.)
  expect(largest).not.toContain('product stack');
  expect(['H1', 'IMG', 'VIDEO']).toContain(largest.at(-1));
  const shifted = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => list.getEntries().forEach((entry) => (sum += (entry as PerformanceEntry & { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 300);
      }),
  );
  // The faces swap in after the first paint over size-matched fallbacks (display-face.spec.ts holds that under 0.001);
  // screens drawn without their reserved box would move the page by far more.
  expect(shifted).toBeLessThan(0.001);
}
