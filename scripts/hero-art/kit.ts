/**
 * The drawing kit of the hero artwork (scripts/make-hero-art.ts) and the client logos
 * (scripts/make-client-logos.ts): the palette of the dark hero, translucent panels, skeleton text,
 * device frames and charts, and text set as outlines from the site's own font files, so an image
 * needs no web font. Coordinates are rounded to one decimal to keep the files small.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import opentype from 'opentype.js';
import { brandColors } from '../../lib/brand';

export const W = 560;
export const H = 420;

/** The hero's palette: the one accent, its light tint on dark, and the gradient's violet and cyan. */
export const C = {
  accent: brandColors.accent,
  soft: brandColors.accentOnDark,
  pale: '#c7cbff',
  violet: '#8b5cf6',
  cyan: '#22d3ee',
  green: '#34d399',
  amber: '#fbbf24',
  rose: '#fb7185',
  ink: brandColors.ink,
  panel: '#141823',
} as const;

export const r = (n: number) => Math.round(n * 10) / 10;

// --- Fonts --------------------------------------------------------------------------------------

type Command = { type: 'M' | 'L' | 'Q' | 'C' | 'Z'; x?: number; y?: number; x1?: number; y1?: number; x2?: number; y2?: number };
type Glyph = { advanceWidth?: number; getPath(x: number, y: number, size: number): { commands: Command[] } };

/** Path data in whole numbers (opentype's own writer runs numbers together when it drops decimals). */
function pathData(commands: readonly Command[]): string {
  const n = (v: number | undefined) => String(Math.round(v ?? 0));
  return commands
    .map((c) => {
      if (c.type === 'Z') return 'Z';
      const points = c.type === 'C' ? [c.x1, c.y1, c.x2, c.y2, c.x, c.y] : c.type === 'Q' ? [c.x1, c.y1, c.x, c.y] : [c.x, c.y];
      return c.type + points.map(n).join(' ');
    })
    .join('');
}
type Font = {
  unitsPerEm: number;
  charToGlyph(char: string): Glyph;
  getKerningValue(left: Glyph, right: Glyph): number;
};

const fontCache = new Map<string, Font>();

/** Geist's cuts kept in the repository (OFL-1.1, app/fonts/Geist-LICENSE.txt): the share images' and the artwork's. */
const keptFonts = path.join(import.meta.dirname, '../../app/fonts');

/**
 * A font file: a path under the `geist` package's dist/fonts/ ('geist-sans/Geist-SemiBold.ttf'), or an absolute path.
 * The cuts the artwork draws with are kept in app/fonts/; the others (the client logos' wordmarks) come from the
 * package, which is no dependency of the site (it declares Next.js as a peer): from GEIST_FONTS, or from
 * node_modules after `npm i --no-save geist@1.7.2`.
 */
export function font(file: string): Font {
  const kept = path.join(keptFonts, path.basename(file));
  const fonts = process.env.GEIST_FONTS ?? path.join(import.meta.dirname, '../../node_modules/geist/dist/fonts');
  const full = path.isAbsolute(file) ? file : existsSync(kept) ? kept : path.join(fonts, file);
  if (!existsSync(full)) throw new Error(`${full}: this script needs Geist's files: npm i --no-save geist@1.7.2 (or GEIST_FONTS=<its dist/fonts>)`);
  let cached = fontCache.get(full);
  if (!cached) {
    const buffer = readFileSync(full);
    cached = opentype.parse(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength)) as Font;
    fontCache.set(full, cached);
  }
  return cached;
}

export const sans = () => font('geist-sans/Geist-SemiBold.ttf');
export const mono = () => font('geist-mono/GeistMono-Medium.ttf');

/**
 * The glyphs a drawing uses, each defined once (outlines at 100 units to the em, whole numbers) and
 * placed with <use>: a file with many labels carries every letter once. `glyphDefs` empties it.
 */
const glyphs = new Map<string, string>();
const faceIds = new Map<Font, string>();

function glyphId(face: Font, char: string): string {
  if (!faceIds.has(face)) faceIds.set(face, `f${faceIds.size}`);
  const id = `${faceIds.get(face)}${char.codePointAt(0)!.toString(36)}`;
  if (!glyphs.has(id)) glyphs.set(id, pathData(face.charToGlyph(char).getPath(0, 0, 100).commands));
  return id;
}

