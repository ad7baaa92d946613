/**
 * The site writes headings, labels, buttons and page titles in sentence case (docs/voice.md, docs/design.md); Title Case
 * only where SPEC sets the text verbatim, and for names (content/shared/proper-nouns.ts). content/copy-style.test.ts,
 * e2e/seo.spec.ts and e2e/voice.spec.ts use this.
 */
import { NAME_PHRASES, PROPER_NOUNS as NAMED_WORDS, SPEC_TEXTS } from './proper-nouns';

export { SPEC_TEXTS };

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

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The capitalised words of a heading, button or link that sentence case would write in lower case: after the first
 * word of each sentence (or of the part after a colon), neither a listed name nor shaped like one (AI, SaaS, iOS).
 * The phrases SPEC sets and the names given (roles, services, people) stand in as one lower-case word.
 */
export function capitalisedWords(text: string, names: Iterable<string> = []): string[] {
  let rest = ` ${text} `;
  const phrases = [...SPEC_TEXTS, ...NAME_PHRASES, ...names].filter(Boolean).sort((a, b) => b.length - a.length);
  for (const phrase of phrases) rest = rest.replace(new RegExp(`(^|[^\\w])${escape(phrase)}(?=$|[^\\w])`, 'g'), '$1name');
  return rest
    .split(/[:.?!()·]|\s[–—-]\s/)
    .flatMap((part) => (part.match(/[A-Za-z][\w'’-]*/g) ?? []).slice(1))
    .filter((word) => /^[A-Z][a-z][a-z'’-]*$/.test(word) && !NAMED_WORDS.has(word) && !PROPER_NOUNS.has(word) && !SMALL.has(word.toLowerCase()));
}

/**
 * A heading, button or link in Title Case: three or more capitalised words that are not names, or fewer (down to one,
 * as in the two-word labels 'Read More' and 'Get Started') with every other word after the first of a sentence or part
 * capitalised too ('No App Required'). Names (PROPER_NOUNS, NAME_PHRASES, the names given) and SPEC's texts never count.
 */
export function readsAsTitleCase(text: string, names: Iterable<string> = []): boolean {
  if (text === text.toUpperCase()) return false;
  const given = [...names];
  const capitalised = capitalisedWords(text, given);
  if (capitalised.length >= 3) return true;
  return capitalised.length >= 1 && text.split(/[:.?!()·]|\s[–—-]\s/).some((part) => isTitleCase(part.trim()) && capitalisedWords(part, given).length > 0);
}
