/**
 * Writes the client strip's logos: one monochrome wordmark per client of content/home/home.yaml in
 * public/clients/{slug}.svg (content/client-logos.ts names them). Each client gets one of eight
 * treatments by its place in the list (a mark and a wordmark set in a different cut of Geist, as
 * outlines: an image cannot use the page's font), so the strip reads as a wall of distinct brands.
 * The first word of the name is the wordmark, the rest a small descriptor. Run after renaming or
 * adding a client, and commit the files:
 *   npx tsx scripts/make-client-logos.ts
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { clientLogo, clientLogoSize } from '../content/client-logos';
import { homePage } from '../content/home';
import { font, measure, r, text, glyphDefs } from './hero-art/kit';
import { brandColors } from '../lib/brand';

const INK = '#e6e8f0';
const VIEW = { width: clientLogoSize.width * 2, height: clientLogoSize.height * 2 };

type Face = ReturnType<typeof font>;
const geist = (cut: string) => font(`geist-sans/Geist-${cut}.ttf`);
const geistMono = (cut: string) => font(`geist-mono/GeistMono-${cut}.ttf`);

interface Treatment {
  /** The mark, drawn in a 40x40 box at the origin. */
  mark: string;
  word: { face: Face; size: number; spacing: number; upper?: boolean; lower?: boolean };
  /** The descriptor (the rest of the name): under the wordmark, or after it on the same line. */
  rest?: { face: Face; size: number; spacing: number; upper?: boolean; lower?: boolean; inline?: boolean };
}

const treatments: (() => Treatment)[] = [
  // Heavy, wide capitals with a chevron mark: an automotive group.
  () => ({
    mark: `<path d="M20 2L40 38H29L20 21L11 38H0Z"/><path d="M20 26L25 36H15Z" fill-opacity="0.55"/>`,
    word: { face: geist('Black'), size: 30, spacing: 0.08, upper: true },
    rest: { face: geist('Medium'), size: 10.5, spacing: 0.32, upper: true },
  }),
  // Italic lowercase with a bird-like mark: a finance house.
  () => ({
    mark: `<path d="M4 30C10 12 26 6 38 8C32 12 30 18 30 24C30 32 22 38 12 36L2 40Z"/><circle cx="31" cy="13" r="2.2" fill="${brandColors.ink}"/>`,
    word: { face: geist('BoldItalic'), size: 34, spacing: -0.03, lower: true },
    rest: { face: geist('LightItalic'), size: 34, spacing: -0.02, lower: true, inline: true },
  }),
  // Light, airy letters and a globe of meridians: a health network.
  () => ({
    mark: `<circle cx="20" cy="20" r="18" fill="none" stroke="${INK}" stroke-width="3"/><ellipse cx="20" cy="20" rx="8" ry="18" fill="none" stroke="${INK}" stroke-width="3"/><path d="M2 20H38" stroke="${INK}" stroke-width="3"/>`,
    word: { face: geist('Light'), size: 32, spacing: 0.02 },
    rest: { face: geist('SemiBold'), size: 10.5, spacing: 0.4, upper: true },
  }),
  // Monospaced capitals and waves: a logistics line.
  () => ({
    mark: `<rect x="0" y="0" width="40" height="40" rx="8"/><path d="M6 16c5-5 9 5 14 0s9 5 14 0M6 26c5-5 9 5 14 0s9 5 14 0" fill="none" stroke="${brandColors.ink}" stroke-width="3.2" stroke-linecap="round"/>`,
    word: { face: geistMono('Bold'), size: 24, spacing: 0.06, upper: true },
    rest: { face: geistMono('Regular'), size: 10, spacing: 0.3, upper: true },
  }),
  // A black lowercase wordmark with a rayed sun: a retailer.
  () => ({
    mark: `<circle cx="20" cy="20" r="9"/>${Array.from({ length: 8 }, (_, i) => {
      const a = (i / 8) * Math.PI * 2;
      return `<path d="M${r(20 + Math.cos(a) * 13)} ${r(20 + Math.sin(a) * 13)}L${r(20 + Math.cos(a) * 19)} ${r(20 + Math.sin(a) * 19)}" stroke="${INK}" stroke-width="3.4" stroke-linecap="round"/>`;
    }).join('')}`,
    word: { face: geist('UltraBlack'), size: 36, spacing: -0.05, lower: true },
    rest: { face: geist('Regular'), size: 36, spacing: -0.03, lower: true, inline: true },
  }),
  // A peak and a roof line, semibold title case: a realty firm.
  () => ({
    mark: `<path d="M0 36L20 4L40 36Z" fill="none" stroke="${INK}" stroke-width="3.4" stroke-linejoin="round"/><path d="M12 36L20 23L28 36Z"/>`,
    word: { face: geist('SemiBold'), size: 32, spacing: -0.02 },
    rest: { face: geistMono('Medium'), size: 10, spacing: 0.34, upper: true },
  }),
  // Thin capitals in a ring.
  () => ({
    mark: `<circle cx="20" cy="20" r="18" fill="none" stroke="${INK}" stroke-width="2"/><circle cx="20" cy="20" r="7"/>`,
    word: { face: geist('Thin'), size: 30, spacing: 0.16, upper: true },
    rest: { face: geist('Medium'), size: 10, spacing: 0.3, upper: true },
  }),
  // Bold condensed-looking mono lowercase with a slash mark.
  () => ({
    mark: `<path d="M26 0H38L14 40H2Z"/><path d="M38 28H40V40H28Z" fill-opacity="0.6"/>`,
    word: { face: geistMono('Black'), size: 28, spacing: -0.04, lower: true },
    rest: { face: geistMono('Light'), size: 28, spacing: -0.02, lower: true, inline: true },
  }),
];

