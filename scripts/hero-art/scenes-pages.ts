/** Pages: growth paths, industries, company and careers scenes. */
import { bar, bars, C, check, dot, line, mono, panel, r, rect, ring, text, windowFrame } from './kit';
import { chip, figure, avatar } from './parts';
import type { Scene } from './parts';
import { LADDER_LEVELS, payLadders } from '../../content/careers/pay';
import { offerTimelines } from '../../content/company/promises';
import { growthPaths, planPhases, weekRange, type PlanPhase } from '../../content/services/growth-paths';
import { companyPage } from '../../content/pages/company';
import { mediaKitFiles } from '../../content/media-kit';

/** A growth path's phases placed on its week track, as its page's plan places them (so the art and the page add up alike). */
function pathPhases(slug: string): PlanPhase[] {
  return planPhases(growthPaths().find((path) => path.slug === slug)?.timeline ?? []);
}

/** The Launch page's own timeline as the roadmap's week ranges ('wk 1-2'), as its page's week track labels them. */
export function launchWeeks(): [string, string][] {
  return pathPhases('launch').map((phase) => [phase.title, weekRange(phase)]);
}

/** The Transform page's weeks to production: its phases counted in weeks (the workshop, the design, the pilot). */
export function transformPlan(): { weeks: number; phases: PlanPhase[] } {
  const phases = pathPhases('transform');
  return { weeks: phases.reduce((weeks, phase) => weeks + (phase.weeks ?? 0), 0), phases };
}

const roadmap = (phases: readonly [string, string][], done: number) =>
  phases
    .map(([label, weeks], i) => {
      const x = 44 + i * (472 / phases.length);
      const w = 472 / phases.length - 10;
      return rect(x, 92, w, 34, 10, i < done ? `fill="${C.accent}" fill-opacity="${0.35 + i * 0.15}"` : 'fill="#fff" fill-opacity="0.06" stroke="#fff" stroke-opacity="0.14"') + text(label, x + 12, 114, 11, { opacity: 0.9 }) + text(weeks, x + 12, 146, 9, { opacity: 0.5 });
    })
    .join('');

export const growthLaunch: Scene = () =>
  [
    windowFrame(20, 30, 520, 360, `Launch · ${offerTimelines.launch.mvp}`),
    roadmap(launchWeeks(), 4),
    `<path d="M514 84V160" stroke="${C.green}" stroke-width="2"/>`,
    chip(420, 164, `Live by day ${Number.parseInt(offerTimelines.launch.mvp, 10)}`, C.green),
    panel(44, 196, 230, 170, 12, 0.04),
    text('Customers', 60, 220, 11, { opacity: 0.6 }),
    figure(60, 254, '1,240', '#fff', 24),
    line([[60, 340], [90, 338], [120, 332], [150, 322], [180, 306], [210, 288], [240, 266], [258, 256]], C.soft, 2.5, { base: 350, fill: 'url(#area)' }),
    panel(290, 196, 226, 170, 12, 0.04),
    text('MVP scope', 306, 220, 11, { opacity: 0.6 }),
    ...['Sign-up and onboarding', 'Payments', 'Analytics', 'App store release'].map((item, i) => check(314, 248 + i * 28, C.green, 8) + text(item, 330, 252 + i * 28, 11, { opacity: 0.82 })),
  ].join('');

export const growthScale: Scene = () =>
  [
    windowFrame(20, 30, 520, 360, 'Capacity · last 12 months'),
    text('Requests per second', 44, 94, 11, { opacity: 0.6 }),
    figure(44, 126, '12.6k', '#fff', 26),
    chip(130, 110, '×8 traffic', C.soft),
    ...[0, 1, 2, 3].map((i) => `<path d="M44 ${160 + i * 46}H516" stroke="#fff" stroke-opacity="0.06" stroke-dasharray="2 4"/>`),
    line(Array.from({ length: 13 }, (_, i) => [44 + i * 39, 320 - 150 * (i / 12) ** 1.8] as const), C.soft, 2.5, { base: 330, fill: 'url(#area)' }),
    line(Array.from({ length: 13 }, (_, i) => [44 + i * 39, 290 + Math.sin(i * 1.3) * 4] as const), C.green, 2.5),
    chip(380, 258, 'p95 · 120 ms', C.green),
    text('Jan', 44, 360, 9, { opacity: 0.5 }),
    text('Dec', 516, 360, 9, { anchor: 'end', opacity: 0.5 }),
  ].join('');

