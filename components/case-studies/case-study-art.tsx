import { useId, type ReactNode } from 'react';
import type { CaseStudy, CaseStudyAccent } from '@/content/case-studies';
import { cn } from '@/lib/cn';

/**
 * Original artwork for each case study: an abstract, product-style SVG mockup of what we built,
 * drawn in the study's accent on the site's near-black. Fixed 4:3 aspect ratio (explicit width and
 * height, responsive width), so it never shifts the layout.
 */

const WIDTH = 640;
const HEIGHT = 480;

interface Palette {
  /** The saturated accent. */
  base: string;
  /** A lighter tint for lines and highlights. */
  bright: string;
  /** The palest tint for text and fine detail. */
  soft: string;
  /** Strength of the corner glow (amber reads stronger than indigo on black). */
  glow: number;
}

const palettes: Record<CaseStudyAccent, Palette> = {
  indigo: { base: '#6366f1', bright: '#818cf8', soft: '#c7d2fe', glow: 0.42 },
  emerald: { base: '#10b981', bright: '#34d399', soft: '#a7f3d0', glow: 0.32 },
  amber: { base: '#f59e0b', bright: '#fbbf24', soft: '#fde68a', glow: 0.24 },
};

const WHITE = '#ffffff';
const INK = '#0b0d12';

export function CaseStudyArt({
  study,
  className,
  decorative = false,
}: {
  study: Pick<CaseStudy, 'id' | 'accent' | 'image'>;
  className?: string;
  /** Hide from assistive technology, e.g. inside a link that already names the study. */
  decorative?: boolean;
}) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const ids = {
    bg: `${uid}-bg`,
    glow: `${uid}-glow`,
    glow2: `${uid}-glow2`,
    grid: `${uid}-grid`,
    fade: `${uid}-fade`,
    fadeMask: `${uid}-fade-mask`,
    area: `${uid}-area`,
    line: `${uid}-line`,
    bar: `${uid}-bar`,
    scene: `${uid}-scene`,
    clip: `${uid}-clip`,
  };
  const palette = palettes[study.accent];
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      className={cn('block aspect-[4/3] h-auto w-full bg-ink', className)}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': study.image.alt })}
      focusable="false"
    >
      <defs>
        <linearGradient id={ids.bg} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#141823" />
          <stop offset="1" stopColor={INK} />
        </linearGradient>
        <radialGradient id={ids.glow}>
          <stop offset="0" stopColor={palette.base} stopOpacity={palette.glow} />
          <stop offset="1" stopColor={palette.base} stopOpacity="0" />
        </radialGradient>
        <radialGradient id={ids.glow2}>
          <stop offset="0" stopColor="#7c3aed" stopOpacity="0.18" />
          <stop offset="1" stopColor="#7c3aed" stopOpacity="0" />
        </radialGradient>
        <pattern id={ids.grid} width="32" height="32" patternUnits="userSpaceOnUse">
          <path d="M32 0H0V32" fill="none" stroke={WHITE} strokeOpacity="0.06" strokeWidth="1" />
        </pattern>
        <radialGradient id={ids.fade} cx="0.5" cy="0.35" r="0.7">
          <stop offset="0.3" stopColor={WHITE} />
          <stop offset="1" stopColor={WHITE} stopOpacity="0" />
        </radialGradient>
        <mask id={ids.fadeMask}>
          <rect width={WIDTH} height={HEIGHT} fill={`url(#${ids.fade})`} />
        </mask>
        <linearGradient id={ids.area} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={palette.bright} stopOpacity="0.34" />
          <stop offset="1" stopColor={palette.bright} stopOpacity="0" />
        </linearGradient>
        <linearGradient id={ids.line} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor={palette.base} />
          <stop offset="1" stopColor={palette.soft} />
        </linearGradient>
        <linearGradient id={ids.bar} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={palette.bright} />
          <stop offset="1" stopColor={palette.base} stopOpacity="0.55" />
        </linearGradient>
        <radialGradient id={ids.scene} cx="0.5" cy="0.45" r="0.65">
          <stop offset="0" stopColor={palette.base} stopOpacity="0.34" />
          <stop offset="0.55" stopColor={palette.base} stopOpacity="0.08" />
          <stop offset="1" stopColor={INK} stopOpacity="0" />
        </radialGradient>
      </defs>

      {/* Backdrop: near-black, hairline grid fading out, soft accent glows. */}
      <rect width={WIDTH} height={HEIGHT} fill={`url(#${ids.bg})`} />
      <rect width={WIDTH} height={HEIGHT} fill={`url(#${ids.grid})`} mask={`url(#${ids.fadeMask})`} />
      <circle cx="560" cy="24" r="330" fill={`url(#${ids.glow})`} />
      <circle cx="40" cy="470" r="260" fill={`url(#${ids.glow2})`} />

      {/* The product window. */}
      <rect x="32.5" y="32.5" width="575" height="415" rx="18" fill={WHITE} fillOpacity="0.025" stroke={WHITE} strokeOpacity="0.1" />
      <circle cx="56" cy="55" r="4.5" fill={WHITE} fillOpacity="0.16" />
      <circle cx="71" cy="55" r="4.5" fill={WHITE} fillOpacity="0.16" />
      <circle cx="86" cy="55" r="4.5" fill={WHITE} fillOpacity="0.16" />
      <rect x="250" y="48" width="140" height="14" rx="7" fill={WHITE} fillOpacity="0.06" />
      <circle cx="584" cy="55" r="8" fill={palette.base} fillOpacity="0.5" />
      <path d="M33 77.5H607" stroke={WHITE} strokeOpacity="0.08" />

      {study.id === 'autoai' && <ForecastDashboard palette={palette} ids={ids} />}
      {study.id === 'bloxios' && <StakingDashboard palette={palette} ids={ids} />}
      {study.id === 'vision-millennium' && <ImmersivePlayer palette={palette} ids={ids} />}
    </svg>
  );
}

