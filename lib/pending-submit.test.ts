// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PENDING_SUBMIT_MARKER } from './pending-submit';

/** A form posted natively: jsdom dispatches the submit event (its navigation is not implemented, and not needed). */
function post(form: HTMLFormElement, submitter: HTMLElement | null) {
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter });
  form.dispatchEvent(event);
}

describe('a form posted before hydration', () => {
  beforeAll(() => {
    new Function(PENDING_SUBMIT_MARKER)();
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const form = (attributes = '') => {
    document.body.innerHTML = `<form method="post" action="/api/chat" ${attributes}><textarea name="message">Hi</textarea><button type="submit">Send</button></form>`;
    return { form: document.querySelector('form')!, button: document.querySelector('button')! };
  };

  it('is marked busy at once, and its button as sending', () => {
    const { form: element, button } = form();
    post(element, button);
    expect(element.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('data-sending')).toBe(true);
  });

  it('is left alone when a hydrated form handles the submission itself', () => {
    const { form: element, button } = form();
    element.addEventListener('submit', (event) => event.preventDefault());
    post(element, button);
    expect(element.hasAttribute('aria-busy')).toBe(false);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
  });

  it('is left alone when it closes a dialog or posts into another window', () => {
    for (const attributes of ['method="dialog"', 'target="_blank"']) {
      const { form: element, button } = form(attributes.startsWith('method') ? '' : attributes);
      if (attributes.startsWith('method')) element.setAttribute('method', 'dialog');
      post(element, button);
      expect(button.hasAttribute('data-sending'), attributes).toBe(false);
    }
  });

  it('is marked without a submitter (Enter in a field of a form without a button)', () => {
    const { form: element } = form();
    post(element, null);
    expect(element.getAttribute('aria-busy')).toBe('true');
  });

  it('drops the marks when the page comes back from the back-forward cache', () => {
    const { form: element, button } = form();
    post(element, button);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(element.hasAttribute('aria-busy')).toBe(false);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(button.hasAttribute('data-sending')).toBe(false);
  });

  it('drops the mark of a form posted without a submitter as well', () => {
    const { form: element } = form();
    post(element, null);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(element.hasAttribute('aria-busy')).toBe(false);
    expect(element.hasAttribute('data-sending')).toBe(false);
  });
});
