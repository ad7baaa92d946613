import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const shots = [
  ['/services/transform', 1440, 900, 'top'],
  ['/services/transform', 390, 844, 'top'],
  ['/contact', 1440, 900, 'bottom'],
  ['/services/mobile-applications', 1440, 900, '#success-stories'],
  ['/careers/positions/senior-frontend-developer', 1440, 900, 'grid'],
  ['/services/devops', 1440, 900, 'proof'],
];
for (const [p, w, h, where] of shots) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  await page.goto('http://127.0.0.1:4400' + p);
  await page.waitForTimeout(1200);
  if (where === 'bottom') await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  else if (where === 'grid') await page.getByRole('heading', { name: /What your weeks look like/i }).first().scrollIntoViewIfNeeded();
  else if (where === 'proof') await page.locator('section', { hasText: 'The project behind these words' }).last().scrollIntoViewIfNeeded();
  else if (where.startsWith('#')) await page.evaluate((sel) => { const e = document.querySelector(sel) ?? [...document.querySelectorAll('h2')].find((h) => /success/i.test(h.textContent)); e?.scrollIntoView(); }, where);
  await page.waitForTimeout(600);
  const name = `/tmp/shots/c-${p.replace(/\W+/g, '_')}-${w}-${where.replace(/\W/g, '')}.png`;
  await page.screenshot({ path: name });
  console.log(name);
  await page.close();
}
await browser.close();
