import type { APIRoute, GetStaticPaths } from 'astro';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { brandFileHref, brandFileSvg, brandNames } from '@/components/layout/social-icon';
import { iconFileHref, iconGlyph } from '@/components/ui/icon';
import { navigation } from '@/content/site-map/navigation';

/**
 * The glyphs pages draw from files (GlyphFile in components/ui/icon.tsx), written at build into /glyphs/: the header
 * menus' group icons, as Icon draws them, and the footer's brand marks. Black on transparent: the mask takes the
 * shape, the element its color.
 */
const fileName = (href: string) => href.replace(/^\/glyphs\//, '').replace(/\.svg$/, '');

export const getStaticPaths = (() => [
  ...[...new Set(navigation.flatMap((section) => section.groups.map((group) => group.icon)))].map((icon) => ({
    params: { name: fileName(iconFileHref(icon)) },
    props: { svg: renderToStaticMarkup(createElement(iconGlyph(icon), { strokeWidth: 1.75 })) },
  })),
  ...brandNames.map((brand) => ({ params: { name: fileName(brandFileHref(brand)) }, props: { svg: brandFileSvg(brand) } })),
]) satisfies GetStaticPaths;

export const GET: APIRoute<{ svg: string }> = ({ props }) => new Response(props.svg, { headers: { 'Content-Type': 'image/svg+xml' } });
