/**
 * An illustrated portrait of one person of the roster, as a self-contained SVG: one style for everyone
 * (a flat head-and-shoulders figure on the person's tone, no outlines), features picked from the person's
 * id by a stable hash, so a person looks the same in every build and on every page. The roster gives each
 * person a `variant` so that no two share a figure (hair, face, glasses, mouth), only colours
 * (portrait-roster.ts). Pure: the same person always gives the same bytes (scripts/make-portraits.ts writes
 * them; portrait.test.ts checks).
 */
import type { MonogramTone } from '../../content/company/people';
import { portraitSize } from '../../content/company/portraits';
import { brandColors } from '../../lib/brand';

/** The backdrop of each tone, darkest at the bottom-right: the tones of the initials discs it replaces. */
const toneBackdrop: Record<MonogramTone, [string, string]> = {
  indigo: [brandColors.accent, '#3730a3'],
  violet: ['#7c3aed', '#86198f'],
  teal: ['#0f766e', '#164e63'],
  sky: ['#0369a1', '#1e40af'],
  amber: ['#b45309', '#7c2d12'],
  rose: ['#be123c', '#9d174d'],
  emerald: ['#047857', '#115e59'],
};

const skins = ['#f5d0b5', '#e8b48f', '#d39b72', '#b07850', '#8d5a3b', '#5f3b27'];
const hairs = ['#1f1a17', '#3b2a20', '#6b4a2f', '#a0703f', '#c9a26b', '#8f8f96'];
const shirts = [brandColors.onDark, '#1e2230', brandColors.line, '#2c3345'];

/** FNV-1a: a stable number from a text. */
function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

function pick<T>(list: readonly T[], seed: number): T {
  return list[seed % list.length]!;
}

/** Hair in two parts: what falls behind the head (drawn first) and what frames the face (drawn over it). */
const hairStyles: { back?: string; front: string }[] = [
  // Short, side part.
  { front: 'M32 40C31 25 40 20 49 20C59 20 66 26 64 40C62 33 57 29 50 30C44 31 37 31 32 40Z' },
  // Close crop.
  { front: 'M33 38C33 26 41 21 48 21C56 21 64 26 63 38C60 31 55 28 48 28C41 28 36 31 33 38Z' },
  // Shoulder-length bob.
  { back: 'M29 42C27 25 37 18 48 18C60 18 70 25 67 42L68 62H28Z', front: 'M32 42C31 27 39 21 48 21C58 21 66 27 64 42C61 31 54 27 46 28C40 29 35 34 32 42Z' },
  // Long, past the shoulders.
  { back: 'M28 44C25 24 37 17 48 17C60 17 71 24 68 44L72 76H24Z', front: 'M32 43C31 27 39 20 48 20C58 20 66 27 64 43C62 33 52 27 40 31C36 33 33 38 32 43Z' },
  // Curls.
  { front: 'M31 41C27 34 30 24 37 22C39 16 47 15 51 18C57 15 65 19 65 26C69 31 68 38 65 42C63 34 58 30 48 30C39 30 34 34 31 41Z' },
  // Bun.
  { back: 'M41.5 19a6.5 6.5 0 1 0 13 0a6.5 6.5 0 1 0 -13 0Z', front: 'M32 41C31 27 39 20 48 20C58 20 66 27 64 41C62 32 56 28 48 28C40 28 34 32 32 41Z' },
  // Buzz cut: a thin cap.
  { front: 'M33 36C34 26 41 22.5 48 22.5C55 22.5 62 26 63 36C60 30.5 55 28.5 48 28.5C41 28.5 36 30.5 33 36Z' },
  // Swept to one side, with volume on top.
  { front: 'M31 41C29 26 38 17 50 18C61 19 67 27 65 39C63 31 58 27 52 27C46 27 44 31 38 32C35 33 32 37 31 41Z' },
];

/** Face shapes: the head's half-width and half-height. */
const faces: [number, number][] = [
  [15.5, 18],
  [14.5, 18.8],
  [16.5, 17.2],
];

/** Mouths: a smile, a small straight one, an open smile. */
const mouths = [
  (ink: string) => `<path d="M43.5 54Q48 57.5 52.5 54" fill="none" stroke="${ink}" stroke-opacity="0.75" stroke-width="1.5" stroke-linecap="round"/>`,
  (ink: string) => `<path d="M44.5 55H51.5" fill="none" stroke="${ink}" stroke-opacity="0.7" stroke-width="1.5" stroke-linecap="round"/>`,
  (ink: string) => `<path d="M43.5 53.5Q48 59 52.5 53.5Z" fill="${ink}" fill-opacity="0.7"/>`,
];

