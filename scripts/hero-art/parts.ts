/** Drawing parts several hero scenes share (code lines, nodes, chips, figures, floors, cubes, avatars), on the kit's canvas. */
import { bar, C, dot, r, rect, text } from './kit';
import { brandColors } from '../../lib/brand';

/** A scene's drawing: its body, before `frame` adds the shared definitions and the glow. */
export type Scene = () => string;

export const code = (x: number, y: number, rows: readonly (readonly [number, number, string?])[], step = 17) =>
  rows
    .map(([indent, width, color], i) => (width ? bar(x + indent * 14, y + i * step, width, color ? 0.85 : 0.16, 6, color ?? '#fff') : ''))
    .join('');

/** A node of a diagram: a labelled box. */
export const node = (x: number, y: number, w: number, label: string, lit = false) =>
  rect(x + 0.5, y + 0.5, w - 1, 33, 9, lit ? `fill="${C.accent}" fill-opacity="0.22" stroke="${C.soft}" stroke-opacity="0.8"` : 'fill="#fff" fill-opacity="0.05" stroke="#fff" stroke-opacity="0.16"') +
  text(label, x + w / 2, y + 21, 11, { anchor: 'middle', opacity: lit ? 1 : 0.78 });

export const link = (x1: number, y1: number, x2: number, y2: number, lit = false) =>
  `<path d="M${x1} ${y1}C${x1} ${r((y1 + y2) / 2)} ${x2} ${r((y1 + y2) / 2)} ${x2} ${y2}" fill="none" stroke="${lit ? C.soft : '#fff'}" stroke-opacity="${lit ? 0.8 : 0.22}" stroke-width="1.5"${lit ? '' : ' stroke-dasharray="3 4"'}/>`;

/** A small chip: a rounded label. */
export const chip = (x: number, y: number, label: string, color: string = C.soft, size = 10) => {
  const w = label.length * size * 0.58 + 18;
  return rect(x, y, w, size + 10, (size + 10) / 2, `fill="${color}" fill-opacity="0.16"`) + text(label, x + w / 2, y + size + 3, size, { anchor: 'middle', fill: color });
};

/** A figure: a large number over a caption bar. */
export const figure = (x: number, y: number, value: string, color = '#fff', size = 24) => text(value, x, y, size, { fill: color, spacing: -0.02 });

/** A headset seen from the front: visor, lenses and strap. */
export const headset = (cx: number, cy: number, s = 1) => {
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
export const floor = (cx: number, horizon: number, bottom: number, spread = 420) => {
  const lines: string[] = [];
  for (let i = -6; i <= 6; i++) lines.push(`M${cx} ${horizon}L${r(cx + i * spread / 6)} ${bottom}`);
  for (let k = 1; k <= 6; k++) {
    const y = horizon + (bottom - horizon) * (k / 6) ** 1.8;
    lines.push(`M${r(cx - spread * ((y - horizon) / (bottom - horizon)))} ${r(y)}H${r(cx + spread * ((y - horizon) / (bottom - horizon)))}`);
  }
  return `<path d="${lines.join('')}" stroke="${C.soft}" stroke-opacity="0.22" fill="none"/>`;
};

/** An isometric cube. */
export const cube = (x: number, y: number, s: number, lit = false) =>
  `<g stroke="${lit ? C.pale : C.soft}" stroke-opacity="${lit ? 1 : 0.6}" stroke-width="1.5" stroke-linejoin="round"><path d="M${x} ${r(y - s)}L${r(x + s)} ${r(y - s / 2)}L${x} ${y}L${r(x - s)} ${r(y - s / 2)}Z" fill="${lit ? '#6f7bff' : '#262d44'}"/><path d="M${r(x - s)} ${r(y - s / 2)}L${x} ${y}L${x} ${r(y + s)}L${r(x - s)} ${r(y + s / 2)}Z" fill="${lit ? C.accent : '#1a1f2e'}"/><path d="M${r(x + s)} ${r(y - s / 2)}L${x} ${y}L${x} ${r(y + s)}L${r(x + s)} ${r(y + s / 2)}Z" fill="${lit ? brandColors.accentHover : '#12151f'}"/></g>`;

/** A small avatar: a disc with a head and shoulders cut-out. */
export const avatar = (cx: number, cy: number, radius: number, color: string) =>
  `${dot(cx, cy, radius, color, 0.9)}${dot(cx, cy - radius * 0.22, r(radius * 0.32), '#fff', 0.85)}<path d="M${r(cx - radius * 0.55)} ${r(cy + radius * 0.62)}a${r(radius * 0.55)} ${r(radius * 0.45)} 0 0 1 ${r(radius * 1.1)} 0" fill="#fff" fill-opacity="0.85"/>`;

// --- Development ----------------------------------------------------------------------------------
