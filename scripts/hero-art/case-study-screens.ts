/**
 * The product screens of the case studies: each drawn as the product it describes, with the study's own
 * words and figures on it (its title, metrics, technologies, the terms of its solution), not skeleton bars.
 * On the hero kit's canvas (scripts/hero-art/kit.ts: 560x420, text as outlines from Geist, no web font).
 */
import type { CaseStudy, CaseStudyAccent } from '../../content/case-study-types';
import { brandColors } from '../../lib/brand';
import { bars, C, check, dot, line, measure, mono, panel, rect, ring, text, windowFrame } from './kit';

/** The accent of each study's screen, as the site's case-study accents name them. */
export const screenTint: Record<CaseStudyAccent, string> = { indigo: C.accent, emerald: '#10b981', amber: '#f59e0b' };

/** A metric of the study by the word its label contains: the screen shows the study's own figure. */
function metric(study: CaseStudy, word: string): { value: string; label: string } {
  const found = study.metrics.find((entry) => entry.label.toLowerCase().includes(word));
  if (!found) throw new Error(`${study.id}: no metric whose label has "${word}" (its screen shows it)`);
  return found;
}

const percent = (value: string) => Number(/\d+/.exec(value)?.[0] ?? 0) / 100;

/** A row of a table: text cells at x positions. */
const cells = (y: number, values: readonly [string, number, { opacity?: number; fill?: string; anchor?: 'start' | 'end' }?][], size = 10) =>
  values.map(([value, x, options]) => text(value, x, y, size, { opacity: 0.82, ...options })).join('');

/** AutoAI: the appraisal and forecasting dashboard a dealer group's appraisers use. */
function autoai(study: CaseStudy): string {
  const accuracy = metric(study, 'accuracy');
  const adoption = metric(study, 'adoption');
  const time = metric(study, 'appraisal time');
  const rooftops = metric(study, 'rooftops');
  const nav = ['Appraisals', 'Inventory', 'Forecasts', 'Rooftops'];
  const vehicles: [string, string, string, string][] = [
    ['2021 Honda CR-V EX', '$18,400', '$22,900', '21 d'],
    ['2020 Ford F-150 XLT', '$27,150', '$32,400', '34 d'],
    ['2022 Toyota RAV4 LE', '$24,800', '$28,600', '18 d'],
  ];
  const forecast = [184, 177, 180, 169, 166, 159, 150, 146, 137, 131, 125, 118].map((y, i) => [168 + i * 22, y] as const);
  const last = forecast.at(-1)!;
  return [
    windowFrame(16, 24, 528, 372, `${study.title} · Appraisals`),
    rect(17, 65, 120, 330, 0, 'fill="#fff" fill-opacity="0.025"'),
    ...nav.map((label, i) =>
      (i === 0 ? rect(26, 76, 102, 26, 7, `fill="${C.accent}" fill-opacity="0.28"`) : '') + text(label, 38, 93 + i * 32, 11, { opacity: i === 0 ? 1 : 0.55 }),
    ),
    text(`${rooftops.value} rooftops`, 30, 372, 10, { opacity: 0.45 }),
    // The forecast: profit per unit, with its confidence band.
    text('Front-end gross forecast', 154, 88, 11, { opacity: 0.6 }),
    text(accuracy.value, 154, 118, 24),
    text('forecast accuracy', 162 + measure(accuracy.value, 24), 117, 10, { fill: C.soft }),
    // The band widens with the horizon.
    `<path d="M${forecast.map(([x, y], i) => `${x} ${y - 3 - i * 0.9}`).join('L')}L${[...forecast].reverse().map(([x, y], i) => `${x} ${y + 3 + (forecast.length - 1 - i) * 1.1}`).join('L')}Z" fill="${C.accent}" fill-opacity="0.2"/>`,
    line(forecast, C.soft, 2.5),
    dot(last[0], last[1], 4.5, '#fff'),
    `<path d="M154 198H420" stroke="#fff" stroke-opacity="0.1"/>`,
    // Adoption and appraisal time.
    panel(432, 76, 98, 122, 12, 0.05),
    ring(481, 122, 26, percent(adoption.value), C.soft, 7),
    text(adoption.value, 481, 127, 13, { anchor: 'middle' }),
    text('adoption', 481, 176, 10, { anchor: 'middle', opacity: 0.6 }),
    text(`−${time.value} time`, 481, 190, 9.5, { anchor: 'middle', fill: C.green }),
    // Priced vehicles: the recommended bid and retail price per unit.
    text('Recommended prices', 154, 226, 11, { opacity: 0.6 }),
    cells(250, [['Vehicle', 154, { opacity: 0.45 }], ['Bid', 350, { opacity: 0.45, anchor: 'end' }], ['Retail', 430, { opacity: 0.45, anchor: 'end' }], ['Turn', 510, { opacity: 0.45, anchor: 'end' }]], 9.5),
    ...vehicles.map(([name, bid, retail, turn], i) =>
      [
        `<path d="M154 ${262 + i * 36}H530" stroke="#fff" stroke-opacity="0.07"/>`,
        cells(284 + i * 36, [[name, 154], [bid, 350, { anchor: 'end', fill: C.pale }], [retail, 430, { anchor: 'end' }], [turn, 510, { anchor: 'end', opacity: 0.6 }]]),
      ].join(''),
    ),
    rect(154, 368, 120, 20, 10, `fill="${C.accent}"`),
    text('Scan a VIN', 214, 382, 10, { anchor: 'middle' }),
  ].join('');
}

