/**
 * One drawing per hero scene of content/hero-art.ts, on the kit's 560x420 canvas. Each returns the
 * scene's body; `frame` adds the shared definitions and the glow. Product-style and abstract: no
 * real brand, no person's likeness, numbers that read as plausible product UI.
 */
import type { HeroArtScene } from '../../content/hero-art';
import { bar, bars, C, check, dot, frame, line, mono, panel, phone, r, rect, ring, text, windowFrame } from './kit';
import { brandColors } from '../../lib/brand';

type Scene = () => string;

const code = (x: number, y: number, rows: readonly (readonly [number, number, string?])[], step = 17) =>
  rows
    .map(([indent, width, color], i) => (width ? bar(x + indent * 14, y + i * step, width, color ? 0.85 : 0.16, 6, color ?? '#fff') : ''))
    .join('');

/** A node of a diagram: a labelled box. */
const node = (x: number, y: number, w: number, label: string, lit = false) =>
  rect(x + 0.5, y + 0.5, w - 1, 33, 9, lit ? `fill="${C.accent}" fill-opacity="0.22" stroke="${C.soft}" stroke-opacity="0.8"` : 'fill="#fff" fill-opacity="0.05" stroke="#fff" stroke-opacity="0.16"') +
  text(label, x + w / 2, y + 21, 11, { anchor: 'middle', opacity: lit ? 1 : 0.78 });

const link = (x1: number, y1: number, x2: number, y2: number, lit = false) =>
  `<path d="M${x1} ${y1}C${x1} ${r((y1 + y2) / 2)} ${x2} ${r((y1 + y2) / 2)} ${x2} ${y2}" fill="none" stroke="${lit ? C.soft : '#fff'}" stroke-opacity="${lit ? 0.8 : 0.22}" stroke-width="1.5"${lit ? '' : ' stroke-dasharray="3 4"'}/>`;

/** A small chip: a rounded label. */
const chip = (x: number, y: number, label: string, color: string = C.soft, size = 10) => {
  const w = label.length * size * 0.58 + 18;
  return rect(x, y, w, size + 10, (size + 10) / 2, `fill="${color}" fill-opacity="0.16"`) + text(label, x + w / 2, y + size + 3, size, { anchor: 'middle', fill: color });
};

/** A figure: a large number over a caption bar. */
const figure = (x: number, y: number, value: string, color = '#fff', size = 24) => text(value, x, y, size, { fill: color, spacing: -0.02 });

/** A headset seen from the front: visor, lenses and strap. */
const headset = (cx: number, cy: number, s = 1) => {
  const w = 150 * s;
  const h = 78 * s;
  return [
    `<path d="M${r(cx - w / 2 - 14 * s)} ${r(cy - 6 * s)}C${r(cx - w / 2 - 40 * s)} ${r(cy - 60 * s)} ${r(cx + w / 2 + 40 * s)} ${r(cy - 60 * s)} ${r(cx + w / 2 + 14 * s)} ${r(cy - 6 * s)}" fill="none" stroke="#fff" stroke-opacity="0.3" stroke-width="${r(9 * s)}" stroke-linecap="round"/>`,
    rect(cx - w / 2, cy - h / 2, w, h, r(30 * s), `fill="#1d2336" stroke="${C.soft}" stroke-opacity="0.7" stroke-width="2"`),
    rect(cx - w / 2 + 10 * s, cy - h / 2 + 10 * s, w - 20 * s, h - 20 * s, r(22 * s), 'fill="url(#lit)"'),
    `<path d="M${r(cx - w / 2 + 22 * s)} ${r(cy - h / 2 + 18 * s)}h${r(50 * s)}" stroke="#fff" stroke-opacity="0.45" stroke-width="${r(4 * s)}" stroke-linecap="round"/>`,
    dot(cx - 32 * s, cy + 8 * s, r(5 * s), '#fff', 0.5),
    dot(cx + 32 * s, cy + 8 * s, r(5 * s), '#fff', 0.5),
  ].join('');
};

/** A floor grid in perspective, vanishing at (cx, horizon). */
const floor = (cx: number, horizon: number, bottom: number, spread = 420) => {
  const lines: string[] = [];
  for (let i = -6; i <= 6; i++) lines.push(`M${cx} ${horizon}L${r(cx + i * spread / 6)} ${bottom}`);
  for (let k = 1; k <= 6; k++) {
    const y = horizon + (bottom - horizon) * (k / 6) ** 1.8;
    lines.push(`M${r(cx - spread * ((y - horizon) / (bottom - horizon)))} ${r(y)}H${r(cx + spread * ((y - horizon) / (bottom - horizon)))}`);
  }
  return `<path d="${lines.join('')}" stroke="${C.soft}" stroke-opacity="0.22" fill="none"/>`;
};

/** An isometric cube. */
const cube = (x: number, y: number, s: number, lit = false) =>
  `<g stroke="${lit ? C.pale : C.soft}" stroke-opacity="${lit ? 1 : 0.6}" stroke-width="1.5" stroke-linejoin="round"><path d="M${x} ${r(y - s)}L${r(x + s)} ${r(y - s / 2)}L${x} ${y}L${r(x - s)} ${r(y - s / 2)}Z" fill="${lit ? '#6f7bff' : '#262d44'}"/><path d="M${r(x - s)} ${r(y - s / 2)}L${x} ${y}L${x} ${r(y + s)}L${r(x - s)} ${r(y + s / 2)}Z" fill="${lit ? C.accent : '#1a1f2e'}"/><path d="M${r(x + s)} ${r(y - s / 2)}L${x} ${y}L${x} ${r(y + s)}L${r(x + s)} ${r(y + s / 2)}Z" fill="${lit ? brandColors.accentHover : '#12151f'}"/></g>`;

/** A small avatar: a disc with a head and shoulders cut-out. */
const avatar = (cx: number, cy: number, radius: number, color: string) =>
  `${dot(cx, cy, radius, color, 0.9)}${dot(cx, cy - radius * 0.22, r(radius * 0.32), '#fff', 0.85)}<path d="M${r(cx - radius * 0.55)} ${r(cy + radius * 0.62)}a${r(radius * 0.55)} ${r(radius * 0.45)} 0 0 1 ${r(radius * 1.1)} 0" fill="#fff" fill-opacity="0.85"/>`;

// --- Development ----------------------------------------------------------------------------------

const codeEditor: Scene = () =>
  [
    windowFrame(30, 40, 380, 300, 'orders/service.ts'),
    rect(31, 81, 36, 258, 0, 'fill="#fff" fill-opacity="0.025"'),
    ...Array.from({ length: 12 }, (_, i) => text(String(i + 1), 58, 101 + i * 19, 9, { anchor: 'end', opacity: 0.28, face: mono() })),
    code(80, 95, [
      [0, 60, C.violet], [0, 130], [0, 0], [0, 90, C.soft], [1, 150], [1, 110, C.cyan], [2, 170], [2, 120], [1, 70, C.soft], [1, 190], [0, 30], [0, 0],
    ], 19),
    rect(72, 166, 330, 20, 4, `fill="${C.accent}" fill-opacity="0.14"`),
    panel(300, 190, 230, 190, 14, 0.06),
    rect(300.5, 190.5, 229, 189, 14, 'fill="#10131c" fill-opacity="0.85"'),
    text('Architecture', 318, 214, 11, { opacity: 0.6 }),
    node(318, 232, 90, 'API'),
    node(424, 232, 90, 'Orders', true),
    node(318, 300, 90, 'Billing'),
    node(424, 300, 90, 'Postgres'),
    link(363, 265, 363, 300),
    link(469, 265, 469, 300, true),
    `<path d="M408 249H424" stroke="${C.soft}" stroke-width="1.5"/>`,
    check(330, 355, C.green, 7),
    bar(344, 352, 110, 0.22),
  ].join('');