const cased = (value: string, style: { upper?: boolean; lower?: boolean }) => (style.upper ? value.toUpperCase() : style.lower ? value.toLowerCase() : value);

/** One logo: mark, then wordmark (and descriptor), scaled to fit the box and centred. */
function logo(name: string, index: number): string {
  const t = treatments[index % treatments.length]!();
  const [first = name, ...others] = name.split(/\s+/);
  const word = cased(first, t.word);
  const rest = others.length ? cased(others.join(' '), t.rest ?? t.word) : '';
  const gap = 14;
  const wordWidth = measure(word, t.word.size, t.word.face, t.word.spacing);
  const inline = t.rest?.inline && rest;
  const restWidth = rest && t.rest ? measure(rest, t.rest.size, t.rest.face, t.rest.spacing) : 0;
  const textWidth = inline ? wordWidth + t.word.size * 0.25 + restWidth : Math.max(wordWidth, restWidth);
  const stacked = rest && !inline;
  const height = stacked ? t.word.size * 0.74 + 8 + t.rest!.size * 0.74 : t.word.size * 0.74;
  const x0 = 40 + gap;
  const base = stacked ? (40 - height) / 2 + t.word.size * 0.74 : 20 + t.word.size * 0.37;
  const parts = [
    t.mark,
    text(word, x0, r(base), t.word.size, { face: t.word.face, spacing: t.word.spacing, fill: INK }),
    rest && t.rest
      ? inline
        ? text(rest, x0 + wordWidth + t.word.size * 0.25, r(base), t.rest.size, { face: t.rest.face, spacing: t.rest.spacing, fill: INK, opacity: 0.72 })
        : text(rest, x0, r(base + 8 + t.rest.size * 0.74), t.rest.size, { face: t.rest.face, spacing: t.rest.spacing, fill: INK, opacity: 0.8 })
      : '',
  ];
  const width = x0 + textWidth;
  const scale = Math.min((VIEW.width - 8) / width, (VIEW.height - 24) / 40, 1.6);
  const dx = (VIEW.width - width * scale) / 2;
  const dy = (VIEW.height - 40 * scale) / 2;
  const body = parts.join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEW.width} ${VIEW.height}" width="${clientLogoSize.width}" height="${clientLogoSize.height}"><title>${name.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</title><defs>${glyphDefs()}</defs><g transform="translate(${r(dx)} ${r(dy)}) scale(${r(scale * 1000) / 1000})" fill="${INK}">${body}</g></svg>\n`;
}

const claims = homePage().sections.find((section) => section.kind === 'claims');
if (!claims || claims.kind !== 'claims') throw new Error('content/home/home.yaml has no client strip (claims section)');
const dir = path.join(import.meta.dirname, '..', 'public', 'clients');
mkdirSync(dir, { recursive: true });
const files = claims.clients.names.map((name, index) => {
  const file = clientLogo(name).src;
  const svg = logo(name, index);
  writeFileSync(path.join(import.meta.dirname, '..', 'public', file), svg);
  console.log(`${file}: ${(svg.length / 1024).toFixed(1)} KB`);
  return path.basename(file);
});
for (const file of readdirSync(dir)) if (!files.includes(file)) rmSync(path.join(dir, file));