/** Bloxios: the multi-chain staking dashboard of a Web3 protocol. */
function bloxios(study: CaseStudy): string {
  const tint = screenTint.emerald;
  const locked = metric(study, 'value locked');
  const stakers = metric(study, 'stakers');
  // The chains the study names, as many as its metric counts.
  const chains = [...new Set(JSON.stringify(study).match(/\b(Ethereum|Arbitrum|Polygon|Optimism|Base|Solana|Avalanche)\b/g) ?? [])];
  if (chains.length !== Number(metric(study, 'chains').value)) throw new Error(`${study.id}: names ${chains.join(', ')} but counts ${metric(study, 'chains').value} chains`);
  const shares = [0.56, 0.27, 0.17];
  const positions: [string, string, number][] = [
    ['90-day lock', '12,400 BLX', 0.72],
    ['180-day lock', '48,000 BLX', 0.35],
    ['Flexible', '3,150 BLX', 1],
  ];
  return [
    windowFrame(16, 24, 528, 372, `${study.title} · Staking`),
    text('Total value locked', 40, 90, 11, { opacity: 0.6 }),
    // Concentric rings: one per chain, around a padlock.
    ...chains.map((_, i) => ring(128, 196, 74 - i * 18, shares[i]!, [tint, '#34d399', C.cyan][i]!, 9)),
    rect(116, 190, 24, 20, 4, `fill="${tint}"`),
    `<path d="M121 190V183a7 7 0 0 1 14 0V190" fill="none" stroke="${tint}" stroke-width="3"/>`,
    text(locked.value, 40, 302, 24),
    ...chains.map((chain, i) => dot(48 + i * 72, 326, 4, [tint, '#34d399', C.cyan][i]!) + text(chain, 56 + i * 72, 330, 9.5, { opacity: 0.7 })),
    text(`${stakers.value} active stakers`, 40, 366, 10, { opacity: 0.55 }),
    // Weekly rewards.
    panel(252, 64, 276, 138, 12, 0.05),
    text('Rewards, weekly', 268, 88, 11, { opacity: 0.6 }),
    text('+4.8% APR', 512, 88, 10, { anchor: 'end', fill: '#34d399' }),
    bars(270, 186, [30, 38, 34, 46, 52, 49, 60, 66, 72, 80], { w: 16, gap: 8, lit: 4, color: tint }),
    // Positions with their lock-up progress.
    text('Your positions', 252, 228, 11, { opacity: 0.6 }),
    ...positions.map(([term, amount, progress], i) =>
      [
        panel(252, 240 + i * 44, 276, 38, 9, 0.04),
        text(term, 266, 263 + i * 44, 10.5),
        text(amount, 420, 263 + i * 44, 10.5, { anchor: 'end', face: mono(), opacity: 0.8 }),
        rect(432, 256 + i * 44, 80, 6, 3, 'fill="#fff" fill-opacity="0.1"'),
        rect(432, 256 + i * 44, 80 * progress, 6, 3, `fill="${tint}"`),
      ].join(''),
    ),
    check(262, 377, '#34d399', 7),
    text('Audited contracts', 276, 381, 10, { opacity: 0.6 }),
  ].join('');
}

