import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { contentRoot } from './collection';

/**
 * An image's width and height read from its header, synchronously (the page modules are sync, sharp's metadata is
 * not): PNG, JPEG, WebP and AVIF (the types an editor may upload, checked with sharp in server/editor/uploads.ts)
 * and SVG (the drawn art, its root's width and height). `<img width height>` takes them, so nothing shifts.
 */
export interface ImageSize {
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));

function pngSize(bytes: Uint8Array, view: DataView): ImageSize | undefined {
  // The signature, then the IHDR chunk: width and height are its first two 32-bit fields.
  if (bytes.length < 24 || ascii(bytes, 1, 3) !== 'PNG' || ascii(bytes, 12, 4) !== 'IHDR') return undefined;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function jpegSize(bytes: Uint8Array, view: DataView): ImageSize | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    // A start-of-frame marker (C0 to CF, but C4 DHT, C8 and CC DAC) carries the height, then the width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: view.getUint16(offset + 7), height: view.getUint16(offset + 5) };
    }
    offset += 2 + view.getUint16(offset + 2);
  }
  return undefined;
}

function webpSize(bytes: Uint8Array, view: DataView): ImageSize | undefined {
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') return undefined;
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ') return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    const width = 1 + ((bytes[24] ?? 0) | ((bytes[25] ?? 0) << 8) | ((bytes[26] ?? 0) << 16));
    const height = 1 + ((bytes[27] ?? 0) | ((bytes[28] ?? 0) << 8) | ((bytes[29] ?? 0) << 16));
    return { width, height };
  }
  return undefined;
}

function avifSize(bytes: Uint8Array, view: DataView): ImageSize | undefined {
  if (bytes.length < 12 || ascii(bytes, 4, 4) !== 'ftyp' || !/^avi[fs]$/.test(ascii(bytes, 8, 4))) return undefined;
  // The image's spatial extent property (ispe): version and flags, then width and height.
  for (let offset = 12; offset + 16 <= bytes.length; offset += 1) {
    if (bytes[offset] === 0x69 && ascii(bytes, offset, 4) === 'ispe') return { width: view.getUint32(offset + 8), height: view.getUint32(offset + 12) };
  }
  return undefined;
}

function svgSize(bytes: Uint8Array): ImageSize | undefined {
  const root = /<svg\b[^>]*>/.exec(new TextDecoder().decode(bytes.subarray(0, 4096)))?.[0];
  const width = root && /\swidth="(\d+(?:\.\d+)?)(?:px)?"/.exec(root)?.[1];
  const height = root && /\sheight="(\d+(?:\.\d+)?)(?:px)?"/.exec(root)?.[1];
  return width && height ? { width: Number(width), height: Number(height) } : undefined;
}

/** The size in an image file's bytes, or undefined when it is none of the five types (or has no size in its header). */
export function imageSize(bytes: Uint8Array): ImageSize | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    return pngSize(bytes, view) ?? jpegSize(bytes, view) ?? webpSize(bytes, view) ?? avifSize(bytes, view) ?? svgSize(bytes);
  } catch {
    // A header cut short: a DataView read past the end.
    return undefined;
  }
}

const sizes = new Map<string, { mtimeMs: number; size: ImageSize | undefined }>();

/** An image file's size, read again only when the file changed; undefined when it is missing or not an image. */
export function imageFileSize(file: string): ImageSize | undefined {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
  const known = sizes.get(file);
  if (known?.mtimeMs === mtimeMs) return known.size;
  const size = imageSize(readFileSync(file));
  sizes.set(file, { mtimeMs, size });
  return size;
}

/** The public/ folder beside content/ (absent from the server bundle, which draws no image). */
export function publicFolder(): string | undefined {
  const folder = path.join(contentRoot(), '..', 'public');
  return existsSync(folder) ? folder : undefined;
}

/**
 * A file of public/ by its address ('/blog/covers/a/cover.png'): its size, or the reason it cannot be drawn (for the
 * checks' "file: field: reason"). Undefined both ways where public/ is not at hand.
 */
export function publicImage(src: string): { size?: ImageSize; problem?: string } {
  const folder = publicFolder();
  if (!folder) return {};
  const file = path.join(folder, src);
  if (!existsSync(file)) return { problem: `no such file in public/: ${src}` };
  const size = imageFileSize(file);
  return size ? { size } : { problem: `${src} is not an image whose size can be read (PNG, JPEG, WebP, AVIF or SVG with width and height)` };
}
