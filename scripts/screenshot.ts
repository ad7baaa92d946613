/**
 * Full-page screenshots of served pages at desktop (1440x900) and mobile (390x844) sizes,
 * for looking at what we build: `npx tsx scripts/screenshot.ts /services/devops /`.
 * Needs `npm run serve` running (BASE_URL, default http://localhost:3000); writes to SHOTS_DIR.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const dir = process.env.SHOTS_DIR ?? 'screenshots';
const paths = process.argv.slice(2);
mkdirSync(dir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});
for (const [name, viewport] of [['desktop', { width: 1440, height: 900 }], ['mobile', { width: 390, height: 844 }]] as const) {
  const page = await browser.newPage({ viewport, reducedMotion: 'reduce' });
  page.on('console', (message) => {
    if (message.type() === 'error') console.log(`console error on ${page.url()}: ${message.text()}`);
  });
  for (const route of paths.length ? paths : ['/']) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    // Bands below the fold render on approach (content-visibility: auto); a full-page capture needs them all.
    await page.addStyleTag({ content: '.render-on-approach { content-visibility: visible !important; }' });
    // Lazy images load when approached; a full-page capture approaches nothing, so it asks for them all.
    await page.evaluate(async () => {
      const lazy = [...document.querySelectorAll<HTMLImageElement>('img[loading=lazy]')];
      for (const image of lazy) image.loading = 'eager';
      await Promise.all(lazy.map((image) => image.decode().catch(() => undefined)));
    });
    const file = path.join(dir, `${route === '/' ? 'home' : route.slice(1).replace(/\//g, '_')}-${name}.png`);
    await page.screenshot({ path: file, fullPage: process.env.FULL !== '0' });
    console.log(file);
  }
  await page.close();
}
await browser.close();