type Ids = Record<'area' | 'line' | 'bar' | 'scene' | 'clip', string>;

/* ---------- Shared pieces ---------- */

function Panel({ x, y, width, height, children }: { x: number; y: number; width: number; height: number; children?: ReactNode }) {
  return (
    <g>
      <rect
        x={x + 0.5}
        y={y + 0.5}
        width={width - 1}
        height={height - 1}
        rx="12"
        fill={WHITE}
        fillOpacity="0.035"
        stroke={WHITE}
        strokeOpacity="0.08"
      />
      {children}
    </g>
  );
}

/** A placeholder line of text: a rounded bar. */
function TextBar({ x, y, width, opacity = 0.18, height = 6 }: { x: number; y: number; width: number; opacity?: number; height?: number }) {
  return <rect x={x} y={y} width={width} height={height} rx={height / 2} fill={WHITE} fillOpacity={opacity} />;
}

function Label({
  x,
  y,
  size,
  fill = WHITE,
  opacity = 1,
  weight = 600,
  anchor = 'start',
  children,
}: {
  x: number;
  y: number;
  size: number;
  fill?: string;
  opacity?: number;
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  children: string;
}) {
  return (
    <text
      x={x}
      y={y}
      fontSize={size}
      fontWeight={weight}
      fill={fill}
      fillOpacity={opacity}
      textAnchor={anchor}
      letterSpacing={size > 16 ? -0.5 : 0}
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {children}
    </text>
  );
}

