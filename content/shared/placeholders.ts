/**
 * Figures and names inside file-based text: a file writes `{{key}}` where the text quotes a value the site keeps
 * elsewhere (a company figure, a retention period, a person's name), and the read function fills it in at load,
 * so the number or name keeps one source of truth. An unknown key is refused by the collection's schema.
 */
export type PlaceholderValues = Readonly<Record<string, string | number>>;

/** Where file-based text may quote site values: the hint shown under such fields in the editor. */
export const placeholderHint = 'You may write a site value as {{key}}, e.g. {{site.name}} or {{retention.months}}: it is filled in when the page is built (keys: content/text-values.ts)';

const PLACEHOLDER = /\{\{\s*([a-zA-Z][\w.-]*)\s*\}\}/g;

/** The keys a text uses, in order. */
export function placeholderKeys(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}

/** The keys a text uses that the table does not know (empty when the text is fine). */
export function unknownPlaceholders(text: string, values: PlaceholderValues): string[] {
  return placeholderKeys(text).filter((key) => !Object.hasOwn(values, key));
}

/** The text with every `{{key}}` replaced by its value; throws on an unknown key (the schema refuses those first). */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (_whole, key: string) => {
    if (!Object.hasOwn(values, key)) throw new Error(`unknown placeholder {{${key}}}`);
    return String(values[key]);
  });
}

/** Every string inside a value (objects and arrays walked) with its placeholders filled. */
export function fillAll<T>(value: T, values: PlaceholderValues): T {
  if (typeof value === 'string') return fillPlaceholders(value, values) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillAll(item, values)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillAll(item, values)])) as T;
  }
  return value;
}
