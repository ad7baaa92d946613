/**
 * What a visitor reads of an exported page (e2e/voice.spec.ts): the text of the body and the title, the attributes a
 * browser shows or reads aloud (alt, title, aria-label, placeholder, the meta description and Open Graph / Twitter
 * texts) and the structured data's strings. Scripts, styles and templates are left out. Text nodes are joined with
 * spaces, so two blocks never run into one word.
 */
const ATTRIBUTES = ['alt', 'title', 'aria-label', 'placeholder'];
const META = 'meta[name="description"], meta[property="og:title"], meta[property="og:description"], meta[property="og:image:alt"], meta[name="twitter:title"], meta[name="twitter:description"], meta[name="twitter:image:alt"]';

/** The strings of a JSON-LD value (its texts, not its keys or URLs). */
function jsonStrings(value: unknown): string[] {
  if (typeof value === 'string') return /^(https?:|\/)/.test(value) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(jsonStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(jsonStrings);
  return [];
}

/** The text of an element as read: its text nodes joined with spaces (no script, style or template inside). */
export function textOf(element: Element): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) parts.push(node.nodeValue ?? '');
    else if (node.nodeType === 1 && !['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes((node as Element).tagName)) node.childNodes.forEach(walk);
  };
  walk(element);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** Every visible string of a page: body text, title, shown attributes, meta texts and JSON-LD strings. */
export function visibleStrings(document: Document): string[] {
  const strings = [document.title, document.body ? textOf(document.body) : ''];
  for (const element of document.querySelectorAll(ATTRIBUTES.map((name) => `[${name}]`).join(', '))) {
    if (element.tagName === 'STYLE' || element.tagName === 'LINK') continue;
    for (const name of ATTRIBUTES) strings.push(element.getAttribute(name) ?? '');
  }
  for (const meta of document.querySelectorAll(META)) strings.push(meta.getAttribute('content') ?? '');
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      strings.push(...jsonStrings(JSON.parse(script.textContent ?? '')));
    } catch {
      strings.push(script.textContent ?? '');
    }
  }
  return strings.filter(Boolean);
}

/**
 * The headings (h1-h3), buttons and links of a page, as read (an aria-label names an icon button or link). A link
 * around a card (a heading and a paragraph) is left out: its heading is read as a heading.
 */
export function headingsAndControls(document: Document): { tag: string; text: string }[] {
  return [...document.querySelectorAll('h1, h2, h3, button, a[href], [role="button"]')]
    .filter((element) => element.matches('h1, h2, h3') || !element.querySelector('h1, h2, h3, h4, h5, h6, p'))
    .map((element) => ({ tag: element.tagName.toLowerCase(), text: textOf(element) || element.getAttribute('aria-label') || '' }))
    .filter(({ text }) => text !== '');
}
