/**
 * The brand's colours: the one source. The CSS design tokens (`--color-*` in app/globals.css, checked equal by
 * lib/brand.test.ts), the share images (app/og), the web manifest and theme colour, the logo, the avatars and
 * the artwork scripts (scripts/make-*.ts, scripts/hero-art/) read them from here. The name is content/site.ts's.
 */
export const brandColors = {
  /** The fixed near-black of every dark section, and its raised surfaces. */
  ink: '#0b0d12',
  inkRaised: '#12151c',
  inkLine: '#232734',
  /** Off-white page and light surfaces. */
  paper: '#f6f6f3',
  paperRaised: '#ffffff',
  line: '#e3e3de',
  /** Text tiers on light (all AA on paper). */
  fg: '#0b0d12',
  fgMuted: '#4a4f5c',
  fgSubtle: '#5d6270',
  /** Text tiers on dark (all AA on ink). */
  onDark: '#f5f6f8',
  onDarkMuted: '#b3b8c5',
  onDarkSubtle: '#9aa0ae',
  /** The one accent: calls to action and highlights. */
  accent: '#4353ff',
  accentHover: '#3341e6',
  accentSoft: '#eceeff',
  accentOnDark: '#97a0ff',
} as const;

export type BrandColor = keyof typeof brandColors;

/** The CSS custom property of a brand colour: `accentOnDark` → `--color-accent-on-dark`. */
export function cssColorToken(name: BrandColor): string {
  return `--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/**
 * The monogram (stacked bars and a dot on a rounded square, 28 units): drawn by the site's logo
 * (components/layout/logo.tsx), the editor's brand mark (server/editor/ui/brand-mark.tsx) and the icon
 * file public/icon.svg, which lib/brand.test.ts holds to these figures.
 */
export const brandMark = {
  size: 28,
  radius: 8,
  bars: 'M8 19.5h12M8 14h12M8 8.5h7',
  barWidth: 2.4,
  dot: { cx: 19.5, cy: 8.5, r: 1.7 },
} as const;