/** Vision Millennium: the immersive, shoppable video player. */
function visionMillennium(study: CaseStudy): string {
  const tint = screenTint.amber;
  const engagement = metric(study, 'engagement');
  const duration = metric(study, 'view duration');
  const hotspots: [number, number, string, string][] = [
    [150, 170, 'Linen jacket', '$148'],
    [300, 226, 'Canvas weekender', '$96'],
  ];
  const grid = [
    ...Array.from({ length: 7 }, (_, i) => `M${24 + i * 68} 90Q${24 + i * 68 + (i - 3) * 10} 200 ${24 + i * 68} 310`),
    ...Array.from({ length: 5 }, (_, i) => `M24 ${110 + i * 48}Q228 ${98 + i * 48 + (i - 2) * 8} 432 ${110 + i * 48}`),
  ];
  return [
    windowFrame(16, 24, 528, 372, `${study.title} · 360° player`),
    `<clipPath id="scene"><rect x="24" y="72" width="408" height="256" rx="10"/></clipPath>`,
    rect(24, 72, 408, 256, 10, `fill="${tint}" fill-opacity="0.08"`),
    `<path d="${grid.join('')}" fill="none" stroke="${tint}" stroke-opacity="0.32" clip-path="url(#scene)"/>`,
    `<circle cx="228" cy="200" r="60" fill="${tint}" fill-opacity="0.1"/>`,
    // Shoppable hotspots anchored to products in the scene.
    ...hotspots.map(([x, y, name, price]) =>
      [
        dot(x, y, 11, tint, 0.28),
        dot(x, y, 5, tint),
        rect(x + 16, y - 18, 128, 36, 8, `fill="${brandColors.ink}" fill-opacity="0.86" stroke="#fff" stroke-opacity="0.14"`),
        text(name, x + 26, y - 3, 10.5),
        text(`${price} · Add to cart`, x + 26, y + 11, 9, { fill: tint }),
      ].join(''),
    ),
    // Play control and timeline.
    dot(44, 350, 12, '#fff'),
    `<path d="M40 343L51 350L40 357Z" fill="${C.ink}"/>`,
    rect(66, 347, 262, 6, 3, 'fill="#fff" fill-opacity="0.14"'),
    rect(66, 347, 126, 6, 3, `fill="${tint}"`),
    dot(192, 350, 6, '#fff'),
    text('02:14 / 05:30', 424, 354, 10, { anchor: 'end', opacity: 0.65, face: mono() }),
    // Engagement beside the player.
    panel(444, 72, 88, 256, 12, 0.05),
    text('Engagement', 488, 96, 10, { anchor: 'middle', opacity: 0.6 }),
    text(engagement.value, 488, 124, 18, { anchor: 'middle', fill: tint }),
    bars(458, 262, [40, 58, 76, 112], { w: 12, gap: 5, lit: 2, color: tint }),
    text(duration.value, 488, 292, 16, { anchor: 'middle' }),
    text('view time', 488, 310, 9.5, { anchor: 'middle', opacity: 0.6 }),
    text(study.technologies.slice(1, 3).join(' · '), 488, 374, 9, { anchor: 'middle', opacity: 0.45 }),
  ].join('');
}

/** Each study's screen, by its id (content/case-studies.ts). */
export const screens: Record<string, (study: CaseStudy) => string> = {
  autoai,
  bloxios,
  'vision-millennium': visionMillennium,
};
