import { createHash } from 'node:crypto';
import { attribute, elementsByTag, hasAttribute, parseHtml, textOf } from '@/lib/html';

/** Script types a browser executes (the data blocks, JSON-LD and JSON, are never run, so CSP does not apply to them). */
const EXECUTED_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * CSP hashes ('sha256-…') of every inline <script> in an HTML document, computed by the postbuild from
 * each page's final HTML into the serving manifest. The page is parsed as a browser parses it, so the
 * hashed text is exactly the script text the browser checks.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const script of elementsByTag(parseHtml(html), 'script')) {
    const body = textOf(script);
    if (hasAttribute(script, 'src') || body.length === 0) continue;
    if (!EXECUTED_TYPES.has((attribute(script, 'type') ?? '').trim().toLowerCase())) continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}
