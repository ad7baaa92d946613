/**
 * The sentences of eight words or more in a content value (any nesting), for tests that keep
 * copy from being pasted from one page to another.
 */
export function longSentences(value: unknown): string[] {
  return JSON.stringify(value)
    .split(/"(?:[a-zA-Z]+)":/)
    .flatMap((text) => text.split(/(?<=[.!?])\s+/))
    .map(bareSentence)
    .filter((text) => text.split(' ').length >= 8);
}

/** A sentence as `longSentences` compares it: without the JSON's quotes and brackets, and without commas. */
const bareSentence = (text: string) => text.replace(/[",{}[\]]/g, '').trim();

/**
 * The first sentence found in two different named values, or undefined. `readFromOneSource` are
 * sentences that may repeat because every page reads them from one module (the fact sheet's labels).
 */
export function firstSharedSentence(values: Iterable<[string, unknown]>, readFromOneSource: Iterable<string> = []): { sentence: string; in: [string, string] } | undefined {
  const seen = new Map<string, string>();
  const allowed = new Set([...readFromOneSource].map(bareSentence));
  for (const [name, value] of values) {
    for (const sentence of longSentences(value)) {
      if (allowed.has(sentence)) continue;
      const other = seen.get(sentence);
      if (other !== undefined && other !== name) return { sentence, in: [other, name] };
      seen.set(sentence, name);
    }
  }
  return undefined;
}
