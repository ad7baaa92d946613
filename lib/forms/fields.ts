import * as z from 'zod/mini';
import { qualificationOptions, type qualificationFields } from './qualification';

/**
 * Field builders shared by every form schema (careers, talent pool, newsletter, chat). Each
 * schema is used twice: by the browser form (react-hook-form + zodResolver) and by the API,
 * which is authoritative. Text is made well-formed (a lone UTF-16 surrogate, which only a JSON
 * `\ud800` escape can carry, becomes U+FFFD as in any UTF-8 decoder), then trimmed, and control
 * characters are removed before the length rules run, so a NUL, an escape sequence or a bidi
 * override never reaches storage, a mail or a terminal.
 */

/** C0 controls (tab and newline excepted), DEL, C1 controls, and the Unicode bidi overrides. */
const CONTROL_EXCEPT_WHITESPACE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
const LINE_BREAKS = /[\t\n\r]+/g;
/** In unicode mode a surrogate pair is one code point outside this range: only lone halves match. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/gu;

/**
 * Replaces lone surrogates with U+FFFD and removes control characters; single-line text also loses
 * tabs and line breaks (turned into spaces).
 */
export function cleanText(value: string, multiline: boolean): string {
  const stripped = value.replace(LONE_SURROGATE, '\uFFFD').replace(CONTROL_EXCEPT_WHITESPACE, '');
  return multiline ? stripped.replace(/\r\n?/g, '\n') : stripped.replace(LINE_BREAKS, ' ');
}

interface TextRules {
  /** The field's name in messages, lower case: 'your first name'. */
  label: string;
  max: number;
  min?: number;
  multiline?: boolean;
  /** A form's own wording, where the messages built from the label do not read well. */
  messages?: { missing?: string; tooShort?: string; tooLong?: string };
}

/** A required text field. */
export function requiredText({ label, max, min = 1, multiline = false, messages = {} }: TextRules) {
  const missing = messages.missing ?? `Please enter ${label}.`;
  return z
    .string({ error: missing })
    .check(
      z.overwrite((value) => cleanText(value, multiline)),
      z.trim(),
      z.minLength(1, missing),
      z.minLength(min, messages.tooShort ?? `Please write at least ${min} characters for ${label}.`),
      z.maxLength(max, messages.tooLong ?? `Please keep ${label} under ${max} characters.`),
    );
}

/** An optional text field: absent or blank is fine. */
export function optionalText({ label, max, multiline = false, messages = {} }: Omit<TextRules, 'min' | 'messages'> & { messages?: { tooLong?: string } }) {
  return z.optional(
    z
      .string({ error: `Please enter ${label} as text.` })
      .check(
        z.overwrite((value) => cleanText(value, multiline)),
        z.trim(),
        z.maxLength(max, messages.tooLong ?? `Please keep ${label} under ${max} characters.`),
      ),
  );
}

export const EMAIL_MAX = 254;

/** A required email address, trimmed; `normalise` also lower-cases it (newsletter). */
export function emailAddress({ normalise = false }: { normalise?: boolean } = {}) {
  return z.pipe(
    z
      .string({ error: 'Please enter your email address.' })
      .check(
        z.overwrite((value) => cleanText(value, false)),
        z.trim(),
        ...(normalise ? [z.toLowerCase()] : []),
        z.minLength(1, 'Please enter your email address.'),
        z.maxLength(EMAIL_MAX, `An email address has at most ${EMAIL_MAX} characters.`),
      ),
    z.email('Please enter a valid email address, like name@company.com.'),
  );
}

/** An optional phone number: digits, spaces and + ( ) - . only. */
export function optionalPhone() {
  return z.optional(
    z
      .string({ error: 'Please enter your phone number as text.' })
      .check(
        z.overwrite((value) => cleanText(value, false)),
        z.trim(),
        z.maxLength(32, 'A phone number has at most 32 characters.'),
        z.regex(/^$|^\+?[\d\s().-]{6,32}$/, 'Please enter a phone number with digits, like +1 410 555 0134.'),
      ),
  );
}

/** A required choice from a fixed list of values. */
export function choice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, { error: message });
}

/** An optional choice from a fixed list: absent or '' (nothing chosen) is fine, anything else must be listed. */
export function optionalChoice(options: readonly { value: string }[], message: string) {
  return z.optional(z.enum(['', ...options.map((option) => option.value)] as [string, ...string[]], { error: message }));
}

/**
 * The optional budget range and timeline (lib/forms/qualification.ts): one definition for the call
 * picker's schema and the contact form's, so both accept and refuse the same values.
 */
export const qualification = {
  budget: optionalChoice(qualificationOptions.budget, 'Please choose a budget range from the list.'),
  timeline: optionalChoice(qualificationOptions.timeline, 'Please choose a timeline from the list.'),
} satisfies Record<(typeof qualificationFields)[number], unknown>;

/**
 * The client-generated id of one submission (a UUID): a retried submission with the same id is
 * stored once and answered with the first answer. Optional: the API may take an Idempotency-Key
 * header instead, or neither.
 */
export const submissionId = z.optional(z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Invalid submission id.')));

/** Honeypot: hidden from people, filled in by naive bots. The API answers a filled one quietly and stores nothing. */
export const honeypot = z.optional(z.string().check(z.trim(), z.maxLength(0, 'Leave this field empty.')));

/** Field name -> its first message: the shape of every API's 400 answer and of inline errors. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** One message per field (the first issue of each), for the fields the form knows. */
export function firstErrorPerField<Field extends string>(
  error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] },
  fields: readonly Field[],
): FieldErrors<Field> {
  const result: FieldErrors<Field> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (fields as readonly string[]).includes(field) && !(field in result)) {
      result[field as Field] = issue.message;
    }
  }
  return result;
}
