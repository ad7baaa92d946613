// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { validationOnFirstFocus } from './browser-validation';

describe('a form whose schema loads on its first focus', () => {
  it('keeps the browser’s checks until focused, loads once, then hands over to its own messages', async () => {
    document.body.innerHTML = '<form><input type="email" required><button>Subscribe</button></form>';
    const form = document.querySelector('form')!;
    const load = vi.fn(() => Promise.resolve());
    validationOnFirstFocus(load)(form);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load).not.toHaveBeenCalled();
    expect(form.noValidate).toBe(false);

    form.querySelector('input')!.focus();
    form.querySelector('button')!.focus();
    await vi.waitFor(() => expect(form.noValidate).toBe(true));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands over even when the schema cannot load (the form then says so when sent)', async () => {
    document.body.innerHTML = '<form><input type="email"></form>';
    const form = document.querySelector('form')!;
    validationOnFirstFocus(() => Promise.reject(new Error('offline')))(form);
    form.querySelector('input')!.focus();
    await vi.waitFor(() => expect(form.noValidate).toBe(true));
  });
});
