'use client';

import { useRef, useState, type FormEvent, type RefObject } from 'react';
import type { FieldErrors, FieldPath, FieldValues } from 'react-hook-form';
import { useFormDraft } from '@/components/forms/use-form-draft';
import { useLeadForm, type LazySchema } from '@/components/forms/use-lead-form';
import { resumeFileProblem } from '@/lib/forms/resume';
import { submitForm } from '@/lib/forms/submit';

export interface CareersFormOptions<Input extends FieldValues, Output> {
  /** The API route the form posts to, with and without scripts. */
  api: 'job-applications' | 'talent-pool';
  schema: LazySchema<Input, Output>;
  emptyForm: Input;
  /** Form order, the resume file in its place: the first invalid one gets focus. */
  fieldOrder: readonly (FieldPath<Input> | 'resume')[];
  /** The sessionStorage key and the text fields a draft keeps. */
  draft: { key: string; fields: readonly FieldPath<Input>[] };
  /** Focused when the visitor starts over. */
  firstField: FieldPath<Input>;
  resumeRequired: boolean;
  failureTitle: string;
  thanks: { title: string; body: string };
  /** The name the success panel thanks (the first name). */
  nameOf: (values: Input) => string;
}

/** What the careers success panel and failure alert read from the form. */
export interface CareersFormState {
  sent: { name: string; email: string } | null;
  failure: string | null;
  failureTitle: string;
  successRef: RefObject<HTMLHeadingElement | null>;
  alertRef: RefObject<HTMLDivElement | null>;
  startOver: () => void;
  resume: { file: File | null };
}

/**
 * A careers form (job application, talent pool): a lead form that carries a resume file and
 * posts multipart, keeps a draft of its text, and puts the API's messages on the fields and the file.
 */
export function useCareersForm<Input extends FieldValues & { email: string }, Output>({
  api,
  schema,
  emptyForm,
  fieldOrder,
  draft,
  firstField,
  resumeRequired,
  failureTitle,
  thanks,
  nameOf,
}: CareersFormOptions<Input, Output>) {
  const lead = useLeadForm<Input, Output, { name: string; email: string }, FieldPath<Input> | 'resume'>({
    schema,
    emptyForm,
    firstField,
    failureTitle,
    loadFailure: 'The form could not load, so nothing was sent. Check your connection and try again.',
    shouldFocusError: false,
  });
  const { form } = lead;
  const [file, setFile] = useState<File | null>(null);
  const [resumeError, setResumeError] = useState<string | null>(null);
  const resumeRef = useRef<HTMLInputElement>(null);
  const formDraft = useFormDraft(draft.key, form, draft.fields);

  /** The resume's problem at submit time: a refused file keeps its own message. */
  const resumeProblem = () => (file ? null : (resumeError ?? resumeFileProblem(null, resumeRequired)));

  const focusFirst = (invalid: readonly string[], resume: string | null) => {
    for (const field of fieldOrder) {
      if (field === 'resume') {
        if (resume) return resumeRef.current?.focus();
      } else if (invalid.includes(field)) {
        return form.setFocus(field);
      }
    }
  };

  const send = async () => {
    const resume = resumeProblem();
    if (resume) {
      setResumeError(resume);
      focusFirst([], resume);
      return;
    }
    const submissionId = lead.begin();
    const values = form.getValues();
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) {
      // A ticked checkbox posts 'on', as the plain HTML form does; an unticked one posts nothing.
      if (value === true) body.append(key, 'on');
      else if (typeof value === 'string') body.append(key, value);
    }
    if (file) body.append('resume', file, file.name);
    body.append('submissionId', submissionId);

    const result = await submitForm(api, body, { submissionId });
    if (result.ok) {
      form.reset(emptyForm);
      formDraft.clear();
      setFile(null);
      lead.succeed({ name: nameOf(values), email: values.email.trim() }, thanks);
      return;
    }
    if (result.fields) {
      const invalid = lead.showFieldErrors(
        result.fields,
        fieldOrder.filter((field): field is FieldPath<Input> => field !== 'resume'),
      );
      const resumeMessage = result.fields.resume ?? null;
      if (resumeMessage) setResumeError(resumeMessage);
      focusFirst(invalid, resumeMessage);
    }
    lead.fail(result.message);
  };

  const onInvalid = async (invalid: FieldErrors<Input>) => {
    if (lead.honeypotOnly(invalid)) return send();
    const resume = resumeProblem();
    setResumeError(resume);
    focusFirst(Object.keys(invalid), resume);
  };

  return {
    ...lead,
    formProps: { ...lead.formProps, onSubmit: (event: FormEvent<HTMLFormElement>) => lead.submit(event, send, onInvalid) },
    startOver() {
      lead.startOver();
      setResumeError(null);
    },
    /** The resume drop area's props. */
    resume: {
      id: lead.fieldId('resume'),
      required: resumeRequired,
      file,
      error: resumeError,
      inputRef: resumeRef,
      onChange: (next: File | null, problem: string | null) => {
        setFile(next);
        setResumeError(problem);
      },
    },
  };
}
