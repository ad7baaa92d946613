import { Mail } from 'lucide-react';
import { GlyphFile } from '@/components/ui/icon';
import type { site } from '@/content/site';

type SocialIconName = (typeof site.social)[number]['icon'];

/** Brand marks are not in lucide; these are simplified single-path monochrome glyphs. */
const paths: Record<Exclude<SocialIconName, 'mail'>, string> = {
  linkedin:
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4v11H3v-11Zm6.5 0h3.83v1.5h.05c.53-1 1.84-2.05 3.79-2.05 4.05 0 4.8 2.67 4.8 6.13v6.17h-4v-5.47c0-1.3-.02-2.98-1.82-2.98-1.82 0-2.1 1.42-2.1 2.89v5.56h-4v-11Z',
  github:
    'M12 2a10 10 0 0 0-3.16 19.49c.5.09.68-.22.68-.48v-1.7c-2.78.6-3.37-1.34-3.37-1.34-.46-1.16-1.11-1.47-1.11-1.47-.9-.62.07-.6.07-.6 1 .07 1.53 1.03 1.53 1.03.9 1.52 2.34 1.08 2.91.83.09-.65.35-1.09.63-1.34-2.22-.25-4.55-1.11-4.55-4.94 0-1.09.39-1.98 1.03-2.68-.1-.25-.45-1.27.1-2.64 0 0 .84-.27 2.75 1.02a9.5 9.5 0 0 1 5 0c1.91-1.29 2.75-1.02 2.75-1.02.55 1.37.2 2.39.1 2.64.64.7 1.03 1.59 1.03 2.68 0 3.84-2.34 4.69-4.57 4.93.36.31.68.92.68 1.85v2.75c0 .27.18.58.69.48A10 10 0 0 0 12 2Z',
  x: 'M17.53 3h3.07l-6.7 7.66L21.8 21h-6.17l-4.83-6.32L5.27 21H2.2l7.17-8.2L1.8 3h6.33l4.37 5.77L17.53 3Zm-1.08 16.17h1.7L7.24 4.74H5.42l11.03 14.43Z',
  dribbble:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.6 4.62a8.45 8.45 0 0 1 1.9 5.24c-.28-.06-3.07-.62-5.87-.27-.23-.56-.44-1.06-.72-1.62 3.1-1.27 4.52-3.08 4.69-3.35ZM12 3.52c2.13 0 4.08.8 5.57 2.1-.15.22-1.42 1.92-4.41 3.04a45.4 45.4 0 0 0-3.15-4.92c.63-.15 1.3-.22 1.99-.22Zm-3.58.8a53.7 53.7 0 0 1 3.13 4.87c-3.95 1.05-7.43 1.03-7.8 1.03a8.5 8.5 0 0 1 4.67-5.9ZM3.5 12.01v-.26c.36.01 4.46.06 8.69-1.2.24.47.47.95.68 1.43l-.33.1c-4.37 1.41-6.7 5.26-6.89 5.59A8.45 8.45 0 0 1 3.5 12Zm8.5 8.5a8.45 8.45 0 0 1-5.2-1.79c.15-.31 1.87-3.63 6.66-5.3l.06-.02a35.3 35.3 0 0 1 1.8 6.42 8.4 8.4 0 0 1-3.32.69Zm4.74-1.45a36.6 36.6 0 0 0-1.64-6c2.63-.42 4.93.27 5.22.36a8.5 8.5 0 0 1-3.58 5.64Z',
};

type BrandName = Exclude<SocialIconName, 'mail'>;

/** The brand marks' names, for their files. */
export const brandNames = Object.keys(paths) as BrandName[];

/** Where a brand mark's file is served (app/pages/glyphs/[name].svg.ts writes it at build). */
export const brandFileHref = (name: BrandName) => `/glyphs/brand-${name}.svg`;

/** A brand mark as a file of its own, black on transparent (GlyphFile's mask takes its shape). */
export const brandFileSvg = (name: BrandName) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${paths[name]}"/></svg>`;

/** A profile's mark, drawn from its file (the footer's row is drawn on approach, so the files load then). */
export function SocialIcon({ name, className }: { name: SocialIconName; className?: string }) {
  if (name === 'mail') return <Mail aria-hidden className={className} strokeWidth={1.75} />;
  return <GlyphFile href={brandFileHref(name)} className={className} />;
}
