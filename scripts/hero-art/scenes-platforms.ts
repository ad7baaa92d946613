/** Platforms: AI, Web3 and blockchain, DevOps, cloud and architecture scenes. */
import { bar, bars, C, check, dot, line, mono, panel, r, rect, ring, text, windowFrame } from './kit';
import { node, link, chip, figure } from './parts';
import type { Scene } from './parts';

const bubble = (x: number, y: number, w: number, lines: number, mine: boolean) =>
  rect(x, y, w, 18 + lines * 14, 14, mine ? `fill="${C.accent}"` : 'fill="#fff" fill-opacity="0.07"') +
  Array.from({ length: lines }, (_, i) => bar(x + 14, y + 12 + i * 14, w - 28 - (i === lines - 1 ? 40 : 0), mine ? 0.85 : 0.3)).join('');

export const aiChat: Scene = () =>
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

export const aiModelTraining: Scene = () =>
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

export const aiGenerative: Scene = () =>
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

export const web3Wallet: Scene = () =>
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

export const web3Contract: Scene = () =>
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

export const web3NftGrid: Scene = () =>
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

export const chainBlocks: Scene = () => {
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

export const chainTokenomics: Scene = () => {
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

export const devopsPipeline: Scene = () => {
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

export const cloudRegions: Scene = () => {
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

export const architectureDiagram: Scene = () =>
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
