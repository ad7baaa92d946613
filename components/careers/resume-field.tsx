'use client';

import { FileText, Upload, X } from 'lucide-react';
import { useState, type DragEvent, type RefObject } from 'react';
import { FieldError, RequiredMark } from '@/components/forms/field';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { RESUME_ACCEPT, RESUME_HINT, resumeFileProblem } from '@/lib/forms/resume';

/** '240 KB', '1.4 MB'. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * The resume drop area: drop a file on it or use 'Choose File' (the real file input, named
 * `resume`, so a plain form post carries it too). A file of the wrong type, empty or over 5 MB is
 * refused at once with a message under the field, and never kept.
 */
export function ResumeField({
  id,
  required,
  file,
  error,
  inputRef,
  onChange,
}: {
  id: string;
  required: boolean;
  file: File | null;
  error?: string | null;
  inputRef: RefObject<HTMLInputElement | null>;
  /** The accepted file (or null) and the reason a file was refused (or null). */
  onChange: (file: File | null, problem: string | null) => void;
}) {
  const [dragging, setDragging] = useState(false);

  const take = (candidate: File | undefined) => {
    if (!candidate) return;
    const problem = resumeFileProblem(candidate, required);
    if (problem) {
      if (inputRef.current) inputRef.current.value = '';
      onChange(null, problem);
    } else {
      onChange(candidate, null);
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };

  const remove = () => {
    if (inputRef.current) {
      inputRef.current.value = '';
      inputRef.current.focus();
    }
    onChange(null, null);
  };

  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <div className="min-w-0">
      <label id={`${id}-label`} htmlFor={id} className="flex items-baseline gap-1 text-sm font-medium text-fg">
        Resume
        <RequiredMark required={required} optional={!required} />
      </label>
      <div
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        data-dragging={dragging || undefined}
        className={cn(
          'relative mt-2 flex flex-col items-center gap-4 rounded-lg border-2 border-dashed px-5 py-7 text-center transition-colors duration-150 sm:flex-row sm:text-left',
          error ? 'border-red-700/70 bg-red-50/40' : 'border-fg-subtle/40 bg-paper',
          dragging && 'border-accent bg-accent-soft',
        )}
      >
        {file ? (
          <div className="flex min-w-0 flex-1 items-center gap-3 text-left">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-md bg-accent-soft text-accent">
              <FileText aria-hidden strokeWidth={1.75} className="size-5" />
            </span>
            <p className="min-w-0" aria-live="polite">
              <span className="block truncate font-medium text-fg">{file.name}</span>
              <span className="block text-sm text-fg-subtle tabular-nums">{fileSize(file.size)}</span>
            </p>
            <button
              type="button"
              onClick={remove}
              className="ml-auto inline-flex size-10 shrink-0 items-center justify-center rounded-full text-fg-muted transition-colors hover:bg-fg/5 hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            >
              <X aria-hidden strokeWidth={2} className="size-4" />
              <span className="sr-only">Remove {file.name}</span>
            </button>
          </div>
        ) : (
          <div className="flex min-w-0 flex-1 flex-col items-center gap-3 sm:flex-row">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-md bg-paper-raised text-fg-subtle shadow-card">
              <Upload aria-hidden strokeWidth={1.75} className="size-5" />
            </span>
            <p className="text-sm leading-6 text-fg-muted">
              <span className="font-medium text-fg">Drag and drop your resume here</span>
              <span className="block">or choose a file from your device</span>
            </p>
          </div>
        )}
        <input
          ref={inputRef}
          id={id}
          name="resume"
          type="file"
          accept={RESUME_ACCEPT}
          aria-labelledby={`${id}-label ${id}-choose`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          required={required || undefined}
          aria-required={required || undefined}
          onChange={(event) => take(event.target.files?.[0])}
          className="peer sr-only"
        />
        <label
          id={`${id}-choose`}
          htmlFor={id}
          className={buttonClasses('secondary', 'md', 'shrink-0 cursor-pointer peer-focus:outline-2 peer-focus:outline-offset-2 peer-focus:outline-accent')}
        >
          {file ? 'Replace file' : 'Choose File'}
        </label>
      </div>
      <p id={`${id}-hint`} className="mt-2 text-sm leading-5 text-fg-subtle">
        {RESUME_HINT}
      </p>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