export const growthTransform: Scene = () =>
  [
    rect(30, 150, 130, 120, 14, 'fill="#fff" fill-opacity="0.04" stroke="#fff" stroke-opacity="0.2" stroke-dasharray="5 4"'),
    text('Core systems', 95, 176, 11, { anchor: 'middle', opacity: 0.7 }),
    ...[0, 1, 2].map((i) => bar(50, 194 + i * 20, 90, 0.18, 10)),
    ...[['AI', 70, C.accent], ['XR', 210, C.violet], ['Web3', 350, C.cyan]].map(([label, y, color]) =>
      `<path d="M160 210C250 210 250 ${Number(y) + 30} 330 ${Number(y) + 30}" fill="none" stroke="${color}" stroke-opacity="0.7" stroke-width="2"/>` +
      rect(330, Number(y), 200, 60, 14, `fill="${color}" fill-opacity="0.16" stroke="${color}" stroke-opacity="0.6"`) +
      text(String(label), 350, Number(y) + 36, 16, { fill: '#fff' }) +
      bar(420, Number(y) + 22, 90, 0.3) + bar(420, Number(y) + 34, 60, 0.15),
    ),
    dot(160, 210, 6, '#fff'),
    panel(30, 310, 240, 80, 14, 0.05),
    text(`Pilot in production · week ${transformPlan().weeks}`, 48, 334, 11, { opacity: 0.6 }),
    planBars(transformPlan().phases, 48, 350, 204),
  ].join('');

/** A plan's phases as bars as long as their weeks (an open-ended phase dashed, two weeks long), like the page's week track. */
function planBars(phases: readonly PlanPhase[], x: number, y: number, width: number): string {
  const columns = phases.reduce((weeks, phase) => weeks + (phase.weeks ?? 2), 0);
  const week = width / columns;
  return phases
    .map((phase, i) => {
      const left = x + (phase.start - 1) * week;
      const length = (phase.weeks ?? 2) * week - 3;
      return phase.weeks === undefined
        ? rect(left, y, length, 18, 6, `fill="none" stroke="${C.soft}" stroke-opacity="0.6" stroke-dasharray="3 3"`)
        : rect(left, y, length, 18, 6, `fill="${C.accent}" fill-opacity="${0.35 + i * 0.15}"`);
    })
    .join('');
}

// --- Industries --------------------------------------------------------------------------------------

export const industryAutomotive: Scene = () =>
  [
    windowFrame(20, 30, 520, 360, 'Dealer group · 14 rooftops'),
    panel(40, 84, 280, 150, 12, 0.04),
    // a car in profile
    `<path d="M70 190h220c8 0 12-6 10-14l-6-18c-2-6-8-10-14-10h-40l-30-26c-4-4-10-6-16-6h-58c-6 0-12 3-16 8l-22 26c-22 2-38 8-40 16l-2 14c0 6 6 10 14 10Z" fill="#1d2336" stroke="${C.soft}" stroke-opacity="0.8" stroke-width="1.5"/>`,
    `<path d="M148 124h46l26 22h-86Z" fill="url(#lit)" fill-opacity="0.7"/>`,
    `<circle cx="112" cy="192" r="18" fill="${C.ink}" stroke="#fff" stroke-opacity="0.4" stroke-width="3"/><circle cx="250" cy="192" r="18" fill="${C.ink}" stroke="#fff" stroke-opacity="0.4" stroke-width="3"/>`,
    chip(56, 96, 'Connected', C.green),
    panel(336, 84, 184, 150, 12, 0.04),
    text('Appraisal', 352, 108, 11, { opacity: 0.6 }),
    `<path d="M368 184a60 60 0 0 1 120 0" fill="none" stroke="#fff" stroke-opacity="0.08" stroke-width="10" stroke-linecap="round"/><path d="M368 184a60 60 0 0 1 104-41" fill="none" stroke="url(#cool)" stroke-width="10" stroke-linecap="round"/>`,
    text('$31.4k', 428, 180, 18, { anchor: 'middle' }),
    text('confidence 95%', 428, 210, 10, { anchor: 'middle', fill: C.green }),
    panel(40, 246, 480, 128, 12, 0.04),
    text('Profit forecast accuracy', 58, 270, 11, { opacity: 0.6 }),
    bars(60, 362, [20, 24, 22, 28, 27, 33, 32, 38, 42, 46, 52, 56, 60, 64, 68, 74], { w: 16, gap: 12, lit: 5 }),
    chip(452, 258, '+35%', C.green),
  ].join('');

