// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { guardUnsaved } from './unsaved-guard';

function leadForm() {
  document.body.innerHTML = `<form data-unsaved-guard><select name="status"><option value="new" selected>New</option><option value="done">Done</option></select>
<textarea name="note">First call went well</textarea><span data-unsaved-state></span><button type="submit">Save</button></form>`;
  const form = document.querySelector('form')!;
  return { form, note: form.querySelector('textarea')!, status: form.querySelector('select')!, state: form.querySelector('[data-unsaved-state]')! };
}

const leave = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('a lead form with unsaved edits', () => {
  it('warns before the page is left while a note is typed and not saved, and says so beside Save', () => {
    const { form, note, state } = leadForm();
    guardUnsaved(form);
    expect(leave()).toBe(false);
    note.value = 'First call went well. Sends the RFP on Friday.';
    note.dispatchEvent(new Event('input', { bubbles: true }));
    expect(state.textContent).toBe('Unsaved changes');
    expect(leave()).toBe(true);
  });

  it('is quiet again once the edit is undone, and lets a Save leave the page', () => {
    const { form, note, status, state } = leadForm();
    const pending = guardUnsaved(form);
    status.value = 'done';
    status.dispatchEvent(new Event('change', { bubbles: true }));
    expect(pending()).toBe(true);
    status.value = 'new';
    status.dispatchEvent(new Event('change', { bubbles: true }));
    expect(state.textContent).toBe('');
    expect(pending()).toBe(false);
    note.value = 'Changed';
    note.dispatchEvent(new Event('input', { bubbles: true }));
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(pending()).toBe(false);
  });
});
