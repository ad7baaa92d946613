import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { imageSize } from '@/content/shared/image-size';
import { createApp } from '../app';
import { createFixtureExport } from '../testing/fixture-export';
import type { EditorMode } from './storage';
import { checkUploadedImage } from './uploads';

/** Issue 40: an uploaded image is checked by its content, size and dimensions before anything is written. */
const cover = 'public/blog/covers/choosing-a-mobile-stack/cover';
const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'avif' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 24, b: 35 } } })
    .toFormat(format)
    .toBuffer();

// Encoding the test pictures (AVIF above all) takes seconds on a loaded machine.
describe('checkUploadedImage', { timeout: 30_000 }, () => {
  it('accepts PNG, JPEG, WebP and AVIF by their content, whatever the name says (a PNG named .jpg)', async () => {
    for (const format of ['png', 'jpeg', 'webp', 'avif'] as const) expect(await checkUploadedImage(`${cover}.${format}`, await picture(1600, 900, format)), format).toEqual({ ok: true });
    expect(await checkUploadedImage(`${cover}.jpg`, await picture(1600, 900, 'png'))).toEqual({ ok: true });
  });

  it('refuses an HTML file named .png, an SVG, a 10 MB image and a 20000 px one, as file: field: reason', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    expect(await checkUploadedImage(`${cover}.png`, html)).toEqual({ ok: false, message: `${cover}.png: cover: is not an image (its content is none of PNG, JPEG, WebP or AVIF, whatever its name says)` });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><script>alert(1)</script></svg>');
    expect(await checkUploadedImage(`${cover}.svg`, svg)).toMatchObject({ ok: false, message: expect.stringMatching(/cover: is an SVG drawing, which can carry script/) });
    // A real image of 10 MB: noise does not compress.
    const noise = Buffer.alloc(2000 * 1750 * 3).map(() => Math.floor(Math.random() * 256));
    const large = await sharp(noise, { raw: { width: 2000, height: 1750, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(large.length).toBeGreaterThan(10 * 1000 * 1000);
    expect(await checkUploadedImage(`${cover}.png`, large)).toMatchObject({ ok: false, message: expect.stringMatching(/cover: is 10\.\d MB; an image may be at most 2 MB/) });
    expect(await checkUploadedImage(`${cover}.png`, await picture(20000, 1200))).toMatchObject({ ok: false, message: `${cover}.png: cover: is 20000×1200 px; at most 4000 px a side` });
  });

  it('refuses an image smaller than the page draws it (by the field’s folder), and a file outside an image field’s folder', async () => {
    expect(await checkUploadedImage(`${cover}.png`, await picture(800, 450))).toMatchObject({ ok: false, message: expect.stringMatching(/cover: is 800×450 px; the page draws it at up to 1200×675 px/) });
    // A case study's artwork is drawn smaller: 800×600 passes there, 600×450 does not.
    expect(await checkUploadedImage('public/work/art/uploads/autoai/cover.png', await picture(800, 600))).toEqual({ ok: true });
    expect(await checkUploadedImage('public/work/art/uploads/autoai/cover.png', await picture(600, 450))).toMatchObject({ ok: false, message: expect.stringMatching(/cover: is 600×450 px; the page draws it at up to 640×480 px/) });
    // A person's photo is drawn at up to 112 px, twice that on a sharp screen: 300×400 passes, 200×200 does not.
    expect(await checkUploadedImage('public/portrait-photos/priya-raman/photo.jpg', await picture(300, 400, 'jpeg'))).toEqual({ ok: true });
    expect(await checkUploadedImage('public/portrait-photos/priya-raman/photo.jpg', await picture(200, 200, 'jpeg'))).toMatchObject({ ok: false, message: expect.stringMatching(/^public\/portrait-photos\/priya-raman\/photo\.jpg: photo: is 200×200 px; the page draws it at up to 224×224 px/) });
    expect(await checkUploadedImage('public/blog/elsewhere.png', await picture(1600, 900))).toMatchObject({ ok: false });
  });

  it('reads the same width and height from the header as sharp does, for every type the site draws', async () => {
    for (const format of ['png', 'jpeg', 'webp', 'avif'] as const) expect(imageSize(await picture(1234, 567, format)), format).toEqual({ width: 1234, height: 567 });
    expect(imageSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675" width="1200" height="675"></svg>'))).toEqual({ width: 1200, height: 675 });
    expect(imageSize(Buffer.from('<!doctype html>'))).toBeUndefined();
  });
});

describe('a save with an image, in local storage', { timeout: 30_000 }, () => {
  const root = createFixtureExport();
  const base = mkdtempSync(path.join(tmpdir(), 'northstack-uploads-'));
  cpSync('content/blog/articles', path.join(base, 'content/blog/articles'), { recursive: true });
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
    rmSync(base, { recursive: true, force: true });
  });
  const mode: EditorMode = { kind: 'local', baseDirectory: base };
  const app = createApp({ root, editor: mode, api: { editor: { mode, rateLimiter: null } } });
  const article = 'content/blog/articles/choosing-a-mobile-stack.md';
  // The article as the editor saves it with the cover: one line added to its frontmatter.
  const withCover = (name: string) => readFileSync(article, 'utf8').replace(/^featured: /m, `cover: /blog/covers/choosing-a-mobile-stack/${name}\nfeatured: `);
  const save = (image: Buffer, name: string) =>
    app.request('/api/keystatic/update', {
      method: 'POST',
      headers: { 'no-cors': '1', 'content-type': 'application/json' },
      body: JSON.stringify({
        additions: [
          { path: article, contents: Buffer.from(withCover(name)).toString('base64url') },
          { path: `public/blog/covers/choosing-a-mobile-stack/${name}`, contents: image.toString('base64url') },
        ],
        deletions: [],
      }),
    });

  it('writes nothing when the image is refused (neither the image nor the entry), and both when it passes', async () => {
    const before = readFileSync(path.join(base, article), 'utf8');
    const refused = await save(Buffer.from('<html><script>alert(1)</script></html>'), 'cover.png');
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ error: 'image_refused', message: expect.stringMatching(/^public\/blog\/covers\/choosing-a-mobile-stack\/cover\.png: cover: is not an image/) });
    expect(readFileSync(path.join(base, article), 'utf8')).toBe(before);
    expect(existsSync(path.join(base, 'public/blog/covers/choosing-a-mobile-stack/cover.png'))).toBe(false);

    const accepted = await save(await picture(1600, 900, 'webp'), 'cover.webp');
    expect(accepted.status).toBe(200);
    expect(imageSize(readFileSync(path.join(base, 'public/blog/covers/choosing-a-mobile-stack/cover.webp')))).toEqual({ width: 1600, height: 900 });
  });

  it("checks a client contact's photo as a member of staff's (one folder, one rule): too small is refused with nothing written, a photo passes", async () => {
    cpSync('content/company/client-contacts', path.join(base, 'content/company/client-contacts'), { recursive: true });
    const contact = 'content/company/client-contacts/noor-haddad.yaml';
    const photo = 'public/portrait-photos/noor-haddad/photo.jpg';
    const saveContact = async (image: Buffer) =>
      app.request('/api/keystatic/update', {
        method: 'POST',
        headers: { 'no-cors': '1', 'content-type': 'application/json' },
        body: JSON.stringify({
          additions: [
            { path: contact, contents: Buffer.from(readFileSync(contact, 'utf8').replace(/^tone: /m, 'photo: /portrait-photos/noor-haddad/photo.jpg\ntone: ')).toString('base64url') },
            { path: photo, contents: image.toString('base64url') },
          ],
          deletions: [],
        }),
      });
    const before = readFileSync(path.join(base, contact), 'utf8');
    const refused = await saveContact(await picture(200, 200, 'jpeg'));
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ message: expect.stringMatching(/^public\/portrait-photos\/noor-haddad\/photo\.jpg: photo: is 200×200 px; the page draws it at up to 224×224 px/) });
    expect(readFileSync(path.join(base, contact), 'utf8')).toBe(before);
    expect(existsSync(path.join(base, photo))).toBe(false);

    const accepted = await saveContact(await picture(300, 400, 'jpeg'));
    expect(accepted.status).toBe(200);
    expect(readFileSync(path.join(base, contact), 'utf8')).toMatch(/^photo: \/portrait-photos\/noor-haddad\/photo\.jpg$/m);
    expect(imageSize(readFileSync(path.join(base, photo)))).toEqual({ width: 300, height: 400 });
  });
});
