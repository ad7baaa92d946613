/**
 * The resume rules of the job application and talent-pool forms (SPEC section 9: PDF, DOC, DOCX,
 * max 5 MB). The browser checks name, declared type and size at once, so a wrong file is refused
 * before anything is sent; the API judges the bytes themselves (server-side sniffing) and never
 * trusts the name or the declared type.
 */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_HINT = 'PDF, DOC, DOCX, max 5MB';

export const resumeFormats = [
  { extension: 'pdf', mime: 'application/pdf', label: 'PDF' },
  { extension: 'doc', mime: 'application/msword', label: 'DOC' },
  { extension: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', label: 'DOCX' },
] as const;

export type ResumeFormat = (typeof resumeFormats)[number]['extension'];

/** The `accept` attribute of the file inputs. */
export const RESUME_ACCEPT = resumeFormats.flatMap((format) => [`.${format.extension}`, format.mime]).join(',');

/** Why a chosen file cannot be sent, or null when it may. */
export function resumeFileProblem(file: { name: string; size: number; type: string } | null | undefined, required: boolean): string | null {
  if (!file) return required ? 'Please attach your resume (PDF, DOC or DOCX, up to 5 MB).' : null;
  const dot = file.name.lastIndexOf('.');
  const extension = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : ''; // 'pdf' alone is a name, not an extension
  const format = resumeFormats.find((candidate) => candidate.extension === extension);
  const typeOk = file.type === '' || resumeFormats.some((candidate) => candidate.mime === file.type);
  if (!format || !typeOk) return `${file.name} is not a PDF, DOC or DOCX file. Please choose a resume in one of those formats.`;
  if (file.size === 0) return `${file.name} is empty. Please choose another file.`;
  if (file.size > RESUME_MAX_BYTES) return `${file.name} is ${(file.size / 1024 / 1024).toFixed(1)} MB; the limit is 5 MB. Please choose a smaller file.`;
  return null;
}

/**
 * A recruiter screens on the resume, so a job application needs one (the talent pool always does).
 * The form and the API both read this; it lives here, not beside the zod schema, so the form's page
 * does not load zod before the first submit.
 */
export const JOB_RESUME_REQUIRED = true;