/** The <defs> of the glyphs used since the last call. */
export function glyphDefs(): string {
  const defs = [...glyphs].filter(([, d]) => d).map(([id, d]) => `<path id="${id}" d="${d}"/>`).join('');
  glyphs.clear();
  return defs;
}

/** Width of a text at a size, with kerning. */
export function measure(value: string, size: number, face: Font = sans(), spacing = 0): number {
  let width = 0;
  const chars = [...value];
  chars.forEach((char, i) => {
    const glyph = face.charToGlyph(char);
    width += (glyph.advanceWidth ?? 0) + (i < chars.length - 1 ? face.getKerningValue(glyph, face.charToGlyph(chars[i + 1]!)) : 0);
  });
  return (width / face.unitsPerEm) * size + spacing * size * (chars.length - 1);
}

/** Text as glyph outlines: `anchor` places x at its start, middle or end. */
export function text(
  value: string,
  x: number,
  y: number,
  size: number,
  { fill = '#fff', opacity, anchor = 'start', face = sans(), spacing = 0 }: { fill?: string; opacity?: number; anchor?: 'start' | 'middle' | 'end'; face?: Font; spacing?: number } = {},
): string {
  const width = measure(value, size, face, spacing);
  const x0 = anchor === 'start' ? x : anchor === 'middle' ? x - width / 2 : x - width;
  const chars = [...value];
  let pen = 0;
  const uses: string[] = [];
  chars.forEach((char, i) => {
    const glyph = face.charToGlyph(char);
    if (char !== ' ') uses.push(`<use href="#${glyphId(face, char)}"${pen ? ` x="${Math.round(pen)}"` : ''}/>`);
    pen += ((glyph.advanceWidth ?? 0) + (i < chars.length - 1 ? face.getKerningValue(glyph, face.charToGlyph(chars[i + 1]!)) : 0)) * (100 / face.unitsPerEm) + spacing * 100;
  });
  return `<g transform="translate(${r(x0)} ${r(y)}) scale(${r(size) / 100})" fill="${fill}"${opacity === undefined ? '' : ` fill-opacity="${opacity}"`}>${uses.join('')}</g>`;
}