const webBrowser: Scene = () =>
  [
    windowFrame(24, 34, 420, 320, 'northwind.app'),
    rect(44, 92, 380, 128, 12, 'fill="url(#lit)" fill-opacity="0.85"'),
    bar(64, 120, 180, 0.9, 12),
    bar(64, 142, 140, 0.9, 12),
    bar(64, 170, 200, 0.45),
    rect(64, 188, 74, 20, 10, 'fill="#fff"'),
    `<circle cx="360" cy="156" r="40" fill="#fff" fill-opacity="0.14"/><circle cx="384" cy="130" r="18" fill="#fff" fill-opacity="0.18"/>`,
    ...[0, 1, 2].map((i) => panel(44 + i * 130, 236, 120, 100, 10) + rect(56 + i * 130, 248, 28, 28, 8, `fill="${[C.accent, C.violet, C.cyan][i]}" fill-opacity="0.3"`) + bar(56 + i * 130, 290, 80, 0.3) + bar(56 + i * 130, 304, 60, 0.14) + bar(56 + i * 130, 316, 70, 0.14)),
    panel(372, 196, 164, 176, 16, 0.07),
    rect(372.5, 196.5, 163, 175, 16, 'fill="#10131c" fill-opacity="0.88"'),
    ring(454, 270, 42, 1, C.green, 7),
    text('100', 454, 279, 24, { anchor: 'middle', fill: C.green }),
    text('Performance', 454, 338, 11, { anchor: 'middle', opacity: 0.7 }),
    bar(414, 350, 80, 0.14),
    // a phone preview of the same page: responsive
    phone(466, 64, 76, 132),
    rect(476, 92, 56, 34, 6, 'fill="url(#lit)" fill-opacity="0.85"'),
    bar(476, 134, 44, 0.3, 5),
    bar(476, 145, 32, 0.16, 5),
    rect(476, 158, 56, 24, 6, 'fill="#fff" fill-opacity="0.07"'),
  ].join('');

const saasDashboard: Scene = () =>
  [
    windowFrame(20, 30, 520, 350),
    rect(21, 71, 110, 308, 0, 'fill="#fff" fill-opacity="0.025"'),
    rect(36, 86, 80, 22, 6, `fill="${C.accent}" fill-opacity="0.3"`),
    ...[0, 1, 2, 3, 4].map((i) => bar(40, 124 + i * 26, 60 + (i % 2) * 10, i === 0 ? 0.4 : 0.16)),
    text('MRR', 150, 98, 11, { opacity: 0.55 }),
    figure(150, 128, '$284,600'),
    chip(272, 110, '+12.4%', C.green),
    line([[150, 250], [190, 240], [230, 244], [270, 222], [310, 214], [350, 196], [390, 190], [430, 168], [470, 150], [510, 132]], C.soft, 2.5, { base: 270, fill: 'url(#area)' }),
    dot(510, 132, 5, '#fff'),
    `<path d="M150 270H520" stroke="#fff" stroke-opacity="0.1"/>`,
    ...['Starter', 'Growth', 'Scale'].map((tier, i) =>
      panel(150 + i * 126, 286, 114, 78, 10) + text(tier, 164 + i * 126, 308, 11, { opacity: 0.7 }) + figure(164 + i * 126, 338, ['412', '1,208', '96'][i]!, i === 1 ? C.pale : '#fff', 18) + bar(164 + i * 126, 348, 70, i === 1 ? 0.6 : 0.14, 4, i === 1 ? C.soft : '#fff'),
    ),
    panel(384, 86, 140, 36, 9),
    ...[0, 1, 2, 3].map((i) => dot(400 + i * 15, 104, 7, [C.accent, C.violet, C.cyan, C.green][i]!, 0.8)),
    text('3,120 tenants', 516, 108, 9, { anchor: 'end', opacity: 0.6 }),
  ].join('');

// --- Mobile -----------------------------------------------------------------------------------------

const feedScreen = (x: number, y: number, w: number) =>
  [
    bar(x + 14, y + 40, 60, 0.5, 8),
    rect(x + 14, y + 60, w - 28, 90, 14, 'fill="url(#lit)" fill-opacity="0.9"'),
    bar(x + 26, y + 122, 70, 0.8, 7),
    ...[0, 1, 2].map((i) => rect(x + 14, y + 164 + i * 46, 36, 36, 10, `fill="${[C.violet, C.cyan, C.green][i]}" fill-opacity="0.3"`) + bar(x + 60, y + 170 + i * 46, w - 96, 0.35) + bar(x + 60, y + 184 + i * 46, w - 120, 0.15)),
  ].join('');

const mobilePair: Scene = () =>
  [
    `<g transform="rotate(-6 170 220)">${phone(90, 40, 170, 340)}${feedScreen(90, 40, 170)}${rect(110, 336, 130, 26, 13, 'fill="#fff" fill-opacity="0.08"')}</g>`,
    `<g transform="rotate(5 380 210)">${phone(300, 30, 170, 340)}${text('Activity', 316, 92, 14)}${figure(316, 130, '8,420', C.pale, 26)}${chip(316, 142, '+18%', C.green)}${bars(318, 268, [40, 62, 50, 84, 70, 104, 120], { w: 12, gap: 7, lit: 2 })}${ring(352, 318, 22, 0.72, C.cyan, 6)}${bar(386, 308, 56, 0.35)}${bar(386, 322, 40, 0.15)}</g>`,
    check(470, 76, C.green, 12),
  ].join('');

const mobileIos: Scene = () =>
  [
    panel(300, 70, 236, 270, 16, 0.05),
    text('Release 2.4', 320, 100, 14),
    chip(452, 86, 'Ready', C.green),
    ...['TestFlight build', 'Privacy labels', 'Accessibility audit', 'App Store review', 'Phased release'].map(
      (item, i) => check(330, 130 + i * 38, i < 4 ? C.green : C.soft, 9) + text(item, 348, 134 + i * 38, 12, { opacity: i < 4 ? 0.85 : 0.55 }),
    ),
    `<g transform="rotate(-4 170 220)">${phone(70, 30, 190, 370)}`,
    text('Today', 92, 98, 20),
    rect(90, 112, 150, 96, 16, 'fill="url(#lit)"'),
    bar(104, 176, 80, 0.85, 8),
    bar(104, 190, 50, 0.5, 6),
    ...[0, 1].map((i) => rect(90 + i * 78, 220, 72, 72, 14, 'fill="#fff" fill-opacity="0.07"') + dot(110 + i * 78, 240, 9, [C.cyan, C.amber][i]!, 0.8) + bar(102 + i * 78, 272, 44, 0.3)),
    rect(90, 304, 150, 34, 12, 'fill="#fff" fill-opacity="0.07"'),
    rect(82, 350, 166, 34, 17, 'fill="#fff" fill-opacity="0.08"'),
    ...[0, 1, 2, 3].map((i) => dot(106 + i * 40, 367, 5, i === 0 ? C.soft : '#fff', i === 0 ? 1 : 0.3)),
    '</g>',
  ].join('');

