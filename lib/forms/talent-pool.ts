import * as z from 'zod/mini';
import { TALENT_POOL_CONSENT } from './careers-options';
import { emailAddress, firstErrorPerField, honeypot, optionalPhone, optionalText, requiredText, submissionId, type FieldErrors } from './fields';

/**
 * The talent-pool form (/careers/resume) and POST /api/talent-pool (multipart/form-data: these
 * text fields plus the required file part `resume`). SPEC's field names are kept; required are the name, the
 * email, the resume (SPEC's asterisk) and the consent, which is all the pool needs to write back.
 */

/** The consent text lives with the options (no zod), so the form shows it without loading the schema. */
export { TALENT_POOL_CONSENT };

export const talentPoolSchema = z.object({
  fullName: requiredText({ label: 'your full name', min: 2, max: 120 }),
  email: emailAddress(),
  phone: optionalPhone(),
  location: optionalText({ label: 'your location', max: 120 }),
  currentRole: optionalText({ label: 'your current role', max: 120 }),
  areaOfInterest: optionalText({ label: 'your area of interest', max: 120 }),
  keySkills: optionalText({ label: 'your key skills', max: 1000 }),
  experience: optionalText({ label: 'your professional summary', max: 3000, multiline: true }),
  links: optionalText({ label: 'your links', max: 1000, multiline: true }),
  /** The checkbox: the browser sends 'on' (a plain form post) or true (JSON). */
  consent: z.pipe(
    z.union([z.boolean(), z.string()], { error: 'Please agree to how we store your details.' }),
    z.transform((value) => value === true || value === 'on' || value === 'true'),
  ).check(z.refine((value) => value === true, 'Please agree to how we store your details so we can keep your resume.')),
  submissionId,
  website: honeypot,
});

export type TalentPoolInput = z.input<typeof talentPoolSchema>;
export type TalentPoolData = z.output<typeof talentPoolSchema>;

export const talentPoolFields = [
  'fullName', 'email', 'phone', 'location', 'currentRole', 'areaOfInterest', 'keySkills', 'experience', 'resume', 'links', 'consent', 'website',
] as const;
export type TalentPoolField = (typeof talentPoolFields)[number];

export function talentPoolErrors(error: Parameters<typeof firstErrorPerField>[0]): FieldErrors<TalentPoolField> {
  return firstErrorPerField(error, talentPoolFields);
}