export const industryFintech: Scene = () =>
  [
    `<g transform="rotate(-8 160 130)">${rect(40, 50, 240, 150, 18, 'fill="url(#lit)"')}${rect(62, 88, 36, 26, 5, `fill="${C.amber}" fill-opacity="0.85"`)}${text('•••• 4821', 62, 160, 16, { face: mono() })}${text('Northwind', 258, 184, 11, { anchor: 'end', opacity: 0.8 })}<circle cx="236" cy="80" r="14" fill="#fff" fill-opacity="0.3"/><circle cx="254" cy="80" r="14" fill="#fff" fill-opacity="0.2"/></g>`,
    panel(300, 40, 236, 180, 14, 0.05),
    text('Settled today', 318, 66, 11, { opacity: 0.6 }),
    figure(318, 100, '$2.84M', '#fff', 26),
    line([[318, 190], [350, 180], [382, 184], [414, 160], [446, 150], [478, 132], [516, 120]], C.green, 2.5),
    panel(24, 236, 512, 150, 14, 0.05),
    text('Transactions', 42, 262, 11, { opacity: 0.6 }),
    chip(392, 248, 'KYC · AML passed', C.green),
    ...[['ACH transfer', '+$12,400.00', C.green], ['Card payment', '−$86.20', '#fff'], ['FX · EUR', '+$3,918.75', C.green]].map(([label, amount, color], i) =>
      `<path d="M42 ${278 + i * 34}H518" stroke="#fff" stroke-opacity="0.06"/>` + dot(56, 296 + i * 34, 9, [C.accent, C.violet, C.cyan][i]!, 0.6) + text(label!, 76, 300 + i * 34, 12, { opacity: 0.85 }) + text(amount!, 516, 300 + i * 34, 12, { anchor: 'end', fill: color! }),
    ),
  ].join('');

export const industryHealthcare: Scene = () =>
  [
    windowFrame(20, 30, 520, 360, 'Clinic · Tuesday'),
    panel(40, 84, 220, 290, 12, 0.04),
    text('Schedule', 56, 106, 11, { opacity: 0.6 }),
    ...['8:30', '9:15', '10:00', '10:45', '11:30', '1:00'].map((time, i) =>
      text(time, 56, 136 + i * 38, 10, { face: mono(), opacity: 0.55 }) + rect(102, 122 + i * 38, 140, 28, 8, `fill="${[C.accent, C.cyan, '#fff', C.violet, C.accent, '#fff'][i]}" fill-opacity="${i === 2 || i === 5 ? 0.05 : 0.22}"`) + (i === 2 || i === 5 ? '' : bar(112, 133 + i * 38, 80, 0.6)),
    ),
    panel(276, 84, 244, 150, 12, 0.04),
    text('Heart rate', 292, 106, 11, { opacity: 0.6 }),
    figure(292, 136, '72', '#fff', 26),
    text('bpm', 326, 136, 11, { opacity: 0.6 }),
    `<path d="M292 200h50l10-26 14 52 12-40 8 14h100" fill="none" stroke="${C.rose}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>`,
    panel(276, 246, 118, 128, 12, 0.04),
    text('SpO2', 292, 270, 11, { opacity: 0.6 }),
    ring(335, 318, 28, 0.98, C.cyan, 6),
    text('98', 335, 323, 13, { anchor: 'middle' }),
    panel(402, 246, 118, 128, 12, 0.04),
    `<path d="M461 270l26 10v22c0 18-12 30-26 36-14-6-26-18-26-36v-22Z" fill="${C.green}" fill-opacity="0.16" stroke="${C.green}" stroke-width="1.5"/>`,
    `<path d="M452 304l6 6 12-13" fill="none" stroke="${C.green}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>`,
    text('HIPAA', 461, 360, 11, { anchor: 'middle', fill: C.green }),
  ].join('');

