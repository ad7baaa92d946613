import * as z from 'zod/mini';
import { emailAddress, firstErrorPerField, honeypot, submissionId, type FieldErrors } from './fields';

/**
 * The newsletter block (blog list) and POST /api/newsletter. The address is normalised (trimmed,
 * lower-cased), so subscribing twice keeps one row; the answer is the same either way.
 */
export const newsletterSchema = z.object({
  email: emailAddress({ normalise: true }),
  submissionId,
  website: honeypot,
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterData = z.output<typeof newsletterSchema>;
export const newsletterFields = ['email', 'website'] as const;
export type NewsletterField = (typeof newsletterFields)[number];

export function newsletterErrors(error: Parameters<typeof firstErrorPerField>[0]): FieldErrors<NewsletterField> {
  return firstErrorPerField(error, newsletterFields);
}
