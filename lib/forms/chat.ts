import * as z from 'zod/mini';
import { CHAT_MESSAGE_MAX } from '../chat';
import { cleanText, firstErrorPerField, honeypot, requiredText, submissionId, type FieldErrors } from './fields';

/**
 * The floating widget's message and POST /api/chat. The email is optional, but without it the
 * team cannot keep the 2-hour reply promise, so the widget asks for it.
 */
export const chatSchema = z.object({
  message: requiredText({ label: 'a message', max: CHAT_MESSAGE_MAX, multiline: true }),
  email: z.optional(
    z.union([
      z.literal(''),
      z.pipe(
        z.string().check(z.overwrite((value) => cleanText(value, false)), z.trim(), z.maxLength(254, 'An email address has at most 254 characters.')),
        z.email('Please enter a valid email address, like name@company.com, or leave it empty.'),
      ),
    ]),
  ),
  /** The page the visitor wrote from (a path, no query), cleaned like every text field. */
  page: z.optional(
    z.string({ error: 'Invalid page.' }).check(z.overwrite((value) => cleanText(value, false)), z.trim(), z.maxLength(300, 'Invalid page.'), z.regex(/^\/[^?#\s]*$/, 'Invalid page.')),
  ),
  submissionId,
  website: honeypot,
});

export type ChatInput = z.input<typeof chatSchema>;
export type ChatData = z.output<typeof chatSchema>;
export const chatFields = ['message', 'email', 'page', 'website'] as const;
export type ChatField = (typeof chatFields)[number];

export function chatErrors(error: Parameters<typeof firstErrorPerField>[0]): FieldErrors<ChatField> {
  return firstErrorPerField(error, chatFields);
}