const mobileAndroid: Scene = () =>
  [
    panel(296, 60, 240, 250, 16, 0.05),
    text('Device coverage', 316, 90, 13),
    ...[['Android 15', 0.96], ['Android 14', 0.99], ['Android 12', 1], ['Tablets', 0.92], ['Foldables', 0.88]].map(([label, share], i) =>
      text(String(label), 316, 124 + i * 36, 11, { opacity: 0.7 }) + bar(400, 116 + i * 36, 110, 0.08, 8) + bar(400, 116 + i * 36, 110 * Number(share), 0.9, 8, i % 2 ? C.cyan : C.green),
    ),
    chip(316, 284, 'Jetpack Compose', C.soft),
    `<g transform="rotate(-4 170 220)">${phone(70, 30, 190, 370, { camera: 'punch' })}`,
    rect(78, 38, 174, 60, 0, `fill="${C.accent}" fill-opacity="0.28"`),
    bar(94, 64, 90, 0.9, 9),
    ...[0, 1, 2, 3].map((i) => rect(90, 112 + i * 58, 150, 48, 12, 'fill="#fff" fill-opacity="0.06"') + dot(112, 136 + i * 58, 11, [C.green, C.cyan, C.violet, C.amber][i]!, 0.7) + bar(132, 128 + i * 58, 80, 0.35) + bar(132, 142 + i * 58, 56, 0.15)),
    rect(196, 328, 48, 48, 16, `fill="${C.green}"`),
    `<path d="M220 342v20M210 352h20" stroke="${C.ink}" stroke-width="3" stroke-linecap="round"/>`,
    '</g>',
  ].join('');

const mobileCrossPlatform: Scene = () =>
  [
    windowFrame(170, 40, 360, 230),
    rect(190, 96, 150, 150, 12, 'fill="url(#lit)" fill-opacity="0.85"'),
    ...[0, 1, 2].map((i) => bar(356, 100 + i * 40, 150, 0.3, 8) + bar(356, 116 + i * 40, 110, 0.14)),
    // tablet
    rect(110, 150, 230, 180, 20, `fill="${C.ink}" stroke="#fff" stroke-opacity="0.22" stroke-width="2"`),
    rect(120, 160, 210, 160, 13, 'fill="url(#screen)"'),
    rect(134, 174, 86, 132, 10, 'fill="url(#lit)" fill-opacity="0.8"'),
    ...[0, 1, 2].map((i) => bar(232, 180 + i * 30, 80, 0.32, 7) + bar(232, 194 + i * 30, 60, 0.14)),
    // phone
    phone(30, 190, 110, 210),
    rect(44, 236, 82, 70, 10, 'fill="url(#lit)" fill-opacity="0.85"'),
    bar(44, 318, 70, 0.32, 7),
    bar(44, 332, 50, 0.14),
    rect(44, 350, 82, 24, 8, 'fill="#fff" fill-opacity="0.08"'),
    panel(370, 300, 166, 92, 14, 0.06),
    text('One codebase', 388, 326, 12),
    ...['iOS', 'Android', 'Web'].map((label, i) => check(394 + i * 48, 354, C.green, 7) + text(label, 394 + i * 48, 380, 9, { anchor: 'middle', opacity: 0.7 })),
  ].join('');

// --- XR --------------------------------------------------------------------------------------------

const xrHeadset: Scene = () =>
  [
    floor(280, 230, 420, 380),
    rect(150, 60, 260, 150, 18, `fill="#10131c" fill-opacity="0.7" stroke="${C.soft}" stroke-opacity="0.3"`),
    cube(230, 150, 36, true),
    cube(320, 160, 26),
    bar(170, 82, 90, 0.4),
    chip(330, 76, 'Step 3 of 5', C.cyan),
    headset(280, 300, 1.15),
    panel(410, 250, 130, 76, 12, 0.06),
    text('Completion', 424, 272, 10, { opacity: 0.6 }),
    figure(424, 304, '94%', C.green, 20),
    panel(24, 240, 118, 76, 12, 0.06),
    text('Sessions', 38, 262, 10, { opacity: 0.6 }),
    figure(38, 294, '1,260', '#fff', 20),
  ].join('');

const xrArPhone: Scene = () =>
  [
    `<path d="M40 330L280 250L520 330L280 410Z" fill="#fff" fill-opacity="0.04" stroke="#fff" stroke-opacity="0.12"/>`,
    floor(280, 250, 410, 300),
    `<ellipse cx="300" cy="320" rx="70" ry="18" fill="${C.accent}" fill-opacity="0.25"/>`,
    cube(300, 280, 54, true),
    ...[[236, 260], [366, 260], [300, 350]].map(([x, y]) => `<path d="M${x! - 9} ${y}h18M${x} ${y! - 9}v18" stroke="${C.cyan}" stroke-width="2" stroke-linecap="round"/>`),
    `<path d="M300 150V214" stroke="${C.soft}" stroke-dasharray="3 4"/>`,
    panel(236, 96, 128, 54, 12, 0.08),
    text('Armchair · Oak', 250, 118, 11),
    text('1 : 1 scale', 250, 138, 10, { fill: C.cyan }),
    `<g transform="rotate(8 470 210)">${phone(410, 70, 130, 250)}`,
    rect(424, 96, 102, 150, 12, 'fill="#fff" fill-opacity="0.04"'),
    cube(475, 180, 26, true),
    rect(424, 262, 102, 30, 15, `fill="${C.accent}"`),
    text('Place', 475, 282, 11, { anchor: 'middle' }),
    '</g>',
  ].join('');

const xrSpatial: Scene = () =>
  [
    floor(280, 250, 420, 420),
    `<g transform="skewY(-6)">${panel(30, 110, 150, 150, 14, 0.08)}${text('Checklist', 46, 136, 12)}${[0, 1, 2, 3].map((i) => check(54, 160 + i * 24, i < 3 ? C.green : C.soft, 7) + bar(68, 157 + i * 24, 80, 0.3)).join('')}</g>`,
    `<g transform="skewY(6)">${panel(380, 50, 150, 150, 14, 0.08)}${text('Torque spec', 396, 76, 12)}${figure(396, 112, '42 Nm', C.cyan, 22)}${bars(398, 180, [20, 34, 28, 44, 38], { w: 14, gap: 10, lit: 1, color: C.cyan })}</g>`,
    cube(280, 150, 44, true),
    `<ellipse cx="280" cy="200" rx="70" ry="14" fill="none" stroke="${C.soft}" stroke-opacity="0.5" stroke-dasharray="4 4"/>`,
    headset(280, 320, 0.95),
  ].join('');

const xrWorld: Scene = () =>
  [
    floor(280, 170, 420, 520),
    `<path d="M40 170H520" stroke="${C.soft}" stroke-opacity="0.3"/>`,
    dot(280, 120, 44, C.violet, 0.35),
    dot(280, 120, 26, C.pale, 0.6),
    cube(150, 230, 40),
    cube(410, 230, 40),
    `<path d="M220 300H340L320 270H240Z" fill="${C.accent}" fill-opacity="0.55" stroke="${C.pale}" stroke-opacity="0.6"/>`,
    rect(240, 240, 80, 30, 8, 'fill="url(#lit)"'),
    ...[[120, 330, C.cyan], [200, 350, C.violet], [300, 345, C.green], [380, 330, C.amber], [450, 360, C.rose], [250, 390, C.soft]].map(([x, y, color]) => avatar(Number(x), Number(y), 14, String(color))),
    panel(24, 40, 150, 58, 12, 0.07),
    text('Live now', 40, 62, 11, { fill: C.green }),
    figure(40, 88, '2,318', '#fff', 18),
    text('visitors', 104, 88, 10, { opacity: 0.6 }),
  ].join('');

// --- Design ---------------------------------------------------------------------------------------

