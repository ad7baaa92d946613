import { resumeFormats, type ResumeFormat } from '@/lib/forms/resume';
import { INVISIBLE } from '@/lib/plain-text';

/**
 * Resume file names. The visitor's name for the file is kept (normalised) for the team's records;
 * what a recruiter receives is a name built by us from the applicant's name and the format the
 * bytes were sniffed as. Neither ever carries a path, a control character or a bidi override, and
 * both end with the sniffed format's extension.
 */

/** Characters Windows refuses in a file name. */
const RESERVED = /[<>:"|?*]/g;
const WINDOWS_DEVICE = /^(?:con|prn|aux|nul|com\d|lpt\d)$/i;
/** Extensions a resume's own name may end with: replaced by the sniffed one (any other stays in the name). */
const DOCUMENT_EXTENSIONS = new Set(['pdf', 'doc', 'docx', 'rtf', 'odt', 'txt', 'pages']);
const MAX_BASE_LENGTH = 100;

/** The visitor's file name, made safe to store, list and save: `cv\u202efdp.exe` sniffed as PDF gives `cvfdp.exe.pdf`. */
export function storedResumeName(uploaded: string, format: ResumeFormat): string {
  let name = uploaded.split(/[/\\]/).pop() ?? '';
  name = name.replace(/[\s\p{Z}]+/gu, ' ').replace(INVISIBLE, '').normalize('NFC').replace(RESERVED, '_');
  name = name.replace(/^[\s.]+|[\s.]+$/g, '');
  const dot = name.lastIndexOf('.');
  if (dot > 0 && DOCUMENT_EXTENSIONS.has(name.slice(dot + 1).toLowerCase())) name = name.slice(0, dot);
  name = Array.from(name).slice(0, MAX_BASE_LENGTH).join('').replace(/[\s.]+$/g, '');
  if (!name) name = 'resume';
  if (WINDOWS_DEVICE.test(name)) name = `_${name}`;
  return `${name}.${format}`;
}

/** The attachment's name, built by us: `Jane-Doe-resume.pdf` (ASCII letters and digits of the name; `applicant-resume.pdf` when none). */
export function attachmentName(applicant: string, format: ResumeFormat): string {
  const words = applicant
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const base = words.join('-').slice(0, 60).replace(/-+$/, '') || 'applicant';
  return `${base}-resume.${format}`;
}

export function resumeMime(format: string): string {
  return resumeFormats.find((candidate) => candidate.extension === format)?.mime ?? 'application/octet-stream';
}

export function resumeLabel(format: string): string {
  return resumeFormats.find((candidate) => candidate.extension === format)?.label ?? format.toUpperCase();
}
