/**
 * Builds the press page's media kit into public/media-kit/ (committed; the page reads each
 * file's size at build time):
 *   northstack-brand-guidelines.pdf  logo usage, clear space, colors (from lib/brand.ts), type, voice
 *   northstack-logo-pack.zip         the mark and wordmark in color, white and black, SVG and PNG
 *   northstack-fact-sheet.pdf        company facts from content/ (figures, leaders, contacts)
 *   northstack-image-pack.zip        original abstract artwork as PNG
 *
 * Needs Debian's `librsvg2-bin` (rsvg-convert: SVG to PNG, PDF and outlined SVG) and `zip`:
 *   apt-get install -y librsvg2-bin zip
 * Type is set in Geist from node_modules/geist (through a private fontconfig file).
 * Run: `npx tsx scripts/make-media-kit.ts`. ZIP entries get a fixed date, so archives are
 * byte-for-byte reproducible; PDFs carry cairo's creation date.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { companyFigures, specCompanyFigureKeys } from '../content/company/figures';
import { leaders } from '../content/company/people';
import { mediaContacts } from '../content/press-contacts';
import { site } from '../content/site';
import { brandColors } from '../lib/brand';

const root = process.cwd();
const outDir = path.join(root, 'public', 'media-kit');
const work = mkdtempSync(path.join(tmpdir(), 'media-kit-'));
const slug = site.name.toLowerCase();

// Geist from the npm package, so the PDFs use the site's typeface on any machine.
const fontsConf = path.join(work, 'fonts.conf');
writeFileSync(
  fontsConf,
  `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><dir>${path.join(root, 'node_modules/geist/dist/fonts/geist-sans')}</dir><dir>/usr/share/fonts</dir><cachedir>${path.join(work, 'cache')}</cachedir></fontconfig>`,
);
const env = { ...process.env, FONTCONFIG_FILE: fontsConf };

/** The palette, read from the design tokens. */
const c: Record<'ink' | 'inkRaised' | 'paper' | 'line' | 'fg' | 'muted' | 'onDark' | 'onDarkMuted' | 'accent' | 'accentSoft' | 'accentOnDark', string> = {
  ink: brandColors.ink,
  inkRaised: brandColors.inkRaised,
  paper: brandColors.paper,
  line: brandColors.line,
  fg: brandColors.fg,
  muted: brandColors.fgMuted,
  onDark: brandColors.onDark,
  onDarkMuted: brandColors.onDarkMuted,
  accent: brandColors.accent,
  accentSoft: brandColors.accentSoft,
  accentOnDark: brandColors.accentOnDark,
};

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Greedy word wrap by an average glyph width (Geist at ~0.52 em). */
function wrap(text: string, size: number, width: number): string[] {
  const max = Math.floor(width / (size * 0.52));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A text block; returns the SVG and the y after it. */
function para(text: string, x: number, y: number, { size = 11, width = 475, color = c.muted, weight = 400, leading = 1.5 } = {}) {
  const lines = wrap(text, size, width);
  const svg = lines
    .map((line, i) => `<text x="${x}" y="${y + i * size * leading}" font-size="${size}" font-weight="${weight}" fill="${color}">${esc(line)}</text>`)
    .join('');
  return { svg, y: y + lines.length * size * leading };
}

/** The mark of public/icon.svg (28-unit grid), at x/y with a size and colours. */
function mark(x: number, y: number, size: number, tile = c.accent, strokes = '#ffffff') {
  const s = size / 28;
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect width="28" height="28" rx="8" fill="${tile}"/><path d="M8 19.5h12M8 14h12M8 8.5h7" stroke="${strokes}" stroke-width="2.4" stroke-linecap="round" fill="none"/><circle cx="19.5" cy="8.5" r="1.7" fill="${strokes}"/></g>`;
}

function wordmark(x: number, y: number, height: number, text: string, tile = c.accent, strokes = '#ffffff') {
  return `${mark(x, y, height, tile, strokes)}<text x="${x + height * 1.36}" y="${y + height * 0.74}" font-size="${height * 0.68}" font-weight="600" letter-spacing="${-height * 0.015}" fill="${text}">${esc(site.name)}</text>`;
}

const A4 = { w: 595, h: 842 };
function page(body: string, { dark = false } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${A4.w}" height="${A4.h}" viewBox="0 0 ${A4.w} ${A4.h}" font-family="Geist"><rect width="100%" height="100%" fill="${dark ? c.ink : c.paper}"/>${body}</svg>`;
}
function footer(n: number, title: string, dark = false) {
  const color = dark ? c.onDarkMuted : c.muted;
  return `<line x1="60" y1="790" x2="535" y2="790" stroke="${dark ? '#2a2f3c' : c.line}"/><text x="60" y="808" font-size="8.5" fill="${color}">${esc(`${site.name} · ${title}`)}</text><text x="535" y="808" font-size="8.5" fill="${color}" text-anchor="end">${n}</text>`;
}
function heading(eyebrow: string, title: string, y = 90) {
  return `<text x="60" y="${y}" font-size="9" font-weight="600" letter-spacing="1.4" fill="${c.accent}">${esc(eyebrow.toUpperCase())}</text><text x="60" y="${y + 34}" font-size="26" font-weight="600" letter-spacing="-0.6" fill="${c.fg}">${esc(title)}</text>`;
}

function run(cmd: string, args: string[], cwd = work) {
  execFileSync(cmd, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
}
function writeSvg(name: string, svg: string) {
  const file = path.join(work, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, svg);
  return file;
}
function pdf(name: string, pages: string[]) {
  const files = pages.map((svg, i) => writeSvg(`${name}-${i + 1}.svg`, svg));
  run('rsvg-convert', ['-f', 'pdf', '-o', path.join(outDir, name), ...files]);
}
function zip(name: string, dir: string) {
  const stamp = new Date('2026-01-01T00:00:00Z');
  const files = execFileSync('find', ['.', '-type', 'f'], { cwd: dir, encoding: 'utf8' }).trim().split('\n').sort();
  for (const file of files) utimesSync(path.join(dir, file), stamp, stamp);
  const target = path.join(outDir, name);
  rmSync(target, { force: true });
  execFileSync('zip', ['-X', '-q', '-9', target, ...files], { cwd: dir, env: { ...env, TZ: 'UTC' } });
}

mkdirSync(outDir, { recursive: true });

// ---------- Brand guidelines ----------
const palette = [
  { name: 'Ink', hex: c.ink, use: 'Dark sections, body text on light' },
  { name: 'Paper', hex: c.paper, use: 'Page background' },
  { name: 'Accent', hex: c.accent, use: 'Calls to action, the mark, highlights' },
  { name: 'Accent on dark', hex: c.accentOnDark, use: 'Labels and links on Ink' },
  { name: 'Muted text', hex: c.muted, use: 'Secondary text on Paper' },
  { name: 'Soft accent', hex: c.accentSoft, use: 'Icon tiles and tags on light' },
];
const guidelines = [
  page(
    `<circle cx="520" cy="120" r="260" fill="${c.accent}" opacity="0.22"/><circle cx="80" cy="760" r="220" fill="#7c3aed" opacity="0.14"/>` +
      wordmark(60, 80, 34, c.onDark) +
      `<text x="60" y="560" font-size="11" font-weight="600" letter-spacing="1.6" fill="${c.accentOnDark}">BRAND GUIDELINES</text>` +
      `<text x="60" y="610" font-size="44" font-weight="600" letter-spacing="-1.4" fill="${c.onDark}">How we look</text><text x="60" y="660" font-size="44" font-weight="600" letter-spacing="-1.4" fill="${c.onDark}">and sound</text>` +
      para('Logo, color, type and voice for partners, press and everyone who builds with us.', 60, 700, { size: 12, color: c.onDarkMuted }).svg +
      footer(1, 'Brand guidelines', true),
    { dark: true },
  ),
  page(
    heading('01 Logo', 'The mark and the wordmark') +
      para(`The mark is three horizontal strokes on a rounded Accent tile: a stack of work shipped, with a point for the next release. Pair it with the name "${site.name}" set in Geist Semibold. Use the wordmark wherever space allows and the mark alone for avatars and favicons.`, 60, 160).svg +
      `<rect x="60" y="240" width="475" height="170" rx="16" fill="#ffffff" stroke="${c.line}"/>` +
      wordmark(170, 300, 52, c.fg) +
      `<rect x="60" y="425" width="230" height="120" rx="16" fill="${c.ink}"/>${wordmark(92, 470, 30, c.onDark)}` +
      `<rect x="305" y="425" width="230" height="120" rx="16" fill="${c.accent}"/>${wordmark(337, 470, 30, '#ffffff', '#ffffff', c.accent)}` +
      `<text x="60" y="590" font-size="13" font-weight="600" fill="${c.fg}">Clear space and minimum size</text>` +
      para('Keep clear space around the logo equal to half the height of the mark on every side. Do not set the mark smaller than 16 px on screen or 6 mm in print, or the wordmark narrower than 96 px.', 60, 612).svg +
      `<text x="60" y="680" font-size="13" font-weight="600" fill="${c.fg}">Do not</text>` +
      para('Stretch, rotate or recolor the mark outside the palette; add shadows, outlines or gradients to it; place it on busy imagery without an Ink or Paper panel; or set the name in another typeface.', 60, 702).svg +
      footer(2, 'Brand guidelines'),
  ),
  page(
    heading('02 Color', 'A calm palette with one vivid accent') +
      para('Ink and Paper carry most surfaces; Accent is reserved for calls to action and highlights so it always means "act here". Text and controls meet WCAG AA contrast on every background.', 60, 160).svg +
      palette
        .map((swatch, i) => {
          const x = 60 + (i % 2) * 245;
          const y = 240 + Math.floor(i / 2) * 160;
          return `<rect x="${x}" y="${y}" width="230" height="90" rx="12" fill="${swatch.hex}" stroke="${c.line}"/><text x="${x}" y="${y + 112}" font-size="12" font-weight="600" fill="${c.fg}">${esc(swatch.name)}</text><text x="${x + 230}" y="${y + 112}" font-size="11" fill="${c.muted}" text-anchor="end">${swatch.hex.toUpperCase()}</text><text x="${x}" y="${y + 130}" font-size="10" fill="${c.muted}">${esc(swatch.use)}</text>`;
        })
        .join('') +
      `<text x="60" y="735" font-size="13" font-weight="600" fill="${c.fg}">Hero glow</text>` +
      para('Dark heroes use a soft radial glow from Accent into violet at low opacity over Ink, never a hard gradient behind text.', 60, 757).svg +
      footer(3, 'Brand guidelines'),
  ),
  page(
    heading('03 Type and voice', 'Geist, set tight and confident') +
      para('One variable sans family, Geist, for everything: display headlines at Semibold with tight leading and negative tracking, body text at Regular with generous line height, and tabular figures for statistics.', 60, 160).svg +
      `<text x="60" y="270" font-size="48" font-weight="600" letter-spacing="-1.6" fill="${c.fg}">Display 48</text><text x="535" y="270" font-size="10" fill="${c.muted}" text-anchor="end">Semibold · -3.5%</text>` +
      `<text x="60" y="325" font-size="30" font-weight="600" letter-spacing="-0.8" fill="${c.fg}">Heading 30</text><text x="535" y="325" font-size="10" fill="${c.muted}" text-anchor="end">Semibold · -2.5%</text>` +
      `<text x="60" y="365" font-size="18" font-weight="400" fill="${c.fg}">Lead paragraph 18</text><text x="535" y="365" font-size="10" fill="${c.muted}" text-anchor="end">Regular · 1.6 line height</text>` +
      `<text x="60" y="400" font-size="14" font-weight="400" fill="${c.muted}">Body text 14 for cards and lists</text><text x="535" y="400" font-size="10" fill="${c.muted}" text-anchor="end">Regular · 1.75 line height</text>` +
      `<text x="60" y="460" font-size="40" font-weight="600" fill="${c.accent}">${esc(companyFigures.solutions.value)}</text><text x="200" y="460" font-size="40" font-weight="600" fill="${c.accent}">${esc(companyFigures.referrals.value)}</text><text x="535" y="460" font-size="10" fill="${c.muted}" text-anchor="end">Statistics · tabular figures</text>` +
      `<text x="60" y="530" font-size="13" font-weight="600" fill="${c.fg}">Voice</text>` +
      [
        'Specific over superlative: name the result, the figure and the timeline instead of "world-class".',
        'Plain words for busy readers: CTOs, founders and product leads skim; short sentences, no jargon for its own sake.',
        'Confident, never loud: we explain how we work and let clients judge; no exclamation marks in headlines.',
        'Honest about limits: say what we do not do, and what a number counts.',
      ]
        .map((line, i) => para(`• ${line}`, 60, 555 + i * 48, { width: 470 }).svg)
        .join('') +
      footer(4, 'Brand guidelines'),
  ),
];
pdf(`${slug}-brand-guidelines.pdf`, guidelines);

// ---------- Fact sheet ----------
const figureRows = [...specCompanyFigureKeys, 'projectsSinceFounding', 'countriesServed'] as const;
const figuresSvg = figureRows
  .map((key, i) => {
    const figure = companyFigures[key];
    const x = 60 + (i % 2) * 245;
    const y = 300 + Math.floor(i / 2) * 62;
    return `<line x1="${x}" y1="${y - 22}" x2="${x + 230}" y2="${y - 22}" stroke="${c.line}"/><text x="${x}" y="${y + 6}" font-size="24" font-weight="600" letter-spacing="-0.6" fill="${c.fg}">${esc(figure.value)}</text>${para(figure.label, x + 88, y - 6, { size: 9, width: 140, leading: 1.35 }).svg}`;
  })
  .join('');
const contacts = mediaContacts();
const factSheet = page(
  `<rect width="595" height="190" fill="${c.ink}"/><circle cx="560" cy="20" r="170" fill="${c.accent}" opacity="0.25"/>` +
    wordmark(60, 50, 26, c.onDark) +
    `<text x="60" y="130" font-size="28" font-weight="600" letter-spacing="-0.7" fill="${c.onDark}">Company fact sheet</text>` +
    para(site.description, 60, 156, { size: 10, color: c.onDarkMuted, width: 470 }).svg +
    `<text x="60" y="240" font-size="9" font-weight="600" letter-spacing="1.4" fill="${c.accent}">THE COMPANY IN FIGURES</text>` +
    figuresSvg +
    `<text x="60" y="640" font-size="9" font-weight="600" letter-spacing="1.4" fill="${c.accent}">LEADERSHIP</text>` +
    leaders().map((leader, i) => `<text x="${60 + i * 245}" y="662" font-size="12" font-weight="600" fill="${c.fg}">${esc(leader.name)}</text>${para(leader.title, 60 + i * 245, 678, { size: 9.5, width: 225 }).svg}`).join('') +
    `<text x="60" y="714" font-size="9" font-weight="600" letter-spacing="1.4" fill="${c.accent}">CONTACT</text>` +
    `<text x="60" y="734" font-size="9.5" fill="${c.fg}">${esc(`${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`)}</text>` +
    `<text x="60" y="749" font-size="9.5" fill="${c.fg}">${esc(`${site.email} · ${site.phone.display} · ${site.url.replace(/^https?:\/\//, '')}`)}</text>` +
    contacts.map((p, i) => `<text x="60" y="${764 + i * 14}" font-size="9.5" fill="${c.fg}">${esc(`Press: ${p.name}, ${p.title} · ${p.email} · ${p.phone.display}`)}</text>`).join('') +
    footer(1, 'Company fact sheet'),
);
pdf(`${slug}-fact-sheet.pdf`, [factSheet]);

// ---------- Logo pack ----------
const logoDir = path.join(work, `${slug}-logo-pack`);
const variants = [
  { name: 'color', tile: c.accent, strokes: '#ffffff', text: c.fg },
  { name: 'white', tile: '#ffffff', strokes: c.ink, text: '#ffffff' },
  { name: 'black', tile: c.ink, strokes: '#ffffff', text: c.ink },
];
for (const v of variants) {
  const markSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 28 28">${mark(0, 0, 28, v.tile, v.strokes)}</svg>`;
  const wordSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1040" height="220" viewBox="0 0 1040 220" font-family="Geist">${wordmark(40, 50, 120, v.text, v.tile, v.strokes)}</svg>`;
  const markSrc = writeSvg(`src/${slug}-mark-${v.name}.svg`, markSvg);
  const wordSrc = writeSvg(`src/${slug}-wordmark-${v.name}.svg`, wordSvg);
  mkdirSync(path.join(logoDir, 'svg'), { recursive: true });
  mkdirSync(path.join(logoDir, 'png'), { recursive: true });
  writeFileSync(path.join(logoDir, 'svg', `${slug}-mark-${v.name}.svg`), markSvg);
  // The wordmark's text is outlined (rsvg-convert to SVG), so it needs no font installed.
  run('rsvg-convert', ['-f', 'svg', '-o', path.join(logoDir, 'svg', `${slug}-wordmark-${v.name}.svg`), wordSrc]);
  for (const size of [256, 1024]) run('rsvg-convert', ['-w', String(size), '-h', String(size), '-o', path.join(logoDir, 'png', `${slug}-mark-${v.name}-${size}.png`), markSrc]);
  run('rsvg-convert', ['-w', '2080', '-o', path.join(logoDir, 'png', `${slug}-wordmark-${v.name}.png`), wordSrc]);
}
writeFileSync(
  path.join(logoDir, 'README.txt'),
  `${site.name} logo pack\n\nsvg/  vector files (wordmark text outlined)\npng/  mark at 256 and 1024 px, wordmark at 2080 px wide, transparent background\n\nUse "color" on light backgrounds, "white" on dark or photographic backgrounds and "black" for one-color print.\nKeep clear space of half the mark's height around the logo. Full rules: ${slug}-brand-guidelines.pdf.\nQuestions: ${contacts[0]?.email ?? site.email}\n`,
);
zip(`${slug}-logo-pack.zip`, logoDir);

// ---------- Image pack: original abstract artwork ----------
const imageDir = path.join(work, `${slug}-image-pack`);
mkdirSync(imageDir, { recursive: true });
const W = 1920;
const H = 1080;
const defs = `<defs><radialGradient id="g1" cx="0.75" cy="0.2" r="0.7"><stop offset="0" stop-color="${c.accent}" stop-opacity="0.75"/><stop offset="1" stop-color="${c.accent}" stop-opacity="0"/></radialGradient><radialGradient id="g2" cx="0.15" cy="0.9" r="0.6"><stop offset="0" stop-color="#7c3aed" stop-opacity="0.5"/><stop offset="1" stop-color="#7c3aed" stop-opacity="0"/></radialGradient><pattern id="grid" width="64" height="64" patternUnits="userSpaceOnUse"><path d="M64 0H0V64" fill="none" stroke="#ffffff" stroke-opacity="0.06"/></pattern></defs>`;
const base = `<rect width="${W}" height="${H}" fill="${c.ink}"/><rect width="${W}" height="${H}" fill="url(#g1)"/><rect width="${W}" height="${H}" fill="url(#g2)"/><rect width="${W}" height="${H}" fill="url(#grid)"/>`;
const artworks: Record<string, string> = {
  'glow-grid': base,
  'stacked-strokes': base + [0, 1, 2, 3, 4, 5].map((i) => `<rect x="${260 + i * 40}" y="${300 + i * 90}" width="${1100 - i * 110}" height="34" rx="17" fill="#ffffff" fill-opacity="${0.9 - i * 0.13}"/>`).join('') + `<circle cx="1500" cy="317" r="44" fill="${c.accentOnDark}"/>`,
  orbits: base + [180, 280, 380, 480].map((r, i) => `<circle cx="1260" cy="540" r="${r}" fill="none" stroke="${i % 2 ? c.accentOnDark : '#ffffff'}" stroke-opacity="${0.5 - i * 0.09}" stroke-width="2"/>`).join('') + `<circle cx="1260" cy="540" r="90" fill="${c.accent}"/><circle cx="1540" cy="380" r="16" fill="#ffffff"/><circle cx="890" cy="760" r="10" fill="${c.accentOnDark}"/>`,
  'network-nodes': base + (() => {
    const nodes = [[300, 260], [620, 420], [480, 760], [940, 300], [1120, 640], [1420, 420], [1620, 780], [1700, 220]] as const;
    const edges = [[0, 1], [1, 2], [1, 3], [3, 4], [2, 4], [4, 5], [3, 5], [5, 6], [5, 7], [4, 6]] as const;
    return edges.map(([a, b]) => `<line x1="${nodes[a][0]}" y1="${nodes[a][1]}" x2="${nodes[b][0]}" y2="${nodes[b][1]}" stroke="#ffffff" stroke-opacity="0.28" stroke-width="2"/>`).join('') +
      nodes.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i % 3 === 0 ? 22 : 12}" fill="${i % 3 === 0 ? c.accent : '#ffffff'}"/>`).join('');
  })(),
};
for (const [name, body] of Object.entries(artworks)) {
  const src = writeSvg(`art/${name}.svg`, `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs}${body}</svg>`);
  run('rsvg-convert', ['-o', path.join(imageDir, `${slug}-${name}-1920x1080.png`), src]);
}
writeFileSync(
  path.join(imageDir, 'README.txt'),
  `${site.name} image pack: original abstract artwork in the brand palette, 1920 x 1080 PNG.\nFree to use in editorial coverage of ${site.name}. For any other use, ask ${contacts[0]?.email ?? site.email}.\n`,
);
zip(`${slug}-image-pack.zip`, imageDir);

rmSync(work, { recursive: true, force: true });
console.log(`media kit written to ${path.relative(root, outDir)}/`);