const designWireframes: Scene = () =>
  [
    rect(20.5, 30.5, 519, 360, 16, 'fill="#10131c" fill-opacity="0.8" stroke="#fff" stroke-opacity="0.12"'),
    `<g stroke="#fff" stroke-opacity="0.18" fill="none" stroke-dasharray="4 4">${rect(44, 60, 200, 300, 12, '')}</g>`,
    ...[0, 1, 2, 3].map((i) => rect(60, 80 + i * 66, 168, 50, 8, 'fill="none" stroke="#fff" stroke-opacity="0.2"') + `<path d="M60 ${80 + i * 66}l168 50M228 ${80 + i * 66}l-168 50" stroke="#fff" stroke-opacity="0.08"/>`),
    `<path d="M250 200h40" stroke="${C.soft}" stroke-width="2" stroke-dasharray="2 5"/><path d="M286 194l8 6-8 6" fill="none" stroke="${C.soft}" stroke-width="2"/>`,
    rect(304, 60, 210, 300, 14, 'fill="url(#screen)" stroke="#fff" stroke-opacity="0.14"'),
    rect(320, 78, 178, 96, 12, 'fill="url(#lit)"'),
    bar(334, 142, 90, 0.9, 9),
    bar(334, 158, 60, 0.55),
    ...[0, 1].map((i) => rect(320, 190 + i * 54, 178, 44, 10, 'fill="#fff" fill-opacity="0.06"') + dot(342, 212 + i * 54, 10, [C.cyan, C.violet][i]!, 0.7) + bar(360, 204 + i * 54, 90, 0.35) + bar(360, 218 + i * 54, 60, 0.15)),
    rect(320, 304, 178, 36, 18, `fill="${C.accent}"`),
    text('Continue', 409, 327, 12, { anchor: 'middle' }),
    rect(318.5, 302.5, 181, 39, 19, `fill="none" stroke="${C.cyan}" stroke-width="1.5"`),
    `<path d="M470 332l0 30 8-8 10 16 6-3-10-15 12-1Z" fill="#fff" stroke="${C.ink}" stroke-width="1.5" stroke-linejoin="round"/>`,
    chip(396, 372, 'Button / primary', C.cyan),
  ].join('');

const designBrandBoard: Scene = () =>
  [
    panel(20, 30, 250, 200, 16, 0.05),
    `<g transform="translate(145 118)"><path d="M-40 30L0 -42L40 30Z" fill="url(#lit)"/><path d="M-14 30L14 -18L42 30Z" fill="${C.cyan}" fill-opacity="0.85"/></g>`,
    text('Northwind', 145, 200, 18, { anchor: 'middle' }),
    panel(286, 30, 254, 200, 16, 0.05),
    text('Aa', 306, 118, 64, { fill: '#fff' }),
    text('Display · 600', 306, 150, 11, { opacity: 0.6 }),
    ...[0, 1, 2].map((i) => bar(420, 76 + i * 18, 96 - i * 16, 0.3 - i * 0.07, 7)),
    bar(306, 176, 210, 0.16),
    bar(306, 192, 170, 0.16),
    ...[C.accent, C.violet, C.cyan, brandColors.paper, '#1d2336'].map((color, i) => rect(20 + i * 70, 248, 60, 80, 12, `fill="${color}" stroke="#fff" stroke-opacity="0.14"`) + bar(28 + i * 70, 340, 40, 0.25, 5)),
    `<g transform="rotate(-6 470 320)">${rect(380, 262, 160, 100, 10, `fill="${brandColors.paper}"`)}${rect(396, 282, 22, 22, 5, 'fill="url(#lit)"')}${bar(396, 320, 80, 0.7, 7, C.ink)}${bar(396, 334, 60, 0.35, 5, C.ink)}</g>`,
  ].join('');

const designCampaign: Scene = () =>
  [
    ...[0, 1, 2].map((i) => {
      const x = 24 + i * 92;
      const y = 40 + i * 18;
      const h = [200, 160, 120][i]!;
      return rect(x, y, 84, h, 12, 'fill="#141823" stroke="#fff" stroke-opacity="0.14"') + rect(x + 8, y + 8, 68, h * 0.55, 8, `fill="${[C.accent, C.violet, C.cyan][i]}" fill-opacity="0.55"`) + bar(x + 8, y + h * 0.55 + 20, 56, 0.4) + rect(x + 8, y + h - 28, 44, 16, 8, 'fill="#fff" fill-opacity="0.85"');
    }),
    ...['Social', 'Search', 'Display'].map((label, i) => text(label, 66 + i * 92, 276, 10, { anchor: 'middle', opacity: 0.6 })),
    panel(300, 40, 236, 250, 16, 0.05),
    text('Revenue vs. spend', 318, 68, 12),
    chip(318, 80, 'ROAS 4.2×', C.green),
    line([[320, 250], [360, 236], [400, 228], [440, 200], [480, 176], [516, 140]], C.green, 2.5),
    line([[320, 252], [360, 246], [400, 242], [440, 238], [480, 232], [516, 228]], C.soft, 2),
    `<path d="M320 264H516" stroke="#fff" stroke-opacity="0.1"/>`,
    dot(516, 140, 4.5, C.green),
    panel(24, 300, 512, 86, 14, 0.05),
    ...[['Impressions', '1.8M'], ['Click-through', '3.1%'], ['Cost per lead', '$24'], ['Revenue', '$412k']].map(([label, value], i) => text(label!, 44 + i * 126, 330, 10, { opacity: 0.6 }) + figure(44 + i * 126, 362, value!, i === 3 ? C.green : '#fff', 20)),
  ].join('');

// --- AI ----------------------------------------------------------------------------------------------

const bubble = (x: number, y: number, w: number, lines: number, mine: boolean) =>
  rect(x, y, w, 18 + lines * 14, 14, mine ? `fill="${C.accent}"` : 'fill="#fff" fill-opacity="0.07"') +
  Array.from({ length: lines }, (_, i) => bar(x + 14, y + 12 + i * 14, w - 28 - (i === lines - 1 ? 40 : 0), mine ? 0.85 : 0.3)).join('');

const aiChat: Scene = () =>
  [
    windowFrame(30, 30, 360, 360, 'Support assistant'),
    bubble(170, 64, 200, 2, true),
    dot(60, 132, 14, 'url(#lit)'),
    `<path d="M54 132l4 4 8-8" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`,
    bubble(84, 118, 280, 4, false),
    chip(96, 200, 'Returns policy §4', C.cyan),
    chip(232, 200, 'Order #4471', C.cyan),
    bubble(200, 238, 170, 1, true),
    dot(60, 290, 14, 'url(#lit)'),
    bubble(84, 276, 220, 2, false),
    rect(50, 336, 320, 38, 19, 'fill="#fff" fill-opacity="0.06" stroke="#fff" stroke-opacity="0.1"'),
    bar(70, 352, 140, 0.2),
    dot(350, 355, 12, C.accent),
    `<path d="M345 355h10M351 350l5 5-5 5" fill="none" stroke="#fff" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/>`,
    panel(400, 70, 140, 140, 14, 0.06),
    text('Resolved', 416, 96, 11, { opacity: 0.6 }),
    figure(416, 134, '68%', C.green, 28),
    bar(416, 150, 100, 0.14),
    panel(400, 222, 140, 120, 14, 0.06),
    text('Sources', 416, 246, 11, { opacity: 0.6 }),
    ...[0, 1, 2].map((i) => rect(416, 260 + i * 24, 14, 16, 3, `fill="${C.cyan}" fill-opacity="0.4"`) + bar(438, 265 + i * 24, 80 - i * 12, 0.3)),
  ].join('');