/** A text's words in lines no wider than `width` at `size` (the words as written, never cut). */
export function wrap(value: string, width: number, size: number): string[] {
  const lines: string[] = [];
  for (const word of value.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && measure(`${last} ${word}`, size) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

// --- Shapes -------------------------------------------------------------------------------------

export const rect = (x: number, y: number, w: number, h: number, rx: number, attrs: string) =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}"${rx ? ` rx="${rx}"` : ''} ${attrs}/>`;

/** A line of skeleton text. */
export const bar = (x: number, y: number, w: number, opacity = 0.2, h = 6, fill = '#fff') =>
  rect(x, y, w, h, h / 2, `fill="${fill}" fill-opacity="${opacity}"`);

/** A translucent card. */
export const panel = (x: number, y: number, w: number, h: number, rx = 12, fill = 0.04) =>
  rect(x + 0.5, y + 0.5, w - 1, h - 1, rx, `fill="#fff" fill-opacity="${fill}" stroke="#fff" stroke-opacity="0.09"`);

export const dot = (cx: number, cy: number, radius: number, fill: string, opacity?: number) =>
  `<circle cx="${r(cx)}" cy="${r(cy)}" r="${radius}" fill="${fill}"${opacity === undefined ? '' : ` fill-opacity="${opacity}"`}/>`;

/** A round badge with a tick. */
export function check(cx: number, cy: number, color: string = C.green, size = 8) {
  const s = size / 8;
  return `${dot(cx, cy, size, color, 0.18)}<path d="M${r(cx - 3.5 * s)} ${r(cy)}l${r(2.5 * s)} ${r(2.5 * s)} ${r(4.8 * s)}-${r(5 * s)}" fill="none" stroke="${color}" stroke-width="${r(1.8 * s)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** A polyline through points; `area` fills under it down to `base` with the gradient `#area`. */
export function line(points: readonly (readonly [number, number])[], stroke: string, width = 2.5, area?: { base: number; fill: string }) {
  const d = points.map(([x, y], i) => `${i ? 'L' : 'M'}${r(x)} ${r(y)}`).join('');
  const under = area ? `<path d="${d}L${r(points.at(-1)![0])} ${area.base}L${r(points[0]![0])} ${area.base}Z" fill="${area.fill}"/>` : '';
  return `${under}<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** Vertical bars from `base`, the last `lit` ones in the accent. */
export function bars(x: number, base: number, values: readonly number[], { w = 12, gap = 8, lit = 3, color = C.accent as string, dim = 0.14 } = {}) {
  return values
    .map((v, i) => rect(x + i * (w + gap), base - v, w, v, 3, i >= values.length - lit ? `fill="${color}"` : `fill="#fff" fill-opacity="${dim}"`))
    .join('');
}

/** A ring gauge: a faint track and an arc of `share` (0-1). */
export function ring(cx: number, cy: number, radius: number, share: number, color: string, width = 8) {
  const c = 2 * Math.PI * radius;
  return `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="#fff" stroke-opacity="0.08" stroke-width="${width}"/><circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-dasharray="${r(c * share)} ${r(c)}" transform="rotate(-90 ${cx} ${cy})"/>`;
}

/** A desktop window: a dark frame, three dots and a title (text or a pill), over its own glow. */
export function windowFrame(x: number, y: number, w: number, h: number, title?: string) {
  return [
    rect(x + 0.5, y + 0.5, w - 1, h - 1, 16, 'fill="url(#win)" stroke="#fff" stroke-opacity="0.12"'),
    dot(x + 20, y + 20, 4, '#fff', 0.16),
    dot(x + 33, y + 20, 4, '#fff', 0.16),
    dot(x + 46, y + 20, 4, '#fff', 0.16),
    title ? text(title, x + w / 2, y + 24, 11, { anchor: 'middle', opacity: 0.5 }) : bar(x + w / 2 - 60, y + 15, 120, 0.07, 10),
    `<path d="M${x + 1} ${y + 40.5}H${x + w - 1}" stroke="#fff" stroke-opacity="0.08"/>`,
  ].join('');
}

/** A phone: frame, screen and a camera island; the screen's content goes inside at (x + 10, y + 10). */
export function phone(x: number, y: number, w: number, h: number, { camera = 'island' }: { camera?: 'island' | 'punch' } = {}) {
  return [
    rect(x, y, w, h, 30, `fill="${C.ink}" stroke="#fff" stroke-opacity="0.22" stroke-width="2"`),
    rect(x + 8, y + 8, w - 16, h - 16, 23, 'fill="url(#screen)"'),
    camera === 'island' ? rect(x + w / 2 - 22, y + 16, 44, 12, 6, `fill="${C.ink}"`) : dot(x + w / 2, y + 22, 5, C.ink),
  ].join('');
}

/** The glow behind a scene: a circle that fades out inside the canvas, so it never ends in a straight edge. */
const GLOW = 200;
const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The file around a scene's body: the shared gradients, the glyphs it uses and the glow; `size` its declared dimensions (the drawing scales to them). */
export function frame(
  body: string,
  { glow = [0.62, 0.38] as [number, number], tint = C.accent, size = { width: W, height: H } }: { glow?: [number, number]; tint?: string; size?: { width: number; height: number } } = {},
) {
  // Drawn on the kit's canvas, scaled to the declared size (its viewBox is that size: what content states).
  const scaled = size.width !== W || size.height !== H;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size.width} ${size.height}" width="${size.width}" height="${size.height}"><defs><linearGradient id="win" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#181c29"/><stop offset="1" stop-color="#0e1118"/></linearGradient><linearGradient id="screen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b2133"/><stop offset="1" stop-color="#10131c"/></linearGradient><radialGradient id="glow"><stop offset="0" stop-color="${tint}" stop-opacity="0.42"/><stop offset="1" stop-color="${tint}" stop-opacity="0"/></radialGradient><linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${C.accent}" stop-opacity="0"/></linearGradient><linearGradient id="lit" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.accent}"/><stop offset="1" stop-color="${C.violet}"/></linearGradient><linearGradient id="cool" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.soft}"/><stop offset="1" stop-color="${C.cyan}"/></linearGradient>${glyphDefs()}</defs>${scaled ? `<g transform="scale(${+(size.width / W).toFixed(5)})">` : ''}<circle cx="${r(clamp(W * glow[0], GLOW, W - GLOW))}" cy="${r(clamp(H * glow[1], GLOW, H - GLOW))}" r="${GLOW}" fill="url(#glow)"/>${body}${scaled ? '</g>' : ''}</svg>\n`;
}
