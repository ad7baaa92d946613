/** Reading speed used for every article: a careful reader of technical prose. */
export const WORDS_PER_MINUTE = 200;

/** The words of a Markdown text: prose and code alike, without the Markdown punctuation. */
export function countWords(markdown: string): number {
  return markdown.match(/[\p{L}\p{N}][\p{L}\p{N}'’._-]*/gu)?.length ?? 0;
}

/** '8 min read': whole minutes, rounded up, at least one. */
export function readTime(markdown: string): string {
  return `${Math.max(1, Math.ceil(countWords(markdown) / WORDS_PER_MINUTE))} min read`;
}