const aiModelTraining: Scene = () =>
  [
    windowFrame(24, 30, 512, 360, 'experiment-42 · gradient boosting'),
    text('Loss', 48, 76, 11, { opacity: 0.6 }),
    ...[0, 1, 2, 3].map((i) => `<path d="M48 ${110 + i * 52}H340" stroke="#fff" stroke-opacity="0.06" stroke-dasharray="2 4"/>`),
    line(Array.from({ length: 12 }, (_, i) => [48 + i * 26, 110 + 170 * (1 - Math.exp(-i / 2.6)) * 0.95] as const).map(([x, y]) => [x, 380 - y + 20] as const), C.soft, 2.5),
    line(Array.from({ length: 12 }, (_, i) => [48 + i * 26, 300 - 160 * (1 - Math.exp(-i / 2.2))] as const), C.cyan, 2.5),
    dot(334, 145, 4.5, C.cyan),
    `<path d="M256 90V290" stroke="${C.amber}" stroke-opacity="0.6" stroke-dasharray="3 4"/>`,
    chip(212, 300, 'early stop · epoch 9', C.amber),
    panel(360, 58, 160, 96, 12, 0.06),
    text('AUC', 376, 82, 11, { opacity: 0.6 }),
    figure(376, 118, '0.947', C.green, 26),
    bar(376, 134, 110, 0.14),
    panel(360, 166, 160, 208, 12, 0.06),
    text('Confusion', 376, 190, 11, { opacity: 0.6 }),
    ...[0, 1, 2, 3].map((i) => rect(376 + (i % 2) * 66, 204 + Math.floor(i / 2) * 66, 60, 60, 8, `fill="${C.accent}" fill-opacity="${[0.85, 0.18, 0.12, 0.7][i]}"`)),
    text('Deploy', 440, 362, 11, { anchor: 'middle', fill: C.green }),
  ].join('');

const aiGenerative: Scene = () =>
  [
    rect(24.5, 40.5, 511, 64, 32, 'fill="#10131c" fill-opacity="0.85" stroke="url(#lit)" stroke-width="2"'),
    `<path d="M52 62l3 8 8 3-8 3-3 8-3-8-8-3 8-3Z" fill="${C.pale}"/>`,
    text('Write a product page for the spring range', 76, 78, 13, { opacity: 0.85 }),
    rect(452, 52, 70, 40, 20, `fill="${C.accent}"`),
    text('Generate', 487, 77, 11, { anchor: 'middle' }),
    ...[0, 1, 2].map((i) => {
      const x = 24 + i * 174;
      return panel(x, 124, 164, 214, 14, i === 1 ? 0.08 : 0.05) + rect(x + 12, 136, 140, 80, 10, `fill="${[C.violet, C.accent, C.cyan][i]}" fill-opacity="${i === 1 ? 0.7 : 0.35}"`) + bar(x + 12, 230, 110, 0.5, 8) + bar(x + 12, 248, 130, 0.18) + bar(x + 12, 262, 120, 0.18) + bar(x + 12, 276, 90, 0.18) + text(`Draft ${i + 1}`, x + 12, 322, 10, { opacity: 0.6 });
    }),
    rect(197.5, 122.5, 167, 217, 15, `fill="none" stroke="${C.soft}" stroke-width="1.5"`),
    panel(120, 352, 320, 40, 20, 0.06),
    check(146, 372, C.green, 9),
    text('Guardrails passed · brand tone · no PII', 164, 376, 11, { opacity: 0.8 }),
  ].join('');

// --- Web3 and blockchain -----------------------------------------------------------------------------

const web3Wallet: Scene = () =>
  [
    rect(60.5, 40.5, 300, 330, 22, 'fill="#10131c" fill-opacity="0.9" stroke="#fff" stroke-opacity="0.14"'),
    `<circle cx="110" cy="86" r="20" fill="url(#lit)"/><path d="M102 86h16M110 78v16" stroke="#fff" stroke-opacity="0.8" stroke-width="2" stroke-linecap="round"/>`,
    text('0x7a3f…c91e', 142, 82, 12, { face: mono() }),
    text('Connected', 142, 98, 10, { fill: C.green }),
    text('Balance', 84, 142, 11, { opacity: 0.6 }),
    figure(84, 178, '$18,240.55', '#fff', 26),
    ...[['ETH', '4.21', C.soft], ['USDC', '6,300', C.cyan], ['NST', '12,000', C.violet]].map(([sym, amount, color], i) =>
      rect(84, 200 + i * 48, 252, 40, 10, 'fill="#fff" fill-opacity="0.05"') + dot(106, 220 + i * 48, 11, color!, 0.8) + text(sym!, 126, 225 + i * 48, 12) + text(amount!, 230, 225 + i * 48, 12, { anchor: 'end', opacity: 0.8 }),
    ),
    panel(290, 250, 246, 140, 16, 0.08),
    rect(290.5, 250.5, 245, 139, 16, 'fill="#141823" fill-opacity="0.94"'),
    text('Signature request', 310, 278, 12),
    bar(310, 294, 180, 0.2),
    bar(310, 308, 140, 0.2),
    rect(310, 334, 96, 34, 17, 'fill="#fff" fill-opacity="0.08"'),
    rect(416, 334, 100, 34, 17, `fill="${C.accent}"`),
    text('Sign', 466, 356, 12, { anchor: 'middle' }),
  ].join('');

const web3Contract: Scene = () =>
  [
    windowFrame(24, 34, 300, 350, 'Vault.sol'),
    ...[
      ['contract', 'Vault {', C.violet], ['', '', ''], ['  mapping', '(address', C.cyan], ['  function', 'deposit()', C.violet], ['    require', '(amount > 0)', C.amber], ['    balances', '[msg.sender]', ''], ['    emit', 'Deposit(…)', C.violet], ['  }', '', ''], ['  function', 'withdraw()', C.violet], ['    nonReentrant', '', C.green], ['  }', '', ''], ['}', '', ''],
    ].map(([kw, rest, color], i) => (kw ? text(kw!, 44, 90 + i * 22, 11, { face: mono(), fill: color || '#fff', opacity: color ? 1 : 0.55 }) : '') + (rest ? text(rest!, 44 + kw!.length * 6.7 + 7, 90 + i * 22, 11, { face: mono(), opacity: 0.55 }) : '')),
    panel(300, 70, 236, 290, 16, 0.08),
    rect(300.5, 70.5, 235, 289, 16, 'fill="#141823" fill-opacity="0.92"'),
    text('Audit report', 320, 98, 13),
    chip(444, 84, '0 critical', C.green),
    ...['Reentrancy', 'Access control', 'Integer overflow', 'Oracle manipulation', 'Gas limits', 'Upgrade safety'].map(
      (item, i) => check(330, 128 + i * 34, C.green, 8) + text(item, 346, 132 + i * 34, 11, { opacity: 0.82 }),
    ),
    bar(320, 338, 196, 0.08, 8),
    bar(320, 338, 196, 0.9, 8, C.green),
  ].join('');

const nft = (x: number, y: number, i: number) => {
  const colors = [[C.accent, C.violet], [C.cyan, C.accent], [C.violet, C.rose], [C.green, C.cyan], [C.amber, C.rose], [C.soft, C.violet]][i]!;
  const art = [
    `<circle cx="${x + 55}" cy="${y + 55}" r="30" fill="${colors[0]}"/><circle cx="${x + 70}" cy="${y + 42}" r="16" fill="${colors[1]}" fill-opacity="0.8"/>`,
    `<path d="M${x + 20} ${y + 90}L${x + 55} ${y + 22}L${x + 90} ${y + 90}Z" fill="${colors[0]}"/><circle cx="${x + 55}" cy="${y + 70}" r="14" fill="${colors[1]}"/>`,
    `<rect x="${x + 24}" y="${y + 24}" width="62" height="62" rx="14" fill="${colors[0]}" transform="rotate(15 ${x + 55} ${y + 55})"/><circle cx="${x + 55}" cy="${y + 55}" r="12" fill="${colors[1]}"/>`,
  ][i % 3];
  return rect(x, y, 110, 150, 14, 'fill="#141823" stroke="#fff" stroke-opacity="0.12"') + rect(x + 6, y + 6, 98, 98, 10, `fill="${colors[1]}" fill-opacity="0.18"`) + art + bar(x + 10, y + 116, 60, 0.45) + text(`${(0.4 + i * 0.35).toFixed(2)} ETH`, x + 10, y + 140, 10, { fill: C.pale });
};

