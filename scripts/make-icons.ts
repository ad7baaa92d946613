/**
 * Rasterises public/icon.svg into the icons that browsers and crawlers ask for by convention:
 * public/favicon.ico (16, 32 and 48 px PNGs) and public/apple-touch-icon.png (180 px, full-bleed
 * because iOS rounds the corners itself), and public/icon-192.png and icon-512.png for the web manifest and
 * the Organization logo in structured data. Run after changing icon.svg: `npx tsx scripts/make-icons.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const svg = readFileSync('public/icon.svg', 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});

async function render(source: string, size: number): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const sized = source.replace(/width="\d+" height="\d+"/, `width="${size}" height="${size}"`);
  await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
  const png = await page.locator('svg').screenshot({ omitBackground: true });
  await page.close();
  return png;
}

/** An ICO file whose images are PNGs (supported by every browser since Windows Vista era). */
function ico(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size, entry);
    header.writeUInt8(size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

const sizes = [16, 32, 48];
const images = await Promise.all(sizes.map(async (size) => ({ size, png: await render(svg, size) })));
writeFileSync('public/favicon.ico', ico(images));
writeFileSync('public/apple-touch-icon.png', await render(svg.replace(/rx="\d+"/, 'rx="0"'), 180));
for (const size of [192, 512]) writeFileSync(`public/icon-${size}.png`, await render(svg, size));
await browser.close();
console.log('public/favicon.ico, public/apple-touch-icon.png, public/icon-192.png, public/icon-512.png');
