import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_SHELL, type SiteShell } from '@/server/pages/site-shell';
import { HtmlShapeError, applyEdits, attribute, elementsByTag, elementsOf, escapeAttribute, hasToken, parseHtml, sourceRange, theElement, type Edit, type HtmlElement } from '@/lib/html';

/**
 * The shell of the pages the server renders (server/pages/site-page.ts), taken at build from the page Astro draws
 * for it (app/pages/server-frame.astro: the site's layout around an empty <main>): the stylesheet and font
 * preloads of its <head>, everything of its <body> before <main> (skip link, header) and after it (footer, chat),
 * with every script removed. The header works without scripts (its menus open by CSS, the phone menu is a native
 * popover), so the shell is the site's header as a visitor without JavaScript sees it.
 */

/** The export's file of app/pages/server-frame.astro: read into the shell, then deleted (it is no page of the site). */
export const FRAME_PAGE = 'server-frame.html';

/** Elements of the body that only scripts bring to life, dropped from the shell with their content. */
const SCRIPTED_TAGS = new Set(['script', 'noscript', 'template']);

/** The source of `[start, end)` without the scripted elements inside it. */
function withoutScripts(html: string, start: number, end: number, inside: HtmlElement[]): string {
  const edits: Edit[] = [];
  let covered = -1;
  for (const element of inside) {
    if (!SCRIPTED_TAGS.has(element.tagName) || !element.sourceCodeLocation) continue;
    const range = sourceRange(element);
    if (range.start < start || range.end > end || range.start < covered) continue;
    edits.push({ start: range.start - start, end: range.end - start, text: '' });
    covered = range.end;
  }
  return applyEdits(html.slice(start, end), edits).trim();
}

/** Cuts the shell out of an exported page. Throws (naming what is missing) if the page lacks the parts. */
export function extractSiteShell(html: string): SiteShell {
  const document = parseHtml(html);
  const root = theElement(document, 'html', 'the page');
  const head = theElement(document, 'head', 'the stylesheet lives there');
  const body = theElement(document, 'body', 'the header and footer live there');
  const main = theElement(body, 'main', 'the shell is cut around it');

  const stylesheets = elementsByTag(head, 'link').filter((link) => hasToken(link, 'rel', 'stylesheet') && /^\/_astro\/.+\.css$/.test(attribute(link, 'href') ?? ''));
  if (stylesheets.length === 0) throw new HtmlShapeError('no <link rel="stylesheet" href="/_astro/….css"> in <head> for the server-rendered pages');
  // The stylesheet as a link (cached for a year under its hashed name); fonts preloaded as the pages do.
  const links = [
    ...elementsByTag(head, 'link').filter((link) => hasToken(link, 'rel', 'preload') && attribute(link, 'as') === 'font'),
    ...stylesheets,
  ].map((link) => `<link${link.attrs.filter((attr) => attr.name !== 'disabled' && attr.name !== 'type' && attr.name !== 'data-precedence').map((attr) => ` ${attr.name}="${escapeAttribute(attr.value)}"`).join('')}>`);
  const themeColor = elementsByTag(head, 'meta').find((meta) => attribute(meta, 'name') === 'theme-color');
  const icons = elementsByTag(head, 'link').filter((link) => hasToken(link, 'rel', 'icon') || hasToken(link, 'rel', 'apple-touch-icon'));
  const extras = [themeColor, ...icons].filter((element): element is HtmlElement => Boolean(element)).map((element) => html.slice(sourceRange(element).start, sourceRange(element).end));

  const bodyStart = body.sourceCodeLocation?.startTag?.endOffset;
  const bodyEnd = body.sourceCodeLocation?.endTag?.startOffset;
  if (bodyStart === undefined || bodyEnd === undefined) throw new HtmlShapeError('<body> has no written start or end tag');
  const mainRange = sourceRange(main);
  const everything = [...elementsOf(body)];
  const before = withoutScripts(html, bodyStart, mainRange.start, everything);
  const after = withoutScripts(html, mainRange.end, bodyEnd, everything);
  if (!/<header[\s>]/.test(before)) throw new HtmlShapeError('no <header> before <main>: the shell would have no site header');
  if (!/<footer[\s>]/.test(after)) throw new HtmlShapeError('no <footer> after <main>: the shell would have no site footer');

  return {
    version: 1,
    lang: attribute(root, 'lang') ?? 'en',
    htmlClass: attribute(root, 'class') ?? '',
    bodyClass: attribute(body, 'class') ?? '',
    mainAttributes: main.attrs.map((attr) => ({ name: attr.name, value: attr.value })),
    head: [...extras, ...links].join(''),
    before,
    after,
  };
}

/** The postbuild's step: the shell from the frame page, written beside the serving manifest; the page goes. Errors name the page. */
export function writeSiteShell(root: string, file = FRAME_PAGE): SiteShell {
  let shell: SiteShell;
  try {
    shell = extractSiteShell(readFileSync(path.join(root, file), 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  writeFileSync(path.join(root, SITE_SHELL), JSON.stringify(shell));
  rmSync(path.join(root, file));
  return shell;
}