const web3NftGrid: Scene = () =>
  [
    ...[0, 1, 2, 3, 4, 5].map((i) => nft(24 + (i % 3) * 122, 30 + Math.floor(i / 3) * 166, i)),
    rect(144.5 + 2, 30.5, 110, 150, 14, `fill="none" stroke="${C.soft}" stroke-width="2"`),
    panel(400, 60, 140, 230, 16, 0.08),
    rect(400.5, 60.5, 139, 229, 16, 'fill="#141823" fill-opacity="0.9"'),
    text('Royalty split', 414, 86, 11),
    ring(470, 150, 40, 0.72, C.accent, 12),
    `<circle cx="470" cy="150" r="40" fill="none" stroke="${C.cyan}" stroke-width="12" stroke-dasharray="${r(2 * Math.PI * 40 * 0.2)} 400" transform="rotate(169 470 150)"/>`,
    text('Artist 72%', 414, 222, 10, { fill: C.soft }),
    text('Creator fund 20%', 414, 242, 10, { fill: C.cyan }),
    text('Platform 8%', 414, 262, 10, { opacity: 0.6 }),
  ].join('');

const chainBlocks: Scene = () => {
  const blocks = [0, 1, 2, 3].map((i) => {
    const x = 24 + i * 132;
    const lit = i === 3;
    return (
      rect(x, 150, 112, 120, 14, lit ? `fill="${C.accent}" fill-opacity="0.25" stroke="${C.soft}"` : 'fill="#141823" stroke="#fff" stroke-opacity="0.14"') +
      text(`#${18_402 + i}`, x + 14, 176, 13, { fill: lit ? C.pale : '#fff' }) +
      text(['0x9f2c', '0x41aa', '0xe70b', '0x03d8'][i]!, x + 14, 200, 10, { face: mono(), opacity: 0.55 }) +
      [0, 1, 2].map((k) => bar(x + 14, 216 + k * 14, 84 - k * 14, lit ? 0.5 : 0.18)).join('') +
      (i < 3 ? `<path d="M${x + 112} 210h20" stroke="${C.soft}" stroke-width="2"/>${dot(x + 122, 210, 3.5, C.soft)}` : '')
    );
  });
  const validators = [0, 1, 2, 3, 4].map((i) => {
    const x = 330 + i * 44;
    return `<path d="M${x} 96L${r(24 + 3 * 132 + 56)} 150" stroke="${C.green}" stroke-opacity="0.35" stroke-dasharray="2 4"/>` + dot(x, 86, 12, '#141823') + `<circle cx="${x}" cy="86" r="12" fill="none" stroke="${C.green}" stroke-opacity="0.6"/>` + check(x, 86, C.green, 7);
  });
  return [
    ...validators,
    text('Validators 5 / 5', 330, 50, 11, { opacity: 0.6 }),
    ...blocks,
    panel(24, 300, 512, 80, 14, 0.05),
    ...[['Finality', '2.1 s'], ['Throughput', '1,450 tps'], ['Uptime', '99.99%']].map(([label, value], i) => text(label!, 44 + i * 170, 328, 10, { opacity: 0.6 }) + figure(44 + i * 170, 360, value!, i === 2 ? C.green : '#fff', 20)),
  ].join('');
};

const chainTokenomics: Scene = () => {
  const parts = [[0.4, C.accent, 'Community'], [0.25, C.violet, 'Treasury'], [0.2, C.cyan, 'Team'], [0.15, C.amber, 'Investors']] as const;
  const radius = 76;
  const c = 2 * Math.PI * radius;
  let start = -90;
  const arcs = parts.map(([share, color]) => {
    const arc = `<circle cx="150" cy="170" r="${radius}" fill="none" stroke="${color}" stroke-width="26" stroke-dasharray="${r(c * share - 3)} ${r(c)}" transform="rotate(${r(start)} 150 170)"/>`;
    start += share * 360;
    return arc;
  });
  return [
    panel(24, 40, 256, 340, 16, 0.05),
    ...arcs,
    text('1B', 150, 170, 24, { anchor: 'middle' }),
    text('supply', 150, 188, 10, { anchor: 'middle', opacity: 0.6 }),
    ...parts.map(([share, color, label], i) => dot(52, 286 + i * 22, 5, color) + text(label, 66, 290 + i * 22, 11, { opacity: 0.8 }) + text(`${share * 100}%`, 254, 290 + i * 22, 11, { anchor: 'end', opacity: 0.8 })),
    panel(296, 40, 240, 340, 16, 0.05),
    text('Vesting', 314, 68, 12),
    ...[0, 1, 2, 3].map((i) => `<path d="M314 ${100 + i * 60}H518" stroke="#fff" stroke-opacity="0.06"/>`),
    line([[314, 320], [350, 320], [350, 290], [386, 270], [422, 240], [458, 200], [494, 150], [518, 130]], C.accent, 2.5, { base: 330, fill: 'url(#area)' }),
    line([[314, 320], [386, 320], [386, 300], [458, 280], [518, 250]], C.cyan, 2),
    `<path d="M350 96V330" stroke="${C.amber}" stroke-opacity="0.6" stroke-dasharray="3 4"/>`,
    chip(356, 100, 'cliff · 12 mo', C.amber),
    text('Month 0', 314, 352, 9, { opacity: 0.5 }),
    text('48', 518, 352, 9, { anchor: 'end', opacity: 0.5 }),
  ].join('');
};

// --- Engineering -------------------------------------------------------------------------------------

const devopsPipeline: Scene = () => {
  const stages = ['Build', 'Test', 'Scan', 'Deploy'];
  return [
    windowFrame(20, 30, 520, 360, 'main · #1842'),
    text('Pipeline', 44, 92, 11, { opacity: 0.6 }),
    chip(446, 78, '4 m 12 s', C.green),
    ...stages.map((stage, i) => {
      const x = 44 + i * 124;
      const done = i < 3;
      return (
        rect(x, 104, 100, 56, 12, done ? 'fill="#fff" fill-opacity="0.05" stroke="#fff" stroke-opacity="0.12"' : `fill="${C.accent}" fill-opacity="0.22" stroke="${C.soft}"`) +
        (done ? check(x + 20, 124, C.green, 9) : `<circle cx="${x + 20}" cy="124" r="9" fill="none" stroke="${C.soft}" stroke-width="2" stroke-dasharray="14 8"/>`) +
        text(stage, x + 36, 128, 12) +
        bar(x + 12, 144, done ? 76 : 44, done ? 0.18 : 0.5, 5, done ? '#fff' : C.soft) +
        (i < 3 ? `<path d="M${x + 100} 132h24" stroke="${C.green}" stroke-opacity="0.6" stroke-width="2"/>` : '')
      );
    }),
    panel(44, 172, 300, 196, 12, 0.04),
    text('Deploys per day', 60, 196, 11, { opacity: 0.6 }),
    figure(60, 228, '14.2', '#fff', 24),
    chip(120, 212, '+3.1×', C.green),
    bars(62, 350, [26, 30, 24, 38, 44, 40, 56, 62, 70, 84, 92, 104], { w: 14, gap: 8.5, lit: 4 }),
    panel(360, 172, 156, 92, 12, 0.04),
    text('Change failure', 376, 196, 11, { opacity: 0.6 }),
    figure(376, 232, '1.8%', C.green, 24),
    panel(360, 276, 156, 92, 12, 0.04),
    text('Restore time', 376, 300, 11, { opacity: 0.6 }),
    figure(376, 336, '11 min', '#fff', 24),
  ].join('');
};

