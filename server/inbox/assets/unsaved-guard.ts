/**
 * A form with unsaved text warns before the page is left (a lead's status, owner and note): the browser's
 * own "Leave site?" prompt, and a line beside Save that says so. Saving, or undoing the edits, clears it.
 */
export function guardUnsaved(form: HTMLFormElement, view: Window = window): () => boolean {
  const snapshot = () => new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, String(value)])).toString();
  const saved = snapshot();
  const state = form.querySelector<HTMLElement>('[data-unsaved-state]');
  let dirty = false;
  let submitting = false;
  const update = () => {
    dirty = snapshot() !== saved;
    if (state) state.textContent = dirty ? 'Unsaved changes' : '';
  };
  form.addEventListener('input', update);
  form.addEventListener('change', update);
  form.addEventListener('submit', () => {
    submitting = true;
  });
  view.addEventListener('beforeunload', (event) => {
    if (!dirty || submitting) return;
    event.preventDefault();
    // Older Chromium and Safari show the prompt only for a returnValue.
    event.returnValue = '';
  });
  return () => dirty && !submitting;
}