function points(list: readonly (readonly [number, number])[]): string {
  return list.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x} ${y}`).join(' ');
}

/** An arc over the top of a semicircle gauge, from the left end to `share` (0-1) of the way round. */
function gaugeArc(cx: number, cy: number, r: number, share: number): string {
  const angle = Math.PI - Math.PI * share;
  const x = cx + r * Math.cos(angle);
  const y = cy - r * Math.sin(angle);
  return `M${cx - r} ${cy} A${r} ${r} 0 0 1 ${x.toFixed(2)} ${y.toFixed(2)}`;
}

/* ---------- AutoAI: forecasting dashboard ---------- */

function ForecastDashboard({ palette, ids }: { palette: Palette; ids: Ids }) {
  const history = [
    [122, 286],
    [148, 276],
    [174, 281],
    [200, 260],
    [226, 266],
    [252, 246],
    [280, 238],
  ] as const;
  const forecast = [
    [280, 238],
    [312, 222],
    [344, 210],
    [376, 192],
    [406, 176],
  ] as const;
  const upper = [
    [280, 238],
    [312, 212],
    [344, 194],
    [376, 170],
    [406, 150],
  ] as const;
  const lower = [
    [406, 200],
    [376, 212],
    [344, 224],
    [312, 232],
    [280, 238],
  ] as const;
  const bars = [38, 52, 44, 60, 56, 70, 82];
  return (
    <g>
      {/* Sidebar */}
      <path d="M88.5 78V447" stroke={WHITE} strokeOpacity="0.08" />
      <rect x="50" y="96" width="20" height="20" rx="6" fill={palette.base} />
      {[132, 168, 204, 240].map((y) => (
        <rect key={y} x="50" y={y} width="20" height="20" rx="6" fill={WHITE} fillOpacity="0.08" />
      ))}

      {/* Heading and KPI */}
      <TextBar x={106} y={98} width={96} opacity={0.22} />
      <Label x={105} y={134} size={26} fill={WHITE}>
        +35%
      </Label>
      <rect x={180} y={116} width={74} height={20} rx={10} fill={palette.base} fillOpacity="0.18" />
      <rect x={191} y={123} width={52} height={6} rx={3} fill={palette.soft} fillOpacity="0.7" />
      {[0, 1, 2].map((index) => (
        <rect
          key={index}
          x={478 + index * 38}
          y={104}
          width={34}
          height={20}
          rx={10}
          fill={WHITE}
          fillOpacity={index === 2 ? 0.12 : 0.04}
          stroke={WHITE}
          strokeOpacity="0.08"
        />
      ))}

      {/* Forecast chart */}
      <Panel x={104} y={148} width={320} height={180}>
        <TextBar x={120} y={164} width={72} opacity={0.2} />
        <circle cx="334" cy="167" r="3.5" fill={WHITE} fillOpacity="0.5" />
        <TextBar x={342} y={164} width={22} opacity={0.14} />
        <circle cx="376" cy="167" r="3.5" fill={palette.bright} />
        <TextBar x={384} y={164} width={22} opacity={0.14} />
        {[190, 220, 250, 280, 310].map((y) => (
          <path key={y} d={`M120 ${y}H408`} stroke={WHITE} strokeOpacity="0.06" strokeDasharray="2 4" />
        ))}
        <path d={`${points(history)} L280 312 L122 312 Z`} fill={WHITE} fillOpacity="0.035" />
        <path d={`${points(upper)} ${points(lower).replace('M', 'L')} Z`} fill={`url(#${ids.area})`} />
        <path d="M280.5 180V312" stroke={palette.soft} strokeOpacity="0.35" strokeDasharray="3 4" />
        <rect x="262" y="176" width="37" height="14" rx="7" fill={INK} stroke={palette.soft} strokeOpacity="0.35" />
        <rect x="270" y="181" width="21" height="4" rx="2" fill={palette.soft} fillOpacity="0.7" />
        <path d={points(history)} fill="none" stroke={WHITE} strokeOpacity="0.55" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round" />
        <path d={points(forecast)} fill="none" stroke={palette.bright} strokeOpacity="0.25" strokeWidth="8" strokeLinejoin="round" strokeLinecap="round" />
        <path d={points(forecast)} fill="none" stroke={`url(#${ids.line})`} strokeWidth="2.5" strokeLinejoin="round" strokeLinecap="round" />
        {history.slice(1, -1).map(([x, y]) => (
          <circle key={x} cx={x} cy={y} r="2.5" fill={INK} stroke={WHITE} strokeOpacity="0.6" strokeWidth="1.5" />
        ))}
        <circle cx="406" cy="176" r="10" fill={palette.bright} fillOpacity="0.2" />
        <circle cx="406" cy="176" r="4.5" fill={palette.soft} />
      </Panel>

      {/* Gauges: adoption and appraisal time */}
      {[
        { y: 148, share: 0.95, value: '95%' },
        { y: 242, share: 0.7, value: '−70%' },
      ].map((gauge) => (
        <Panel key={gauge.y} x={440} y={gauge.y} width={152} height={86}>
          <path d={gaugeArc(516, gauge.y + 62, 34, 1)} fill="none" stroke={WHITE} strokeOpacity="0.08" strokeWidth="8" strokeLinecap="round" />
          <path
            d={gaugeArc(516, gauge.y + 62, 34, gauge.share)}
            fill="none"
            stroke={`url(#${ids.line})`}
            strokeWidth="8"
            strokeLinecap="round"
          />
          <Label x={516} y={gauge.y + 62} size={15} anchor="middle">
            {gauge.value}
          </Label>
          <TextBar x={491} y={gauge.y + 72} width={50} height={5} opacity={0.16} />
        </Panel>
      ))}

      {/* Priced vehicles */}
      <Panel x={104} y={344} width={320} height={88}>
        {[0, 1, 2].map((row) => {
          const y = 356 + row * 24;
          return (
            <g key={row}>
              <rect x={118} y={y} width={18} height={18} rx={5} fill={palette.base} fillOpacity={0.28 - row * 0.06} />
              <path
                d={`M121 ${y + 12} l2 -4 h8 l3 4 v2 h-13 z`}
                fill="none"
                stroke={palette.soft}
                strokeOpacity="0.8"
                strokeWidth="1.2"
                strokeLinejoin="round"
              />
              <TextBar x={146} y={y + 3} width={[92, 74, 84][row] ?? 80} opacity={0.3} />
              <TextBar x={146} y={y + 12} width={[54, 62, 46][row] ?? 50} height={4} opacity={0.12} />
              <rect x={282} y={y + 6} width={64} height={5} rx={2.5} fill={WHITE} fillOpacity="0.08" />
              <rect x={282} y={y + 6} width={[56, 44, 38][row] ?? 40} height={5} rx={2.5} fill={palette.bright} fillOpacity="0.85" />
              <Label x={408} y={y + 13} size={11} anchor="end" opacity={0.85}>
                {['$18.4k', '$22.9k', '$15.1k'][row] ?? ''}
              </Label>
            </g>
          );
        })}
      </Panel>

      {/* Weekly gross */}
      <Panel x={440} y={344} width={152} height={88}>
        {bars.map((height, index) => (
          <rect
            key={index}
            x={456 + index * 18}
            y={418 - height * 0.72}
            width={10}
            height={height * 0.72}
            rx={3}
            fill={index >= bars.length - 2 ? `url(#${ids.bar})` : WHITE}
            fillOpacity={index >= bars.length - 2 ? 1 : 0.12}
          />
        ))}
      </Panel>
    </g>
  );
}

