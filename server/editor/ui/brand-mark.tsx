import { brandColors, brandMark } from '@/lib/brand';

/** The site's monogram in the editor's header, in the accent that reads on the editor's light or dark theme. */
export function EditorBrandMark({ colorScheme }: { colorScheme: 'light' | 'dark' }) {
  const { size, radius, bars, barWidth, dot } = brandMark;
  return (
    <svg aria-hidden width={24} height={24} viewBox={`0 0 ${size} ${size}`}>
      <rect width={size} height={size} rx={radius} fill={colorScheme === 'dark' ? brandColors.accentOnDark : brandColors.accent} />
      <path d={bars} stroke={colorScheme === 'dark' ? brandColors.ink : '#fff'} strokeWidth={barWidth} strokeLinecap="round" />
      <circle {...dot} fill={colorScheme === 'dark' ? brandColors.ink : '#fff'} />
    </svg>
  );
}