export const industryRealEstate: Scene = () =>
  [
    rect(20.5, 30.5, 519, 360, 16, 'fill="#10131c" fill-opacity="0.85" stroke="#fff" stroke-opacity="0.12"'),
    `<path d="M20 130C120 110 180 170 280 150S440 90 540 120M20 260C140 240 200 300 300 280S460 230 540 250M120 30C130 130 100 250 140 390M380 30C360 150 400 260 370 390" stroke="#fff" stroke-opacity="0.07" stroke-width="10" fill="none"/>`,
    `<path d="M300 200C320 220 360 230 380 290" stroke="${C.soft}" stroke-opacity="0.2" stroke-width="14" fill="none"/>`,
    ...[[90, 90, '$640k'], [230, 230, '$1.2M'], [420, 180, '$890k'], [160, 320, '$515k'], [460, 330, '$2.1M']].map(([x, y, price], i) =>
      rect(Number(x) - 30, Number(y) - 14, 60, 24, 12, i === 1 ? `fill="${C.accent}"` : 'fill="#fff" fill-opacity="0.92"') + text(String(price), Number(x), Number(y) + 3, 11, { anchor: 'middle', fill: i === 1 ? '#fff' : C.ink }),
    ),
    panel(300, 50, 220, 110, 14, 0.1),
    rect(300.5, 50.5, 219, 109, 14, 'fill="#141823" fill-opacity="0.92"'),
    `<path d="M326 110l30-24 30 24v30h-60Z" fill="url(#lit)"/><rect x="348" y="118" width="16" height="22" fill="${C.ink}" fill-opacity="0.6"/>`,
    text('4 bd · 3 ba', 404, 92, 11),
    text('2,450 sq ft', 404, 110, 10, { opacity: 0.6 }),
    chip(404, 122, 'Tour booked', C.green),
    panel(40, 330, 220, 50, 12, 0.08),
    text('Median price', 56, 352, 10, { opacity: 0.6 }),
    line([[150, 368], [170, 362], [190, 364], [210, 354], [230, 350], [246, 342]], C.green, 2),
  ].join('');

export const industryRetail: Scene = () =>
  [
    windowFrame(20, 30, 330, 360, 'Spring collection'),
    ...[0, 1, 2, 3].map((i) => {
      const x = 40 + (i % 2) * 150;
      const y = 84 + Math.floor(i / 2) * 150;
      return rect(x, y, 140, 140, 12, 'fill="#fff" fill-opacity="0.04" stroke="#fff" stroke-opacity="0.1"') + rect(x + 8, y + 8, 124, 86, 8, `fill="${[C.accent, C.violet, C.cyan, C.amber][i]}" fill-opacity="0.3"`) + `<circle cx="${x + 70}" cy="${y + 53}" r="24" fill="${[C.accent, C.violet, C.cyan, C.amber][i]}" fill-opacity="0.8"/>` + bar(x + 10, y + 106, 80, 0.45) + text(['$48', '$120', '$36', '$89'][i]!, x + 10, y + 130, 12, { fill: C.pale });
    }),
    panel(330, 60, 206, 150, 14, 0.1),
    rect(330.5, 60.5, 205, 149, 14, 'fill="#141823" fill-opacity="0.94"'),
    text('Checkout', 348, 86, 12),
    ...[0, 1].map((i) => bar(348, 104 + i * 20, 120 - i * 30, 0.25) + text(['$48', '$120'][i]!, 518, 110 + i * 20, 10, { anchor: 'end', opacity: 0.7 })),
    rect(348, 160, 170, 34, 17, `fill="${C.accent}"`),
    text('Pay $168', 433, 182, 12, { anchor: 'middle' }),
    panel(330, 226, 206, 150, 14, 0.1),
    rect(330.5, 226.5, 205, 149, 14, 'fill="#141823" fill-opacity="0.94"'),
    text('Conversion by channel', 348, 252, 11, { opacity: 0.7 }),
    ...[['App', 0.9, C.accent], ['Web', 0.66, C.violet], ['Store', 0.5, C.cyan]].map(([label, share, color], i) => text(String(label), 348, 282 + i * 30, 10, { opacity: 0.7 }) + bar(390, 274 + i * 30, 126, 0.08, 8) + bar(390, 274 + i * 30, 126 * Number(share), 0.9, 8, String(color))),
  ].join('');

// --- Company and careers ----------------------------------------------------------------------------