const cloudRegions: Scene = () => {
  const region = (x: number, y: number, name: string, lit = false) =>
    rect(x + 0.5, y + 0.5, 150, 150, 16, lit ? `fill="${C.accent}" fill-opacity="0.12" stroke="${C.soft}" stroke-opacity="0.7" stroke-dasharray="5 4"` : 'fill="#fff" fill-opacity="0.03" stroke="#fff" stroke-opacity="0.2" stroke-dasharray="5 4"') +
    text(name, x + 14, y + 24, 11, { face: mono(), opacity: 0.7 }) +
    [0, 1, 2, 3].map((i) => rect(x + 16 + (i % 2) * 64, y + 40 + Math.floor(i / 2) * 50, 54, 40, 8, `fill="#141823" stroke="${lit ? C.soft : '#fff'}" stroke-opacity="${lit ? 0.6 : 0.18}"`) + dot(x + 30 + (i % 2) * 64, y + 60 + Math.floor(i / 2) * 50, 4, i === 3 && !lit ? C.amber : C.green)).join('');
  return [
    `<path d="M280 66V96M105 96H455M105 96V130M280 96V130M455 96V130" fill="none" stroke="${C.soft}" stroke-opacity="0.5" stroke-width="1.5"/>`,
    rect(210, 30, 140, 38, 19, `fill="${C.accent}"`),
    text('Load balancer', 280, 54, 12, { anchor: 'middle' }),
    region(30, 130, 'us-east-1', true),
    region(205, 130, 'eu-west-1'),
    region(380, 130, 'ap-south-1'),
    panel(30, 300, 500, 90, 14, 0.05),
    text('Monthly cost', 50, 326, 11, { opacity: 0.6 }),
    figure(50, 362, '−31%', C.green, 24),
    line([[180, 330], [230, 334], [280, 346], [330, 352], [380, 360], [430, 362], [500, 366]], C.green, 2.5),
    text('Infrastructure as code · 100%', 500, 326, 10, { anchor: 'end', opacity: 0.6 }),
  ].join('');
};

const architectureDiagram: Scene = () =>
  [
    rect(20.5, 24.5, 519, 370, 18, 'fill="#10131c" fill-opacity="0.75" stroke="#fff" stroke-opacity="0.1"'),
    node(60, 48, 100, 'Web'),
    node(190, 48, 100, 'Mobile'),
    node(320, 48, 100, 'Partners'),
    link(110, 82, 240, 118),
    link(240, 82, 240, 118),
    link(370, 82, 240, 118),
    node(170, 118, 140, 'API gateway', true),
    link(200, 152, 100, 200, true),
    link(240, 152, 240, 200, true),
    link(280, 152, 380, 200, true),
    node(50, 200, 100, 'Accounts'),
    node(190, 200, 100, 'Orders'),
    node(330, 200, 100, 'Search'),
    rect(80, 268, 330, 30, 15, `fill="${C.violet}" fill-opacity="0.2" stroke="${C.violet}" stroke-opacity="0.6"`),
    text('Event bus', 245, 288, 11, { anchor: 'middle', fill: C.pale }),
    link(100, 234, 120, 268),
    link(240, 234, 245, 268),
    link(380, 234, 370, 268),
    ...[0, 1, 2].map((i) => {
      const x = 86 + i * 130;
      return `<path d="M${x} 330v34a34 9 0 0 0 68 0v-34" fill="#141823" stroke="${C.cyan}" stroke-opacity="0.6"/><ellipse cx="${x + 34}" cy="330" rx="34" ry="9" fill="#1b2133" stroke="${C.cyan}" stroke-opacity="0.6"/>` + text(['Postgres', 'Redis', 'Object store'][i]!, x + 34, 360, 10, { anchor: 'middle', opacity: 0.7 });
    }),
    link(120, 298, 120, 321),
    link(245, 298, 250, 321),
    link(370, 298, 380, 321),
    panel(450, 48, 80, 118, 12, 0.05),
    text('p99', 466, 72, 10, { opacity: 0.6 }),
    figure(466, 98, '82ms', C.green, 16),
    text('SLO', 466, 128, 10, { opacity: 0.6 }),
    figure(466, 152, '99.95', '#fff', 16),
  ].join('');

// --- Growth paths ------------------------------------------------------------------------------------

const roadmap = (phases: readonly [string, string][], done: number) =>
  phases
    .map(([label, weeks], i) => {
      const x = 44 + i * (472 / phases.length);
      const w = 472 / phases.length - 10;
      return rect(x, 92, w, 34, 10, i < done ? `fill="${C.accent}" fill-opacity="${0.35 + i * 0.15}"` : 'fill="#fff" fill-opacity="0.06" stroke="#fff" stroke-opacity="0.14"') + text(label, x + 12, 114, 11, { opacity: 0.9 }) + text(weeks, x + 12, 146, 9, { opacity: 0.5 });
    })
    .join('');

const growthLaunch: Scene = () =>
  [
    windowFrame(20, 30, 520, 360, 'Launch · 90 days'),
    roadmap([['Discovery', 'wk 1-2'], ['Design', 'wk 3-4'], ['Build', 'wk 5-11'], ['Launch', 'wk 12-13']], 4),
    `<path d="M514 84V160" stroke="${C.green}" stroke-width="2"/>`,
    chip(436, 164, 'Live · day 90', C.green),
    panel(44, 196, 230, 170, 12, 0.04),
    text('Customers', 60, 220, 11, { opacity: 0.6 }),
    figure(60, 254, '1,240', '#fff', 24),
    line([[60, 340], [90, 338], [120, 332], [150, 322], [180, 306], [210, 288], [240, 266], [258, 256]], C.soft, 2.5, { base: 350, fill: 'url(#area)' }),
    panel(290, 196, 226, 170, 12, 0.04),
    text('MVP scope', 306, 220, 11, { opacity: 0.6 }),
    ...['Sign-up and onboarding', 'Payments', 'Analytics', 'App store release'].map((item, i) => check(314, 248 + i * 28, C.green, 8) + text(item, 330, 252 + i * 28, 11, { opacity: 0.82 })),
  ].join('');

const growthScale: Scene = () =>
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

const growthTransform: Scene = () =>
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
    text('Roadmap · 4 quarters', 48, 334, 11, { opacity: 0.6 }),
    ...[0, 1, 2, 3].map((i) => rect(48 + i * 52, 350, 46, 18, 9, `fill="${C.accent}" fill-opacity="${0.25 + i * 0.2}"`)),
  ].join('');

// --- Industries --------------------------------------------------------------------------------------

const industryAutomotive: Scene = () =>
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

const industryFintech: Scene = () =>
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

