/**
 * Shows a refused save next to its fields: each problem's field path ('validThrough', 'pay.to', 'team[1].title') is
 * turned into the label the editor shows for it (from the collection's Keystatic schema), and a message is put under
 * the first label on the page with that text. A field the page does not show (another file's, or a list item that
 * is folded) is named in Keystatic's own notice beside Save only.
 */
import type { SaveProblem } from './save-guard';

/** Enough of a Keystatic field to find its label: form fields, objects (fields) and lists (element). */
interface FieldSchema {
  kind?: string;
  label?: string;
  fields?: Record<string, FieldSchema>;
  element?: FieldSchema;
}

interface EditorCollection {
  path?: string;
  schema?: Record<string, FieldSchema>;
}

export const MARK_ATTRIBUTE = 'data-save-refusal';

/** The collection whose entries `file` is one of ('content/careers/jobs/*' holds 'content/careers/jobs/x.yaml'). */
function collectionOf(collections: Record<string, EditorCollection>, file: string): EditorCollection | undefined {
  return Object.values(collections).find((collection) => {
    const folder = collection.path?.replace(/\*\*?$/, '');
    return folder !== undefined && file.startsWith(folder) && !file.slice(folder.length).replace(/\.(ya?ml|md)$/, '').includes('/');
  });
}

/** The label of the field at a path of the schema ('pay.to' → 'Up to level'), or undefined. */
export function fieldLabel(schema: Record<string, FieldSchema>, field: string): string | undefined {
  const parts = field.replace(/\[\d+\]/g, '.#').split('.').filter(Boolean);
  let current: FieldSchema | undefined = { kind: 'object', fields: schema };
  let label: string | undefined;
  for (const part of parts) {
    if (!current) return undefined;
    current = part === '#' ? current.element : current.fields?.[part];
    if (current?.label) label = current.label;
  }
  return current ? label : undefined;
}

/** The label the editor shows for a problem's field (its file's collection's schema), or undefined (another kind of file, '(file)'). */
export function problemLabel(collections: Record<string, EditorCollection>, { file, field }: Pick<SaveProblem, 'file' | 'field'>): string | undefined {
  const schema = collectionOf(collections, file)?.schema;
  return schema && fieldLabel(schema, field);
}

/** The problems as { label, reason } for the fields of the entry being edited. */
export function labelledProblems(collections: Record<string, EditorCollection>, problems: readonly SaveProblem[]): Array<{ label: string; reason: string }> {
  return problems.flatMap((problem) => {
    const label = problemLabel(collections, problem);
    return label ? [{ label, reason: problem.reason }] : [];
  });
}

/** An element's own text, without its children's (Keystatic's labels carry a "*" for a required field in a child). */
const ownText = (element: Element) =>
  [...element.childNodes]
    .filter((node) => node.nodeType === 3)
    .map((node) => node.textContent ?? '')
    .join('')
    .trim();

/** Puts each reason under the field labelled with its field's label (the first on the page); clears earlier marks. */
export function markFields(document: Document, marks: ReadonlyArray<{ label: string; reason: string }>): number {
  for (const old of document.querySelectorAll(`[${MARK_ATTRIBUTE}]`)) old.remove();
  for (const invalid of document.querySelectorAll('[data-save-refused-field]')) {
    invalid.removeAttribute('aria-invalid');
    invalid.removeAttribute('data-save-refused-field');
  }
  let placed = 0;
  for (const { label, reason } of marks) {
    const labelElement = [...document.querySelectorAll('label, legend')].find((element) => ownText(element) === label);
    const field = labelElement?.parentElement;
    if (!labelElement || !field) continue;
    const note = document.createElement('p');
    note.setAttribute(MARK_ATTRIBUTE, label);
    note.setAttribute('role', 'alert');
    note.textContent = `Not saved: ${label} ${reason}.`;
    note.style.cssText = 'color:#b42318;font:600 0.875rem/1.4 system-ui,sans-serif;margin:0.375rem 0 0;';
    // At the end of the field's own box (label, help, input), so it reads under the input it is about.
    field.append(note);
    const input = labelElement.getAttribute('for') ? document.getElementById(labelElement.getAttribute('for')!) : null;
    input?.setAttribute('aria-invalid', 'true');
    input?.setAttribute('data-save-refused-field', '');
    placed += 1;
  }
  return placed;
}
