/**
 * Writes the blog's cover artwork: one original, abstract SVG per article in public/blog/{id}.svg
 * (1200x675, explicit dimensions), drawn on the site's near-black with the accent and the hero
 * gradient. The motif follows the article's category. Run after adding an article:
 *   npx tsx scripts/make-blog-art.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import path from 'node:path';
import { isBlogCategoryId, type BlogCategoryId } from '../content/blog/categories';
import { articleCollection, drawnCoverSrc } from '../content/blog/load';
import { splitFrontmatter } from '../content/shared/collection';
import { brandColors } from '../lib/brand';

const W = 1200;
const H = 675;
const ACCENT = brandColors.accent;
const ACCENT_SOFT = brandColors.accentOnDark;
const VIOLET = '#7c3aed';
const CYAN = '#22d3ee';
const LINE = 'rgb(255 255 255 / 0.08)';

/** A deterministic pseudo-random sequence per article, so the art is stable between runs. */
function random(seed: string) {
  let h = 2166136261;
  for (const char of seed) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

function frame(body: string, glowX: number, glowY: number): string {
  const grid: string[] = [];
  for (let x = 60; x < W; x += 60) grid.push(`<path d="M${x} 0V${H}"/>`);
  for (let y = 45; y < H; y += 60) grid.push(`<path d="M0 ${y}H${W}"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#141823"/><stop offset="1" stop-color="${brandColors.ink}"/></linearGradient>
<radialGradient id="glow" cx="${glowX}" cy="${glowY}" r="0.55"><stop offset="0" stop-color="${ACCENT}" stop-opacity="0.45"/><stop offset="1" stop-color="${ACCENT}" stop-opacity="0"/></radialGradient>
<radialGradient id="glow2" cx="${1 - glowX}" cy="${1 - glowY * 0.6}" r="0.5"><stop offset="0" stop-color="${VIOLET}" stop-opacity="0.28"/><stop offset="1" stop-color="${VIOLET}" stop-opacity="0"/></radialGradient>
<linearGradient id="stroke" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${ACCENT_SOFT}"/><stop offset="1" stop-color="${CYAN}"/></linearGradient>
<radialGradient id="fade" cx="0.5" cy="0.45" r="0.7"><stop offset="0.5" stop-color="#fff"/><stop offset="1" stop-color="#000"/></radialGradient>
<mask id="vignette"><rect width="${W}" height="${H}" fill="url(#fade)"/></mask>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect width="${W}" height="${H}" fill="url(#glow)"/>
<rect width="${W}" height="${H}" fill="url(#glow2)"/>
<g stroke="${LINE}" stroke-width="1" mask="url(#vignette)">${grid.join('')}</g>
${body}
</svg>
`;
}

/** AI: a layered network, three layers of nodes with weighted edges and a lit path. */
function network(rand: () => number): string {
  const layers = [4, 6, 6, 3].map((count, layer) =>
    Array.from({ length: count }, (_, i) => ({ x: 300 + layer * 200, y: 337 - ((count - 1) * 95) / 2 + i * 95 })),
  );
  const edges: string[] = [];
  const lit: string[] = [];
  layers.slice(0, -1).forEach((layer, l) => {
    const next = layers[l + 1]!;
    for (const a of layer) for (const b of next) {
      const strong = rand() > 0.82;
      (strong ? lit : edges).push(`<path d="M${a.x} ${a.y}C${a.x + 100} ${a.y} ${b.x - 100} ${b.y} ${b.x} ${b.y}"/>`);
    }
  });
  const nodes = layers.flat().map((n, i) => `<circle cx="${n.x}" cy="${round(n.y)}" r="${i % 5 === 0 ? 11 : 8}" fill="${brandColors.ink}" stroke="${i % 5 === 0 ? CYAN : ACCENT_SOFT}" stroke-width="3"/>`);
  return `<g fill="none" stroke="rgb(151 160 255 / 0.22)" stroke-width="1.5">${edges.join('')}</g><g fill="none" stroke="url(#stroke)" stroke-width="2.5" opacity="0.9">${lit.join('')}</g>${nodes.join('')}`;
}

/** Web3: a chain of blocks in isometric perspective, linked, one highlighted. */
function chain(rand: () => number): string {
  const blocks: string[] = [];
  for (let i = 0; i < 5; i++) {
    const x = 190 + i * 180;
    const y = 360 + (i % 2 === 0 ? -40 : 40);
    const s = 58;
    const lit = i === 2;
    const face = lit ? ACCENT : '#1a1f2e';
    blocks.push(`<g stroke="${lit ? '#c7cbff' : 'rgb(151 160 255 / 0.55)'}" stroke-width="2" stroke-linejoin="round">
<path d="M${x} ${y - s}L${x + s} ${y - s / 2}L${x} ${y}L${x - s} ${y - s / 2}Z" fill="${lit ? '#6f7bff' : '#232a3d'}"/>
<path d="M${x - s} ${y - s / 2}L${x} ${y}L${x} ${y + s}L${x - s} ${y + s / 2}Z" fill="${face}"/>
<path d="M${x + s} ${y - s / 2}L${x} ${y}L${x} ${y + s}L${x + s} ${y + s / 2}Z" fill="${lit ? brandColors.accentHover : brandColors.inkRaised}"/>
</g>`);
    if (i < 4) blocks.push(`<path d="M${x + s} ${y}L${x + 180 - s} ${y + (i % 2 === 0 ? 80 : -80)}" stroke="url(#stroke)" stroke-width="3" stroke-dasharray="2 10" stroke-linecap="round"/>`);
  }
  const dots = Array.from({ length: 18 }, () => `<circle cx="${round(80 + rand() * 1040)}" cy="${round(80 + rand() * 515)}" r="${round(1.5 + rand() * 2)}" fill="${ACCENT_SOFT}" opacity="${round(0.2 + rand() * 0.5)}"/>`);
  return dots.join('') + blocks.join('');
}

/** Mobile: three phone outlines, fanned, with interface blocks. */
function phones(): string {
  const phone = (x: number, y: number, rotate: number, lit: boolean) => `<g transform="translate(${x} ${y}) rotate(${rotate})">
<rect x="-105" y="-210" width="210" height="420" rx="34" fill="${lit ? '#151a2a' : '#10131b'}" stroke="${lit ? ACCENT_SOFT : 'rgb(151 160 255 / 0.4)'}" stroke-width="3"/>
<rect x="-32" y="-196" width="64" height="12" rx="6" fill="rgb(255 255 255 / 0.12)"/>
<rect x="-80" y="-160" width="160" height="90" rx="14" fill="${lit ? ACCENT : '#232a3d'}" opacity="${lit ? 0.9 : 1}"/>
<rect x="-80" y="-52" width="110" height="12" rx="6" fill="rgb(255 255 255 / 0.35)"/>
<rect x="-80" y="-28" width="150" height="10" rx="5" fill="rgb(255 255 255 / 0.14)"/>
<rect x="-80" y="-8" width="130" height="10" rx="5" fill="rgb(255 255 255 / 0.14)"/>
<rect x="-80" y="24" width="72" height="72" rx="14" fill="#232a3d"/><rect x="8" y="24" width="72" height="72" rx="14" fill="#232a3d"/>
<rect x="-80" y="112" width="160" height="44" rx="22" fill="${lit ? CYAN : '#232a3d'}" opacity="${lit ? 0.85 : 1}"/>
</g>`;
  return phone(400, 360, -12, false) + phone(800, 360, 12, false) + phone(600, 330, 0, true);
}

/** Design: a token grid of swatches, a type specimen and a bezier curve with handles. */
function tokens(): string {
  const swatches = [brandColors.ink, '#232a3d', brandColors.fgMuted, ACCENT, ACCENT_SOFT, CYAN, VIOLET, brandColors.paper].map(
    (fill, i) => `<rect x="${150 + (i % 4) * 96}" y="${180 + Math.floor(i / 4) * 96}" width="80" height="80" rx="16" fill="${fill}" stroke="rgb(255 255 255 / 0.18)" stroke-width="1.5"/>`,
  );
  const type = `<g fill="rgb(255 255 255 / 0.85)"><rect x="150" y="400" width="240" height="34" rx="8"/><rect x="150" y="450" width="360" height="14" rx="7" opacity="0.4"/><rect x="150" y="476" width="310" height="14" rx="7" opacity="0.4"/><rect x="150" y="502" width="200" height="14" rx="7" opacity="0.4"/></g>`;
  const curve = `<path d="M640 500C700 200 900 560 1040 200" fill="none" stroke="url(#stroke)" stroke-width="5" stroke-linecap="round"/>
<g stroke="rgb(151 160 255 / 0.6)" stroke-width="1.5"><path d="M640 500L700 200"/><path d="M1040 200L900 560"/></g>
<g fill="${brandColors.ink}" stroke="${ACCENT_SOFT}" stroke-width="3"><rect x="630" y="490" width="20" height="20" rx="4"/><rect x="1030" y="190" width="20" height="20" rx="4"/></g>
<g fill="${CYAN}"><circle cx="700" cy="200" r="8"/><circle cx="900" cy="560" r="8"/></g>
<rect x="620" y="150" width="440" height="440" rx="24" fill="none" stroke="rgb(255 255 255 / 0.12)" stroke-dasharray="6 8"/>`;
  return swatches.join('') + type + curve;
}

/** DevOps: a pipeline of stages along a loop, with a deployment marker. */
function pipeline(): string {
  const stages = ['build', 'test', 'stage', 'canary', 'live'];
  const parts: string[] = [
    `<path d="M180 420H1020" stroke="rgb(151 160 255 / 0.3)" stroke-width="3"/>`,
    `<path d="M180 420H820" stroke="url(#stroke)" stroke-width="5" stroke-linecap="round"/>`,
    `<path d="M1020 420C1120 420 1120 230 1020 230H180C80 230 80 420 180 420" fill="none" stroke="rgb(151 160 255 / 0.25)" stroke-width="2" stroke-dasharray="4 10"/>`,
  ];
  stages.forEach((_, i) => {
    const x = 180 + i * 210;
    const done = i < 4;
    parts.push(`<circle cx="${x}" cy="420" r="${i === 3 ? 34 : 26}" fill="${i === 3 ? ACCENT : brandColors.inkRaised}" stroke="${done ? ACCENT_SOFT : 'rgb(151 160 255 / 0.4)'}" stroke-width="3"/>`);
    if (done && i !== 3) parts.push(`<path d="M${x - 10} 420l7 7 13-14" fill="none" stroke="${CYAN}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`);
    parts.push(`<rect x="${x - 50}" y="${470}" width="100" height="12" rx="6" fill="rgb(255 255 255 / ${done ? 0.3 : 0.12})"/>`);
  });
  parts.push(`<circle cx="810" cy="420" r="10" fill="#fff"/>`);
  const bars = Array.from({ length: 14 }, (_, i) => `<rect x="${300 + i * 44}" y="${190 - ((i * 37) % 90)}" width="26" height="${((i * 37) % 90) + 20}" rx="5" fill="${i > 9 ? ACCENT : 'rgb(151 160 255 / 0.28)'}" transform="translate(0 -60)"/>`);
  return bars.join('') + parts.join('');
}

/** Security: a shield inside concentric rings, with a keyhole and scattered checks. */
function shield(rand: () => number): string {
  const rings = [120, 190, 260, 330].map((r, i) => `<circle cx="600" cy="337" r="${r}" fill="none" stroke="${i === 1 ? 'url(#stroke)' : 'rgb(151 160 255 / 0.2)'}" stroke-width="${i === 1 ? 3 : 1.5}" ${i > 1 ? 'stroke-dasharray="3 9"' : ''}/>`);
  const ticks = Array.from({ length: 10 }, (_, i) => {
    const angle = (i / 10) * Math.PI * 2 + rand() * 0.3;
    const r = 260;
    return `<circle cx="${round(600 + Math.cos(angle) * r)}" cy="${round(337 + Math.sin(angle) * r)}" r="6" fill="${i % 3 === 0 ? CYAN : ACCENT_SOFT}"/>`;
  });
  const body = `<path d="M600 215L700 255V340C700 400 660 445 600 470C540 445 500 400 500 340V255Z" fill="#151a2a" stroke="${ACCENT_SOFT}" stroke-width="4" stroke-linejoin="round"/>
<path d="M600 240L680 272V340C680 390 648 425 600 447Z" fill="${ACCENT}" opacity="0.85"/>
<circle cx="600" cy="325" r="22" fill="${brandColors.ink}"/><path d="M591 338h18l-4 42h-10Z" fill="${brandColors.ink}"/>`;
  return rings.join('') + ticks.join('') + body;
}

/** Innovation: a rising spark of offset rectangles. */
function spark(): string {
  return Array.from({ length: 7 }, (_, i) => `<rect x="${240 + i * 110}" y="${460 - i * 45}" width="90" height="${90 + i * 45}" rx="18" fill="${i === 6 ? ACCENT : '#1a1f2e'}" stroke="rgb(151 160 255 / 0.45)" stroke-width="2"/>`).join('');
}

const motifs: Record<BlogCategoryId, (rand: () => number) => string> = {
  ai: network,
  web3: chain,
  mobile: phones,
  design: tokens,
  devops: pipeline,
  security: shield,
  innovation: spark,
};

/**
 * Every article's id and category, read from its file's frontmatter alone: the collection's own read refuses an
 * article whose drawn cover is missing, which is what this script is run to draw.
 */
const articles = articleCollection.files().map((file) => {
  const frontmatter = splitFrontmatter(readFileSync(file, 'utf8'))?.frontmatter ?? '';
  const { category } = parseYaml(frontmatter) as { category?: unknown };
  if (!isBlogCategoryId(category)) throw new Error(`${file}: category: must be one of the blog's categories`);
  return { id: path.basename(file, '.md'), category };
});

for (const article of articles) {
  const rand = random(article.id);
  const svg = frame(motifs[article.category](rand), round(0.65 + rand() * 0.25), round(0.05 + rand() * 0.2));
  const file = path.join('public', drawnCoverSrc(article.id));
  writeFileSync(file, svg);
  console.log(`${file}: ${(svg.length / 1024).toFixed(1)} KB`);
}