export const companyStudio: Scene = () =>
  [
    panel(24, 40, 330, 200, 16, 0.05),
    text('Roadmap', 44, 66, 12),
    ...[['Discovery', 0, 56, C.soft], ['Design', 44, 70, C.violet], ['Build', 100, 96, C.accent], ['Launch', 180, 40, C.green]].map(([label, start, width, color], i) =>
      text(String(label), 44, 100 + i * 34, 10, { opacity: 0.6 }) + rect(120 + Number(start), 88 + i * 34, Number(width), 18, 9, `fill="${color}" fill-opacity="0.75"`),
    ),
    `<path d="M270 78V200" stroke="#fff" stroke-opacity="0.35" stroke-dasharray="3 4"/>`,
    chip(244, 204, 'Today', '#fff'),
    panel(370, 40, 166, 200, 16, 0.05),
    text('Design review', 386, 66, 12),
    rect(386, 80, 134, 84, 10, 'fill="url(#lit)" fill-opacity="0.8"'),
    ...[0, 1, 2].map((i) => avatar(398 + i * 22, 196, 11, [C.violet, C.cyan, C.amber][i]!)),
    chip(460, 186, 'Approved', C.green, 9),
    panel(24, 256, 512, 130, 16, 0.05),
    check(52, 290, C.green, 11),
    text('Release 3.2 is live', 74, 295, 13),
    text('Deployed by the same team that scoped it', 74, 314, 10, { opacity: 0.6 }),
    bars(330, 370, [30, 38, 34, 46, 52, 60, 72, 84], { w: 16, gap: 8, lit: 3 }),
    ...[0, 1, 2].map((i) => chip(74 + i * 74, 338, ['Tests', 'Audit', 'Docs'][i]!, C.green, 10)),
  ].join('');

export const companyCompass: Scene = () => {
  const cx = 280;
  const cy = 210;
  const ticks = Array.from({ length: 36 }, (_, i) => {
    const a = (i / 36) * Math.PI * 2;
    const inner = i % 9 === 0 ? 118 : 126;
    return `M${r(cx + Math.sin(a) * inner)} ${r(cy - Math.cos(a) * inner)}L${r(cx + Math.sin(a) * 134)} ${r(cy - Math.cos(a) * 134)}`;
  });
  return [
    `<circle cx="${cx}" cy="${cy}" r="170" fill="none" stroke="#fff" stroke-opacity="0.06" stroke-dasharray="2 6"/>`,
    `<circle cx="${cx}" cy="${cy}" r="140" fill="#10131c" fill-opacity="0.8" stroke="#fff" stroke-opacity="0.16"/>`,
    `<path d="${ticks.join('')}" stroke="#fff" stroke-opacity="0.35"/>`,
    `<path d="M${cx} ${cy - 104}L${cx + 18} ${cy}L${cx} ${cy + 104}L${cx - 18} ${cy}Z" fill="#fff" fill-opacity="0.12"/>`,
    `<path d="M${cx} ${cy - 104}L${cx + 18} ${cy}H${cx - 18}Z" fill="url(#lit)"/>`,
    dot(cx, cy, 8, '#fff'),
    text('N', cx, cy - 146, 14, { anchor: 'middle', fill: C.pale }),
    ...[[70, 90, 'Outcomes'], [420, 110, 'Transparency'], [60, 330, 'Quality'], [430, 320, 'Ownership']].map(([x, y, label]) => {
      const w = String(label).length * 6.6 + 30;
      return rect(Number(x), Number(y), w, 28, 14, 'fill="#141823" stroke="#fff" stroke-opacity="0.14"') + dot(Number(x) + 14, Number(y) + 14, 4, C.green) + text(String(label), Number(x) + 24, Number(y) + 18, 11, { opacity: 0.85 });
    }),
  ].join('');
};

