import { chromium } from '@playwright/test';
const [url, out, width, ...ys] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(url!, { waitUntil: 'networkidle' });
await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 600) { window.scrollTo(0, y); await new Promise((r) => setTimeout(r, 50)); } window.scrollTo(0, 0); });
for (const [i, y] of ys.entries()) await page.screenshot({ path: `${out}-${i}.png`, fullPage: true, clip: { x: 0, y: Number(y), width: Number(width), height: 1000 } });
await browser.close();
