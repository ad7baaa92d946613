import type { Context } from 'hono';
import { RESUME_MAX_BYTES } from '@/lib/forms/resume';
import { escapeHtml, htmlPage } from '../http/html';
import { MalformedMultipart, readMultipart, type ReceivedFile } from '../http/multipart';
import { requestMediaType } from '../http/negotiate';
import { storedResumeName } from '../http/resume-name';
import { sniffResume } from '../http/sniff';
import type { FormDefinition, ProblemAnswer, ReceivedResume } from './pipeline';

/**
 * What the form pipeline (pipeline.ts) reads from a request and what it answers a plain HTML post that
 * failed: the body as JSON, multipart (with the resume) or URL-encoded fields; the resume judged by its
 * bytes; the page listing what to fix.
 */

export type BodyResult = { fields: Record<string, unknown>; file: ReceivedFile | null } | { answer: ProblemAnswer };

const unreadableForm = { status: 400, error: 'invalid_body', message: 'The form could not be read. Please send it again.' } as const;

export async function readBody<Data>(c: Context, form: FormDefinition<Data>, maxBytes: number): Promise<BodyResult> {
  const type = requestMediaType(c);
  if (type === 'application/json') {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return { answer: { status: 400, error: 'invalid_json', message: 'The request body is not valid JSON.' } };
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return { answer: { status: 400, error: 'invalid_json', message: 'The request body must be a JSON object.' } };
    }
    return { fields: body as Record<string, unknown>, file: null };
  }
  if (type === 'multipart/form-data') {
    try {
      return await readMultipart(c.req.raw, { fileField: form.resume ? 'resume' : undefined, maxFileBytes: RESUME_MAX_BYTES, maxFieldBytes: maxBytes });
    } catch (error) {
      if (error instanceof MalformedMultipart) return { answer: unreadableForm };
      throw error;
    }
  }
  // A URL-encoded form post (small: JSON_FORM_MAX_BYTES).
  let raw: Record<string, string | File | (string | File)[]>;
  try {
    raw = await c.req.parseBody({ all: true });
  } catch {
    return { answer: unreadableForm };
  }
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(raw)) {
    // A repeated field keeps its first value.
    const text = (Array.isArray(value) ? value : [value]).find((entry): entry is string => typeof entry === 'string');
    if (text !== undefined) fields[name] = text;
  }
  return { fields, file: null };
}

export function checkResume(file: ReceivedFile | null, required: boolean): { resume: ReceivedResume | null } | { answer: ProblemAnswer } {
  if (!file) {
    return required ? { answer: { status: 400, error: 'validation', message: 'Please attach your resume (PDF, DOC or DOCX, up to 5 MB).' } } : { resume: null };
  }
  if (file.tooLarge) {
    return { answer: { status: 413, error: 'payload_too_large', message: 'The resume is larger than 5 MB. Please choose a smaller file.', fields: { resume: 'The resume may be at most 5 MB.' } } };
  }
  const format = sniffResume(file.bytes);
  if (!format) {
    return {
      answer: {
        status: 415,
        error: 'unsupported_resume',
        message: 'The resume is not a PDF, DOC or DOCX file. Please choose a resume in one of those formats.',
        fields: { resume: 'Please attach a PDF, DOC or DOCX file.' },
      },
    };
  }
  // The name is kept for the team's records only: no path, controls or bidi overrides; the sniffed format's extension.
  return { resume: { fileName: storedResumeName(file.fileName, format), format, bytes: file.bytes } };
}

export function problemPage<Data>(form: FormDefinition<Data>, answer: ProblemAnswer): string {
  const items = Object.entries(answer.fields ?? {})
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([field, message]) => `<li><strong>${escapeHtml(form.labels[field] ?? field)}</strong>: ${escapeHtml(message)}</li>`)
    .join('');
  return htmlPage({
    title: answer.status === 400 ? 'Please check the form' : 'Your form was not sent',
    body: `<p>${escapeHtml(answer.message)}</p>${items ? `<ul>${items}</ul>` : ''}
<p>Nothing was stored. Use your browser’s back button to return to the form with what you typed, or <a href="${escapeHtml(form.formPath)}">open the form again</a>.</p>`,
  });
}