/** Life at the studio (/team): two of its people's quotes, the values they work by and the call to join, read from the page. */
export const companyLife: Scene = () => {
  const { voices, values, hiring } = teamPage();
  return [
    ...voices.slice(0, 2).map((person, i) => {
      const x = 24 + i * 20;
      const w = 290 - i * 20;
      const y = 40 + i * 176;
      const color = [C.violet, C.cyan][i]!;
      return (
        panel(x, y, w, 160, 16, 0.1) +
        rect(x + 0.5, y + 0.5, w - 1, 159, 16, 'fill="#141823" fill-opacity="0.95"') +
        text('“', x + 20, y + 54, 40, { fill: C.soft }) +
        [0, 1, 2].map((k) => bar(x + 54, y + 30 + k * 16, k === 2 ? 130 : w - 80, 0.22)).join('') +
        `<path d="M${x + 20} ${y + 94.5}H${x + w - 20}" stroke="#fff" stroke-opacity="0.08"/>` +
        avatar(x + 40, y + 124, 18, color) +
        text(person.name, x + 68, y + 121, 13) +
        text(person.title, x + 68, y + 139, 10.5, { opacity: 0.6 })
      );
    }),
    panel(336, 40, 200, 200, 16, 0.06),
    text('Our values', 354, 68, 12, { opacity: 0.6 }),
    ...values.slice(0, 4).map((value, i) => check(363, 100 + i * 38, C.green, 9) + text(value, 380, 104 + i * 38, 12, { opacity: 0.9 })),
    panel(336, 254, 200, 126, 16, 0.06),
    chip(354, 270, hiring.eyebrow, C.green, 10),
    text(hiring.heading, 354, 318, 17),
    rect(354, 332, 164, 34, 17, `fill="${C.accent}"`),
    text(hiring.cta, 436, 354, 12, { anchor: 'middle' }),
  ].join('');
};

/** /team's own words: its people's names and roles, its values' names and its hiring call. */
function teamPage(): { voices: { name: string; title: string }[]; values: string[]; hiring: { eyebrow: string; heading: string; cta: string } } {
  const sections = companyPage('team').sections;
  const people = sections.find((section) => section.kind === 'people');
  const grid = sections.find((section) => section.kind === 'iconGrid');
  const callout = sections.find((section) => section.kind === 'callout');
  return {
    voices: people?.people.map(({ name, title }) => ({ name, title })) ?? [],
    values: grid?.items.map((item) => item.title) ?? [],
    hiring: { eyebrow: callout?.eyebrow ?? '', heading: callout?.heading ?? '', cta: callout?.cta?.label ?? '' },
  };
}

/** The press room: the latest news item as it is listed, beside the media kit's files. */
export const companyPress: Scene = () => {
  // The news item is drawn without words: the press room's news is edited every month, the art is drawn once.
  const headline = [250, 232, 150];
  const top = 110;
  return [
    panel(24, 40, 300, 340, 16, 0.06),
    rect(24.5, 40.5, 299, 339, 16, 'fill="#141823" fill-opacity="0.9"'),
    chip(44, 60, 'Latest news', C.soft),
    ...headline.map((width, i) => rect(44, top - 11 + i * 21, width, 12, 6, 'fill="#fff" fill-opacity="0.55"')),
    bar(44, top + headline.length * 21 - 2, 90, 0.25),
    rect(44, top + headline.length * 21 + 18, 260, 86, 10, 'fill="url(#lit)" fill-opacity="0.75"'),
    ...[0, 1, 2].map((i) => bar(44, top + headline.length * 21 + 124 + i * 18, 250 - (i === 2 ? 90 : 0), 0.18)),
    `<path d="M340 96h70l14 14h98c6 0 10 4 10 10v238c0 6-4 10-10 10H340c-6 0-10-4-10-10V106c0-6 4-10 10-10Z" fill="#1d2336" stroke="${C.soft}" stroke-opacity="0.5"/>`,
    text('Media kit', 350, 140, 13),
    ...mediaKitFiles().slice(0, 4).map((file, i) =>
      rect(350, 156 + i * 50, 166, 40, 8, 'fill="#fff" fill-opacity="0.05"') + rect(360, 166 + i * 50, 20, 20, 5, `fill="${[C.accent, C.violet, C.cyan, C.green][i]}" fill-opacity="0.7"`) + text(file.title, 390, 174 + i * 50, 11.5, { opacity: 0.88 }) + text(file.type, 390, 188 + i * 50, 9, { face: mono(), opacity: 0.55 }),
    ),
  ].join('');
};