const industryHealthcare: Scene = () =>
  [
    windowFrame(20, 30, 520, 360, 'Clinic · Tuesday'),
    panel(40, 84, 220, 290, 12, 0.04),
    text('Schedule', 56, 106, 11, { opacity: 0.6 }),
    ...['08:30', '09:15', '10:00', '10:45', '11:30', '13:00'].map((time, i) =>
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

const industryRealEstate: Scene = () =>
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

const industryRetail: Scene = () =>
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

const companyStudio: Scene = () =>
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

const companyCompass: Scene = () => {
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

const companyPeople: Scene = () => {
  const seats = [[110, 90, C.violet], [280, 56, C.accent], [450, 90, C.cyan], [90, 300, C.amber], [280, 350, C.green], [470, 300, C.rose]] as const;
  return [
    ...seats.map(([x, y]) => `<path d="M${x} ${y}L280 205" stroke="${C.soft}" stroke-opacity="0.3" stroke-dasharray="3 5"/>`),
    panel(180, 150, 200, 110, 16, 0.1),
    rect(180.5, 150.5, 199, 109, 16, 'fill="#141823" fill-opacity="0.94"'),
    text('Product board', 198, 176, 12),
    ...[0, 1, 2].map((i) => rect(198 + i * 58, 190, 50, 54, 8, `fill="${[C.accent, C.violet, C.cyan][i]}" fill-opacity="${0.2 + i * 0.1}"`) + bar(206 + i * 58, 200, 32, 0.6, 5) + bar(206 + i * 58, 212, 24, 0.3, 5)),
    ...seats.map(([x, y, color]) => `<circle cx="${x}" cy="${y}" r="32" fill="#10131c" stroke="${color}" stroke-opacity="0.5"/>` + avatar(x, y, 24, color)),
  ].join('');
};

const companyPress: Scene = () =>
  [
    panel(24, 40, 300, 340, 16, 0.06),
    rect(24.5, 40.5, 299, 339, 16, 'fill="#141823" fill-opacity="0.9"'),
    chip(44, 60, 'News', C.soft),
    bar(44, 96, 240, 0.85, 12),
    bar(44, 116, 190, 0.85, 12),
    bar(44, 146, 90, 0.25),
    rect(44, 166, 260, 100, 10, 'fill="url(#lit)" fill-opacity="0.75"'),
    ...[0, 1, 2, 3].map((i) => bar(44, 284 + i * 18, 250 - (i === 3 ? 90 : 0), 0.18)),
    `<path d="M350 120h70l14 14h88c6 0 10 4 10 10v190c0 6-4 10-10 10H350c-6 0-10-4-10-10V130c0-6 4-10 10-10Z" fill="#1d2336" stroke="${C.soft}" stroke-opacity="0.5"/>`,
    text('Media kit', 360, 164, 13),
    ...[['logo.svg', C.accent], ['guidelines.pdf', C.violet], ['fact-sheet.pdf', C.cyan]].map(([name, color], i) =>
      rect(360, 182 + i * 46, 152, 36, 8, 'fill="#fff" fill-opacity="0.05"') + rect(370, 190 + i * 46, 20, 20, 5, `fill="${color}" fill-opacity="0.7"`) + text(name!, 400, 204 + i * 46, 10, { face: mono(), opacity: 0.75 }),
    ),
  ].join('');

const companyPartners: Scene = () => {
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

const careersBoard: Scene = () =>
  [
    windowFrame(20, 30, 330, 360, 'Open roles'),
    ...[C.accent, C.violet, C.cyan, C.green, C.amber].map((color, i) =>
      rect(40, 84 + i * 60, 290, 50, 10, 'fill="#fff" fill-opacity="0.04" stroke="#fff" stroke-opacity="0.08"') + rect(52, 94 + i * 60, 30, 30, 8, `fill="${color}" fill-opacity="0.35"`) + bar(94, 100 + i * 60, 150 - (i % 3) * 24, 0.55, 7) + bar(94, 114 + i * 60, 80, 0.2) + chip(262, 98 + i * 60, 'Apply', C.soft, 9),
    ),
    panel(366, 40, 170, 170, 14, 0.06),
    text('Growth path', 382, 64, 11, { opacity: 0.6 }),
    ...['Engineer', 'Senior', 'Staff', 'Principal'].map((level, i) => dot(394, 88 + i * 32, 6, i < 2 ? C.green : '#fff', i < 2 ? 1 : 0.25) + text(level, 410, 92 + i * 32, 11, { opacity: i < 2 ? 0.9 : 0.55 }) + (i < 3 ? `<path d="M394 ${94 + i * 32}v20" stroke="#fff" stroke-opacity="0.2"/>` : '')),
    panel(366, 222, 170, 168, 14, 0.06),
    text('Team week', 382, 246, 11, { opacity: 0.6 }),
    ...Array.from({ length: 15 }, (_, i) => rect(382 + (i % 5) * 28, 262 + Math.floor(i / 5) * 36, 22, 28, 6, `fill="${[C.accent, '#fff', C.violet, '#fff', C.cyan][i % 5]}" fill-opacity="${i % 2 ? 0.06 : 0.3}"`)),
  ].join('');

/** Every scene's drawing: a scene named in content without one here fails the typecheck. */
export const scenes: Record<HeroArtScene, () => string> = {
  'code-editor': () => frame(codeEditor()),
  'web-browser': () => frame(webBrowser()),
  'saas-dashboard': () => frame(saasDashboard()),
  'mobile-pair': () => frame(mobilePair(), { glow: [0.5, 0.45] }),
  'mobile-ios': () => frame(mobileIos(), { glow: [0.35, 0.45] }),
  'mobile-android': () => frame(mobileAndroid(), { glow: [0.35, 0.45], tint: C.green }),
  'mobile-cross-platform': () => frame(mobileCrossPlatform()),
  'xr-headset': () => frame(xrHeadset(), { glow: [0.5, 0.6], tint: C.violet }),
  'xr-ar-phone': () => frame(xrArPhone(), { glow: [0.5, 0.6] }),
  'xr-spatial': () => frame(xrSpatial(), { glow: [0.5, 0.5], tint: C.violet }),
  'xr-world': () => frame(xrWorld(), { glow: [0.5, 0.35], tint: C.violet }),
  'design-wireframes': () => frame(designWireframes(), { glow: [0.7, 0.4] }),
  'design-brand-board': () => frame(designBrandBoard(), { glow: [0.3, 0.3], tint: C.violet }),
  'design-campaign': () => frame(designCampaign()),
  'ai-chat': () => frame(aiChat()),
  'ai-model-training': () => frame(aiModelTraining(), { tint: C.cyan }),
  'ai-generative': () => frame(aiGenerative(), { glow: [0.5, 0.5], tint: C.violet }),
  'web3-wallet': () => frame(web3Wallet()),
  'web3-contract': () => frame(web3Contract(), { tint: C.violet }),
  'web3-nft-grid': () => frame(web3NftGrid(), { tint: C.violet }),
  'chain-blocks': () => frame(chainBlocks(), { glow: [0.8, 0.45] }),
  'chain-tokenomics': () => frame(chainTokenomics(), { glow: [0.3, 0.45] }),
  'devops-pipeline': () => frame(devopsPipeline()),
  'cloud-regions': () => frame(cloudRegions(), { glow: [0.5, 0.4], tint: C.cyan }),
  'architecture-diagram': () => frame(architectureDiagram()),
  'growth-launch': () => frame(growthLaunch()),
  'growth-scale': () => frame(growthScale(), { tint: C.cyan }),
  'growth-transform': () => frame(growthTransform(), { glow: [0.75, 0.5], tint: C.violet }),
  'industry-automotive': () => frame(industryAutomotive()),
  'industry-fintech': () => frame(industryFintech(), { glow: [0.3, 0.3] }),
  'industry-healthcare': () => frame(industryHealthcare(), { tint: C.cyan }),
  'industry-real-estate': () => frame(industryRealEstate()),
  'industry-retail': () => frame(industryRetail(), { tint: C.violet }),
  'company-studio': () => frame(companyStudio()),
  'company-compass': () => frame(companyCompass(), { glow: [0.5, 0.5] }),
  'company-people': () => frame(companyPeople(), { glow: [0.5, 0.5], tint: C.violet }),
  'company-press': () => frame(companyPress()),
  'company-partners': () => frame(companyPartners(), { glow: [0.5, 0.45], tint: C.cyan }),
  'careers-board': () => frame(careersBoard()),
};
