/**
 * The sentences of eight words or more in a content value (any nesting), for tests that keep
 * copy from being pasted from one page to another.
 */
export function longSentences(value: unknown): string[] {
  return JSON.stringify(value)
    .split(/"(?:[a-zA-Z]+)":/)
    .flatMap((text) => text.split(/(?<=[.!?])\s+/))
    .map((text) => text.replace(/[",{}[\]]/g, '').trim())
    .filter((text) => text.split(' ').length >= 8);
}

/** The first sentence found in two different named values, or undefined. */
export function firstSharedSentence(values: Iterable<[string, unknown]>): { sentence: string; in: [string, string] } | undefined {
  const seen = new Map<string, string>();
  for (const [name, value] of values) {
    for (const sentence of longSentences(value)) {
      const other = seen.get(sentence);
      if (other !== undefined && other !== name) return { sentence, in: [other, name] };
      seen.set(sentence, name);
    }
  }
  return undefined;
}
