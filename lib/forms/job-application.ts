import * as z from 'zod/mini';
import { experienceOptions, positionValues } from './careers-options';
import { emailAddress, firstErrorPerField, honeypot, optionalChoice, optionalPhone, optionalText, requiredText, submissionId, type FieldErrors } from './fields';

export * from './careers-options';

/**
 * The job application form (/careers/apply) and POST /api/job-applications (multipart/form-data:
 * these text fields plus the file part `resume`). The resume is checked separately: in the
 * browser by lib/forms/resume.ts, on the server by its bytes. `opening` names the job or
 * internship whose Apply Now opened the form (an id from the careers content), when there was one.
 * Required: the name, email, position and resume, as the job pages promise (content/careers/pay.ts
 * `applicationAsks`); SPEC's other fields stay, optional.
 */
export const jobApplicationSchema = z.object({
  firstName: requiredText({ label: 'your first name', max: 80 }),
  lastName: requiredText({ label: 'your last name', max: 80 }),
  email: emailAddress(),
  phone: optionalPhone(),
  position: z.enum(positionValues, { error: 'Please choose the position you are interested in.' }),
  opening: optionalText({ label: 'the opening', max: 80 }),
  experience: optionalChoice(experienceOptions, 'Please choose your years of experience from the list.'),
  coverLetter: optionalText({ label: 'your cover letter', max: 5000, multiline: true }),
  skills: optionalText({ label: 'your technical skills', max: 1000 }),
  portfolio: optionalText({ label: 'your links', max: 1000, multiline: true }),
  submissionId,
  website: honeypot,
});

export type JobApplicationInput = z.input<typeof jobApplicationSchema>;
export type JobApplicationData = z.output<typeof jobApplicationSchema>;

/** Form order (the first invalid field gets focus); `resume` is the file part. */
export const jobApplicationFields = [
  'firstName', 'lastName', 'email', 'phone', 'position', 'opening', 'experience', 'coverLetter', 'skills', 'portfolio', 'resume', 'website',
] as const;
export type JobApplicationField = (typeof jobApplicationFields)[number];

export function jobApplicationErrors(error: Parameters<typeof firstErrorPerField>[0]): FieldErrors<JobApplicationField> {
  return firstErrorPerField(error, jobApplicationFields);
}
