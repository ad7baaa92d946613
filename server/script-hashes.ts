import { createHash } from 'node:crypto';

/** CSP hashes ('sha256-…') of every inline <script> in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc=/.test(attributes) || body.length === 0) continue;
    // Data blocks (JSON-LD, JSON) are never executed, so CSP does not apply to them.
    const type = /\btype="([^"]*)"/.exec(attributes)?.[1];
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}