/** What a portrait's figure is made of (colours aside): two people of the roster never share all four. */
export interface PortraitFigure {
  style: number;
  face: number;
  mouth: number;
  glasses: boolean;
}

/** The figure a person's id (and variant, when the roster had to tell two apart) picks. */
export function portraitFigure(id: string, variant = 0): PortraitFigure {
  const h = hash(variant === 0 ? id : `${id}#${variant}`);
  return {
    style: (h >>> 15) % hairStyles.length,
    face: (h >>> 5) % faces.length,
    mouth: (h >>> 27) % mouths.length,
    glasses: (h >>> 19) % 3 === 0,
  };
}

export interface PortraitPerson {
  id: string;
  name: string;
  title: string;
  tone: MonogramTone;
  /** Set by the roster when the id's own figure is already someone else's (portrait-roster.ts). */
  variant?: number;
}

/** The SVG of one person's portrait, titled with their name and role. */
export function drawPortrait(person: PortraitPerson): string {
  const h = hash(person.id);
  const [from, to] = toneBackdrop[person.tone];
  const skin = pick(skins, h >>> 3);
  // Deeper skin tones with the darker hair colours (and grey), so no pairing looks dyed by chance.
  const hair = skins.indexOf(skin) >= 3 ? pick([hairs[0]!, hairs[1]!, hairs[5]!], h >>> 7) : pick(hairs, h >>> 7);
  const shirt = pick(shirts, h >>> 11);
  const figure = portraitFigure(person.id, person.variant);
  const style = hairStyles[figure.style]!;
  const [rx, ry] = faces[figure.face]!;
  const collar = shirt === brandColors.onDark || shirt === brandColors.line ? '#c9ccd6' : brandColors.ink;
  const ink = '#1f1a17';
  const id = `p-${person.id}`;
  const { width, height } = portraitSize;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 96 96" role="img" aria-labelledby="${id}-t">`,
    `<title id="${id}-t">${escapeXml(`${person.name}, ${person.title}`)}</title>`,
    `<defs><linearGradient id="${id}-g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="96" height="96" fill="url(#${id}-g)"/>`,
    `<circle cx="78" cy="16" r="26" fill="#fff" fill-opacity="0.08"/>`,
    style.back ? `<path d="${style.back}" fill="${hair}"/>` : '',
    // Shoulders and the neck's shadow.
    `<path d="M12 96C12 77 27 68 48 68C69 68 84 77 84 96Z" fill="${shirt}"/>`,
    `<path d="M41 56H55V70C55 74 41 74 41 70Z" fill="${skin}"/>`,
    `<path d="M41 62C45 65 51 65 55 62V66C51 69 45 69 41 66Z" fill="#000" fill-opacity="0.12"/>`,
    `<path d="M40 68L48 78L56 68" fill="none" stroke="${collar}" stroke-width="2.5" stroke-linejoin="round"/>`,
    // Ears, head.
    `<circle cx="33" cy="45" r="4" fill="${skin}"/><circle cx="63" cy="45" r="4" fill="${skin}"/>`,
    `<ellipse cx="48" cy="43" rx="${rx}" ry="${ry}" fill="${skin}"/>`,
    `<path d="${style.front}" fill="${hair}"/>`,
    // Brows, eyes, nose, mouth.
    `<path d="M39 39.5Q42 38 45 39.5M51 39.5Q54 38 57 39.5" fill="none" stroke="${ink}" stroke-opacity="0.7" stroke-width="1.4" stroke-linecap="round"/>`,
    `<circle cx="42" cy="44" r="1.7" fill="${ink}"/><circle cx="54" cy="44" r="1.7" fill="${ink}"/>`,
    `<path d="M48 46.5V50.5H46.5" fill="none" stroke="#000" stroke-opacity="0.22" stroke-width="1.3" stroke-linecap="round" stroke-linejoin="round"/>`,
    mouths[figure.mouth]!(ink),
    figure.glasses
      ? `<g fill="none" stroke="${ink}" stroke-width="1.3"><rect x="37" y="40" width="9.5" height="7.5" rx="2.5"/><rect x="49.5" y="40" width="9.5" height="7.5" rx="2.5"/><path d="M46.5 43.5H49.5"/></g>`
      : '',
    '</svg>',
  ];
  return parts.filter(Boolean).join('') + '\n';
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