/* ---------- Bloxios: staking dashboard ---------- */

function StakingDashboard({ palette, ids }: { palette: Palette; ids: Ids }) {
  const cx = 164;
  const cy = 206;
  const rings = [
    { r: 88, share: 0.72, color: palette.bright },
    { r: 70, share: 0.54, color: palette.base },
    { r: 52, share: 0.38, color: palette.soft },
  ];
  const rewards = [22, 28, 26, 34, 38, 36, 44, 50, 48, 58, 64, 72];
  const cumulative = rewards.map((_, index) => rewards.slice(0, index + 1).reduce((sum, value) => sum + value, 0));
  const maxCumulative = cumulative[cumulative.length - 1] ?? 1;
  return (
    <g>
      {/* Token rings: value locked per chain */}
      <Panel x={48} y={92} width={232} height={240}>
        {rings.map((ring) => {
          const circumference = 2 * Math.PI * ring.r;
          return (
            <g key={ring.r}>
              <circle cx={cx} cy={cy} r={ring.r} fill="none" stroke={WHITE} strokeOpacity="0.06" strokeWidth="9" />
              <circle
                cx={cx}
                cy={cy}
                r={ring.r}
                fill="none"
                stroke={ring.color}
                strokeWidth="9"
                strokeLinecap="round"
                strokeDasharray={`${(circumference * ring.share).toFixed(1)} ${circumference.toFixed(1)}`}
                transform={`rotate(-90 ${cx} ${cy})`}
              />
            </g>
          );
        })}
        <circle cx={cx} cy={cy} r="38" fill={palette.base} fillOpacity="0.12" />
        {/* Padlock */}
        <path
          d={`M${cx - 6} ${cy - 12} v-5 a6 6 0 0 1 12 0 v5`}
          fill="none"
          stroke={palette.soft}
          strokeWidth="2.2"
          strokeLinecap="round"
        />
        <rect x={cx - 10} y={cy - 12} width={20} height={15} rx={4} fill={palette.soft} />
        <circle cx={cx} cy={cy - 5} r={2} fill={INK} />
        <Label x={cx} y={cy + 22} size={15} anchor="middle">
          $4.2M
        </Label>
        {/* Legend: three chains */}
        {rings.map((ring, index) => (
          <g key={ring.r}>
            <circle cx={72 + index * 70} cy={314} r={4} fill={ring.color} />
            <TextBar x={81 + index * 70} y={311} width={40} opacity={0.2} />
          </g>
        ))}
      </Panel>

      {/* Rewards chart */}
      <Panel x={296} y={92} width={296} height={240}>
        <TextBar x={314} y={110} width={84} opacity={0.22} />
        <Label x={313} y={146} size={26}>
          2,500+
        </Label>
        <rect x={420} y={128} width={60} height={20} rx={10} fill={palette.base} fillOpacity="0.18" />
        <path d="M430 141 l4 -5 l4 3 l6 -6" fill="none" stroke={palette.soft} strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        <rect x={450} y={135} width={22} height={5} rx={2.5} fill={palette.soft} fillOpacity="0.7" />
        {[200, 240, 280].map((y) => (
          <path key={y} d={`M314 ${y}H576`} stroke={WHITE} strokeOpacity="0.06" strokeDasharray="2 4" />
        ))}
        {rewards.map((value, index) => (
          <rect
            key={index}
            x={316 + index * 21.5}
            y={312 - value * 1.1}
            width={12}
            height={value * 1.1}
            rx={3}
            fill={index >= rewards.length - 3 ? `url(#${ids.bar})` : WHITE}
            fillOpacity={index >= rewards.length - 3 ? 1 : 0.13}
          />
        ))}
        <path
          d={points(cumulative.map((value, index) => [322 + index * 21.5, 300 - (value / maxCumulative) * 116] as const))}
          fill="none"
          stroke={palette.soft}
          strokeOpacity="0.85"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx={322 + 11 * 21.5} cy={184} r={9} fill={palette.bright} fillOpacity="0.22" />
        <circle cx={322 + 11 * 21.5} cy={184} r={4} fill={palette.soft} />
      </Panel>

      {/* Staking positions with lock-up progress */}
      <Panel x={48} y={344} width={544} height={88}>
        {[0, 1, 2].map((row) => {
          const y = 357 + row * 24;
          const progress = [0.82, 0.46, 1][row] ?? 0.5;
          return (
            <g key={row}>
              <path
                d={hexagon(74, y + 8, 9)}
                fill={palette.base}
                fillOpacity={0.3 - row * 0.07}
                stroke={palette.bright}
                strokeOpacity="0.7"
                strokeWidth="1.2"
              />
              <TextBar x={94} y={y + 2} width={[88, 72, 96][row] ?? 80} opacity={0.3} />
              <TextBar x={94} y={y + 11} width={[48, 58, 40][row] ?? 50} height={4} opacity={0.12} />
              <rect x={244} y={y + 6} width={220} height={5} rx={2.5} fill={WHITE} fillOpacity="0.08" />
              <rect x={244} y={y + 6} width={220 * progress} height={5} rx={2.5} fill={palette.bright} fillOpacity="0.9" />
              <rect
                x={490}
                y={y}
                width={84}
                height={17}
                rx={8.5}
                fill={row === 2 ? palette.base : WHITE}
                fillOpacity={row === 2 ? 0.22 : 0.05}
                stroke={row === 2 ? palette.bright : WHITE}
                strokeOpacity={row === 2 ? 0.5 : 0.1}
              />
              <rect x={510} y={y + 6} width={44} height={5} rx={2.5} fill={row === 2 ? palette.soft : WHITE} fillOpacity={row === 2 ? 0.8 : 0.25} />
            </g>
          );
        })}
      </Panel>
    </g>
  );
}

