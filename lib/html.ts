import { parse, type DefaultTreeAdapterTypes } from 'parse5';

/**
 * Reading and editing the exported HTML with a real parser (parse5, the WHATWG parsing algorithm: the tree a
 * browser builds). The parser finds the elements; edits are splices at the source offsets it reports, so
 * everything the postbuild does not mean to change stays byte for byte as Astro wrote it (no re-serialisation,
 * no reformatting that could disturb hydration or the CSP hashes).
 */
export type HtmlElement = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** A page does not have the shape a step relies on (an element it must find is missing). */
export class HtmlShapeError extends Error {
  override name = 'HtmlShapeError';
}

export function parseHtml(html: string): DefaultTreeAdapterTypes.Document {
  return parse(html, { sourceCodeLocationInfo: true });
}

const isElement = (node: DefaultTreeAdapterTypes.ChildNode): node is HtmlElement => 'tagName' in node;

/** Every element under `node` in document order, template contents included. */
export function* elementsOf(node: ParentNode): Generator<HtmlElement> {
  for (const child of node.childNodes) {
    if (!isElement(child)) continue;
    yield child;
    yield* elementsOf(child);
    if (child.tagName === 'template') yield* elementsOf((child as DefaultTreeAdapterTypes.Template).content);
  }
}

/** Elements of a tag name (HTML namespace or not: an inline SVG's <script> is a script too). */
export function elementsByTag(node: ParentNode, tagName: string): HtmlElement[] {
  return [...elementsOf(node)].filter((element) => element.tagName === tagName);
}

/** The one element of a tag name: the document's <head> or <body>. Throws if the source has none. */
export function theElement(node: ParentNode, tagName: string, what: string): HtmlElement {
  const found = elementsByTag(node, tagName).filter((element) => element.sourceCodeLocation);
  if (found.length !== 1 || !found[0]) throw new HtmlShapeError(`expected one <${tagName}> in the page's source (${what}), found ${found.length}`);
  return found[0];
}

export function attribute(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

export const hasAttribute = (element: HtmlElement, name: string) => element.attrs.some((attr) => attr.name === name);

/** Whether a space-separated attribute (rel) holds a token, as browsers compare it (ASCII case-insensitive). */
export function hasToken(element: HtmlElement, name: string, token: string): boolean {
  return (attribute(element, name) ?? '').toLowerCase().split(/[\t\n\f\r ]+/).includes(token);
}

/** The text of an element's children (a script's or style's source). */
export function textOf(element: HtmlElement): string {
  return element.childNodes.map((child) => ('value' in child && child.nodeName === '#text' ? child.value : '')).join('');
}

/** An attribute value for a double-quoted attribute, escaped as the HTML serialiser does. */
export const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/\u00a0/g, '&nbsp;');

/** Source offsets of a whole element, start tag to end tag (or the start tag alone for a void element). */
export function sourceRange(element: HtmlElement): { start: number; end: number } {
  const location = element.sourceCodeLocation;
  if (!location) throw new HtmlShapeError(`<${element.tagName}> was implied by the parser, not written in the page`);
  return { start: location.startOffset, end: location.endOffset };
}

/** Source offsets of one attribute of an element, name to closing quote. */
export function attributeRange(element: HtmlElement, name: string): { start: number; end: number } {
  const location = element.sourceCodeLocation?.attrs?.[name];
  if (!location) throw new HtmlShapeError(`<${element.tagName}> has no ${name} attribute written in the page`);
  return { start: location.startOffset, end: location.endOffset };
}

/** Where an element's end tag begins (to insert before `</body>`): it must be written in the source. */
export function endTagOffset(element: HtmlElement): number {
  const endTag = element.sourceCodeLocation?.endTag;
  if (!endTag) throw new HtmlShapeError(`</${element.tagName}> is missing from the page`);
  return endTag.startOffset;
}

export interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Applies splices to the source; edits must not overlap (two steps claiming one element is a bug). */
export function applyEdits(html: string, edits: readonly Edit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  let out = '';
  let at = 0;
  for (const edit of sorted) {
    if (edit.start < at || edit.end < edit.start) throw new Error(`overlapping HTML edits at offset ${edit.start}`);
    out += html.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + html.slice(at);
}
