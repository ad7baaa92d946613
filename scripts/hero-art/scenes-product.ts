/** Products: code, web, SaaS, mobile, XR and design scenes. */
import { bar, bars, C, check, dot, line, mono, panel, phone, rect, ring, text, windowFrame } from './kit';
import { code, node, link, chip, figure, headset, floor, cube, avatar } from './parts';
import { brandColors } from '../../lib/brand';
import type { Scene } from './parts';

export const codeEditor: Scene = () =>
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

export const webBrowser: Scene = () =>
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

export const saasDashboard: Scene = () =>
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

export const mobilePair: Scene = () =>
  [
    `<g transform="rotate(-6 170 220)">${phone(90, 40, 170, 340)}${feedScreen(90, 40, 170)}${rect(110, 336, 130, 26, 13, 'fill="#fff" fill-opacity="0.08"')}</g>`,
    `<g transform="rotate(5 380 210)">${phone(300, 30, 170, 340)}${text('Activity', 316, 92, 14)}${figure(316, 130, '8,420', C.pale, 26)}${chip(316, 142, '+18%', C.green)}${bars(318, 268, [40, 62, 50, 84, 70, 104, 120], { w: 12, gap: 7, lit: 2 })}${ring(352, 318, 22, 0.72, C.cyan, 6)}${bar(386, 308, 56, 0.35)}${bar(386, 322, 40, 0.15)}</g>`,
    check(470, 76, C.green, 12),
  ].join('');

export const mobileIos: Scene = () =>
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

export const mobileAndroid: Scene = () =>
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

export const mobileCrossPlatform: Scene = () =>
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

export const xrHeadset: Scene = () =>
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

export const xrArPhone: Scene = () =>
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

export const xrSpatial: Scene = () =>
  [
    floor(280, 250, 420, 420),
    `<g transform="skewY(-6)">${panel(30, 110, 150, 150, 14, 0.08)}${text('Checklist', 46, 136, 12)}${[0, 1, 2, 3].map((i) => check(54, 160 + i * 24, i < 3 ? C.green : C.soft, 7) + bar(68, 157 + i * 24, 80, 0.3)).join('')}</g>`,
    `<g transform="skewY(6)">${panel(380, 50, 150, 150, 14, 0.08)}${text('Torque spec', 396, 76, 12)}${figure(396, 112, '42 Nm', C.cyan, 22)}${bars(398, 180, [20, 34, 28, 44, 38], { w: 14, gap: 10, lit: 1, color: C.cyan })}</g>`,
    cube(280, 150, 44, true),
    `<ellipse cx="280" cy="200" rx="70" ry="14" fill="none" stroke="${C.soft}" stroke-opacity="0.5" stroke-dasharray="4 4"/>`,
    headset(280, 320, 0.95),
  ].join('');

export const xrWorld: Scene = () =>
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

export const designWireframes: Scene = () =>
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

export const designBrandBoard: Scene = () =>
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

export const designCampaign: Scene = () =>
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