function hexagon(cx: number, cy: number, r: number): string {
  const corners = Array.from({ length: 6 }, (_, index) => {
    const angle = (Math.PI / 3) * index - Math.PI / 2;
    return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)] as const;
  });
  return `${corners.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x.toFixed(2)} ${y.toFixed(2)}`).join(' ')} Z`;
}

/* ---------- Vision Millennium: immersive video player ---------- */

function ImmersivePlayer({ palette, ids }: { palette: Palette; ids: Ids }) {
  const cx = 244;
  const cy = 214;
  const r = 100;
  const engagement = [30, 36, 34, 46, 52, 60, 72, 86];
  return (
    <g>
      <defs>
        <clipPath id={ids.clip}>
          <rect x="48" y="92" width="392" height="284" rx="14" />
        </clipPath>
      </defs>

      {/* The viewer: a 360° scene */}
      <rect x="48" y="92" width="392" height="284" rx="14" fill="#07080c" />
      <g clipPath={`url(#${ids.clip})`}>
        <rect x="48" y="92" width="392" height="284" fill={`url(#${ids.scene})`} />
        {[100, 74, 44, 14].map((rx) => (
          <ellipse key={rx} cx={cx} cy={cy} rx={rx} ry={r} fill="none" stroke={palette.soft} strokeOpacity="0.22" />
        ))}
        {[-70, -38, 0, 38, 70].map((dy) => {
          const rx = Math.sqrt(r * r - dy * dy);
          return (
            <ellipse
              key={dy}
              cx={cx}
              cy={cy + dy}
              rx={rx.toFixed(2)}
              ry={(rx * 0.2).toFixed(2)}
              fill="none"
              stroke={palette.soft}
              strokeOpacity={dy === 0 ? 0.45 : 0.2}
            />
          );
        })}
        <circle cx={cx} cy={cy} r={r} fill="none" stroke={palette.bright} strokeOpacity="0.55" strokeWidth="1.5" />
        {/* Floor glow */}
        <ellipse cx={cx} cy={352} rx={170} ry={22} fill={palette.base} fillOpacity="0.12" />
      </g>
      <rect x="48.5" y="92.5" width="391" height="283" rx="13.5" fill="none" stroke={WHITE} strokeOpacity="0.1" />

      {/* 360° badge */}
      <rect x="64" y="108" width="56" height="22" rx="11" fill={INK} fillOpacity="0.7" stroke={WHITE} strokeOpacity="0.14" />
      <circle cx="76" cy="119" r="3.5" fill={palette.bright} />
      <Label x={84} y={123} size={11}>
        360°
      </Label>

      {/* Shoppable hotspots with product tags */}
      {[
        { x: 198, y: 178, tagX: 82, tagY: 222, price: '$129' },
        { x: 300, y: 238, tagX: 326, tagY: 160, price: '$84' },
      ].map((spot) => (
        <g key={spot.x}>
          <path
            d={`M${spot.x} ${spot.y} L${spot.tagX + (spot.tagX < spot.x ? 104 : 0)} ${spot.tagY + 21}`}
            stroke={palette.soft}
            strokeOpacity="0.5"
            strokeDasharray="2 3"
          />
          <circle cx={spot.x} cy={spot.y} r={16} fill={palette.bright} fillOpacity="0.14" />
          <circle cx={spot.x} cy={spot.y} r={9} fill="none" stroke={palette.bright} strokeOpacity="0.8" strokeWidth="1.5" />
          <circle cx={spot.x} cy={spot.y} r={4} fill={palette.soft} />
          <rect x={spot.tagX} y={spot.tagY} width={104} height={42} rx={10} fill="#0f1218" fillOpacity="0.92" stroke={WHITE} strokeOpacity="0.14" />
          <rect x={spot.tagX + 8} y={spot.tagY + 8} width={26} height={26} rx={6} fill={palette.base} fillOpacity="0.3" />
          <TextBar x={spot.tagX + 42} y={spot.tagY + 11} width={44} height={5} opacity={0.35} />
          <Label x={spot.tagX + 42} y={spot.tagY + 32} size={11} fill={palette.soft}>
            {spot.price}
          </Label>
          <rect x={spot.tagX + 78} y={spot.tagY + 23} width={16} height={12} rx={4} fill={palette.base} fillOpacity="0.8" />
          <path
            d={`M${spot.tagX + 86} ${spot.tagY + 26} v6 M${spot.tagX + 83} ${spot.tagY + 29} h6`}
            stroke={INK}
            strokeWidth="1.4"
            strokeLinecap="round"
          />
        </g>
      ))}

      {/* Play control and timeline */}
      <rect x="60" y="332" width="368" height="32" rx="16" fill={INK} fillOpacity="0.72" stroke={WHITE} strokeOpacity="0.12" />
      <circle cx="76" cy="348" r="11" fill={palette.bright} />
      <path d="M72.5 342.5 L81.5 348 L72.5 353.5 Z" fill={INK} />
      <rect x="96" y="346" width="280" height="4" rx="2" fill={WHITE} fillOpacity="0.16" />
      <rect x="96" y="346" width="188" height="4" rx="2" fill={`url(#${ids.line})`} />
      {[132, 206, 262].map((x) => (
        <circle key={x} cx={x} cy={348} r={2} fill={INK} />
      ))}
      <circle cx="284" cy="348" r="6" fill={WHITE} />
      <Label x={416} y={352} size={11} anchor="end" opacity={0.8}>
        2:24
      </Label>

      {/* Engagement */}
      <Panel x={456} y={92} width={136} height={284}>
        <TextBar x={472} y={110} width={64} opacity={0.22} />
        <Label x={471} y={146} size={26}>
          +45%
        </Label>
        {[200, 250, 300].map((y) => (
          <path key={y} d={`M472 ${y}H576`} stroke={WHITE} strokeOpacity="0.06" strokeDasharray="2 4" />
        ))}
        {engagement.map((value, index) => (
          <rect
            key={index}
            x={473 + index * 13}
            y={350 - value * 1.6}
            width={8}
            height={value * 1.6}
            rx={3}
            fill={index >= engagement.length - 3 ? `url(#${ids.bar})` : WHITE}
            fillOpacity={index >= engagement.length - 3 ? 1 : 0.13}
          />
        ))}
        <TextBar x={472} y={360} width={44} height={4} opacity={0.14} />
      </Panel>

      {/* Scene chapters */}
      {[0, 1, 2, 3].map((index) => {
        const x = 48 + index * 140;
        const active = index === 1;
        return (
          <g key={index}>
            <rect
              x={x + 0.5}
              y={388.5}
              width={131}
              height={43}
              rx={10}
              fill={active ? palette.base : WHITE}
              fillOpacity={active ? 0.16 : 0.035}
              stroke={active ? palette.bright : WHITE}
              strokeOpacity={active ? 0.6 : 0.08}
            />
            <ellipse cx={x + 26} cy={410} rx={12} ry={12} fill="none" stroke={active ? palette.soft : WHITE} strokeOpacity={active ? 0.7 : 0.22} />
            <ellipse cx={x + 26} cy={410} rx={12} ry={3} fill="none" stroke={active ? palette.soft : WHITE} strokeOpacity={active ? 0.7 : 0.22} />
            <TextBar x={x + 48} y={402} width={58} height={5} opacity={active ? 0.4 : 0.2} />
            <TextBar x={x + 48} y={413} width={36} height={4} opacity={0.1} />
          </g>
        );
      })}
    </g>
  );
}