export const companyPartners: Scene = () => {
  const cluster = (cx: number, cy: number, color: string) =>
    [0, 1, 2, 3, 4].map((i) => {
      const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
      const x = cx + Math.cos(a) * 70;
      const y = cy + Math.sin(a) * 70;
      return `<path d="M${cx} ${cy}L${r(x)} ${r(y)}" stroke="${color}" stroke-opacity="0.35"/>` + dot(x, y, 12, '#141823') + `<circle cx="${r(x)}" cy="${r(y)}" r="12" fill="none" stroke="${color}" stroke-opacity="0.7"/>` + dot(x, y, 4, color);
    }).join('') + dot(cx, cy, 30, color, 0.25) + `<circle cx="${cx}" cy="${cy}" r="30" fill="none" stroke="${color}"/>`;
  return [
    cluster(140, 190, C.soft),
    cluster(420, 190, C.cyan),
    ...[['Delivery', 150], ['Referral', 190], ['Technology', 230]].map(([label, y], i) =>
      `<path d="M170 190C240 190 250 ${y} 280 ${y}S320 190 390 190" fill="none" stroke="url(#cool)" stroke-width="${2 - i * 0.4}" stroke-opacity="0.8"/>` + rect(236, Number(y) - 11, 88, 22, 11, 'fill="#141823" stroke="#fff" stroke-opacity="0.16"') + text(String(label), 280, Number(y) + 4, 10, { anchor: 'middle', opacity: 0.85 }),
    ),
    text('N', 140, 197, 18, { anchor: 'middle', fill: C.pale }),
    `<path d="M412 182h16v16h-16Z" fill="${C.cyan}" fill-opacity="0.8" transform="rotate(45 420 190)"/>`,
    panel(150, 320, 260, 60, 14, 0.05),
    check(176, 350, C.green, 9),
    text('One delivery standard', 194, 355, 12, { opacity: 0.85 }),
  ].join('');
};

/** The career ladder the board draws: every level of the ladder the job pages name ('level 4 of the 6'), with its band. */
export const careerLadderRungs = () => payLadders.engineering.map(({ level, min, max }) => ({ label: `Level ${level}`, min, max }));

export const careersBoard: Scene = () =>
  [
    windowFrame(20, 30, 330, 360, 'Open roles'),
    // Teams, not role titles: the roles change with the jobs collection, the art is drawn once.
    ...([
      ['Engineering', 'Remote or hybrid · salary published', C.accent],
      ['AI and data', 'Hybrid · salary published', C.violet],
      ['Product design', 'Remote · salary published', C.cyan],
      ['Internships', 'Paid · 3 to 6 months', C.green],
      ['Talent pool', 'Always open', C.amber],
    ] as const).map(([team, terms, color], i) =>
      rect(40, 84 + i * 60, 290, 50, 10, 'fill="#fff" fill-opacity="0.04" stroke="#fff" stroke-opacity="0.08"') + rect(52, 94 + i * 60, 30, 30, 8, `fill="${color}" fill-opacity="0.35"`) + text(team, 94, 106 + i * 60, 11, { opacity: 0.9 }) + text(terms, 94, 122 + i * 60, 8.5, { opacity: 0.55 }) + chip(262, 98 + i * 60, 'Apply', C.soft, 9),
    ),
    panel(366, 40, 170, 170, 14, 0.06),
    text('Career ladder', 382, 64, 11, { opacity: 0.6 }),
    // The ladder every job page names ('level 4 of the 6'), its published bands drawn to scale, without figures.
    ...careerLadderRungs().map(({ label, min, max }, i) => {
      const y = 84 + i * 22;
      const scale = (pay: number) => 448 + ((pay - 40_000) / 150_000) * 76;
      return (
        dot(392, y, 5, i < 2 ? C.green : '#fff', i < 2 ? 1 : 0.3) +
        text(label, 404, y + 4, 10, { opacity: i < 2 ? 0.9 : 0.6 }) +
        rect(scale(min), y - 3, scale(max) - scale(min), 6, 3, `fill="${C.accent}" fill-opacity="${0.3 + i * 0.1}"`) +
        (i < LADDER_LEVELS - 1 ? `<path d="M392 ${y + 6}v10" stroke="#fff" stroke-opacity="0.2"/>` : '')
      );
    }),
    panel(366, 222, 170, 168, 14, 0.06),
    text('Team week', 382, 246, 11, { opacity: 0.6 }),
    ...['M', 'T', 'W', 'T', 'F'].map((day, i) => text(day, 393 + i * 28, 266, 9, { anchor: 'middle', opacity: 0.5 })),
    ...Array.from({ length: 15 }, (_, i) => rect(382 + (i % 5) * 28, 274 + Math.floor(i / 5) * 36, 22, 28, 6, `fill="${[C.accent, '#fff', C.violet, '#fff', C.cyan][i % 5]}" fill-opacity="${i % 2 ? 0.06 : 0.3}"`)),
  ].join('');

/** Every scene's drawing: a scene named in content without one here fails the typecheck. */
