/**
 * The site writes headings, labels, buttons and page titles in sentence case (docs/design.md); Title Case only
 * where SPEC sets the text verbatim, and for names. content/copy-style.test.ts and e2e/seo.spec.ts use this.
 */
/** Proper nouns that may follow the first word in sentence case. */
export const PROPER_NOUNS = new Set(['Northstack', 'GitHub', 'LinkedIn', 'Launch', 'Scale', 'Transform', 'AI', 'ML', 'Web3', 'XR', 'VR', 'AR', 'NFT', 'DevOps', 'iOS', 'Android', 'React', 'Baltimore', 'Maryland', 'ET']);
const SMALL = new Set(['of', 'and', 'to', 'for', 'with', 'the', 'a', 'an', 'in', 'on', 'at', 'by', 'or', 'from', 'as', 'is', 'vs']);

/** Title Case: every word after the first that is neither small nor a proper noun starts upper case. */
export function isTitleCase(text: string): boolean {
  if (text === text.toUpperCase()) return false; // an uppercase eyebrow ('JOIN OUR TEAM') is SPEC's style
  const words = text.match(/[A-Za-z][\w/'’-]*/g) ?? [];
  const rest = words.slice(1).filter((word) => !SMALL.has(word.toLowerCase()) && !PROPER_NOUNS.has(word));
  return rest.length > 0 && rest.every((word) => /^[A-Z]/.test(word));
}
