import { readFileSync } from 'node:fs';
import path from 'node:path';
import satori from 'satori';
import sharp from 'sharp';
import { sectionOf } from '@/content/site-map/navigation';
import { pageAt } from '@/content/site-map/routes';
import { site } from '@/content/site';
import { brandColors } from '@/lib/brand';
import { OG_IMAGE_SIZE } from '@/lib/og';

/**
 * A page's share image (lib/og.ts names the file): 1200x630, its section and title over the brand's dark surface,
 * as a PNG. Undefined for a path that is no page of the route registry.
 */
/** Geist's Medium and SemiBold cuts (OFL-1.1, app/fonts/Geist-LICENSE.txt), from the `geist` package 1.7.2: satori reads TTF, not the pages' WOFF2. */
const fontDir = path.join(process.cwd(), 'app', 'fonts');
const font = (file: string) => readFileSync(path.join(fontDir, file));
const icon = `data:image/svg+xml;base64,${readFileSync(path.join(process.cwd(), 'public', 'icon.svg')).toString('base64')}`;

const colours = { ink: brandColors.ink, line: brandColors.inkLine, onDark: brandColors.onDark, muted: brandColors.onDarkMuted, accent: brandColors.accent, accentOnDark: brandColors.accentOnDark };

export async function shareImagePng(pagePath: string): Promise<ArrayBuffer | undefined> {
  const page = pageAt(pagePath);
  if (!page) return undefined;

  const home = pagePath === '/';
  const title = home ? site.tagline : page.title;
  const section = home ? 'Custom software, web, mobile, AI, XR and Web3' : (sectionOf(pagePath) ?? site.name);
  const host = new URL(site.url).host;

  const svg = await satori(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '72px 80px',
          backgroundColor: colours.ink,
          backgroundImage:
            'radial-gradient(circle at 88% 8%, rgba(67, 83, 255, 0.55) 0%, rgba(67, 83, 255, 0) 48%), radial-gradient(circle at 8% 110%, rgba(45, 212, 191, 0.18) 0%, rgba(45, 212, 191, 0) 42%)',
          color: colours.onDark,
          fontFamily: 'Geist',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
          <img src={icon} width={56} height={56} alt="" />
          <span style={{ fontSize: 34, fontWeight: 600, letterSpacing: '-0.02em' }}>{site.name}</span>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <span style={{ fontSize: 26, fontWeight: 500, letterSpacing: '0.14em', textTransform: 'uppercase', color: colours.accentOnDark }}>
            {section}
          </span>
          <span
            style={{
              marginTop: 22,
              fontSize: title.length > 56 ? 60 : title.length > 28 ? 76 : 92,
              fontWeight: 600,
              lineHeight: 1.04,
              letterSpacing: '-0.035em',
              maxWidth: 1000,
            }}
          >
            {title}
          </span>
        </div>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            borderTop: `1px solid ${colours.line}`,
            paddingTop: 28,
            fontSize: 24,
            color: colours.muted,
          }}
        >
          <span>{host}</span>
          <span style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            <span style={{ width: 12, height: 12, borderRadius: 6, backgroundColor: colours.accent }} />
            {`${site.address.city}, ${site.address.regionName}`}
          </span>
        </div>
      </div>
    ),
    {
      ...OG_IMAGE_SIZE,
      fonts: [
        { name: 'Geist', data: font('Geist-Medium.ttf'), weight: 500, style: 'normal' },
        { name: 'Geist', data: font('Geist-SemiBold.ttf'), weight: 600, style: 'normal' },
      ],
    },
  );
  // satori draws the card as SVG (text as paths, so no font is needed after it); sharp rasterises it.
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength) as ArrayBuffer;
}
