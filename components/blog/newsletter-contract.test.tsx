// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, json, patient, stored, stubFetch, unavailable } from '@/components/forms/form-test-helpers';
import { blogPage } from '@/content/blog';
import { notify } from '@/components/ui/toaster';
import { NewsletterForm } from './newsletter-form';
import { enhanceNewsletter } from './newsletter-enhance';

/**
 * One contract, two implementations: the React form hydrated (as Next drew it) and the server-drawn form
 * enhanced by ./newsletter-enhance.ts (as Astro draws it, no React in the browser). Each scenario runs on both,
 * and the markup of each state is held equal.
 */

// Both toasts, React's and the one that loads its layer on demand, are one spy.
vi.mock('@/components/ui/toaster', () => ({ notify: vi.fn() }));
vi.setConfig({ testTimeout: 30_000 });

const copy = blogPage.newsletter;
const form = <NewsletterForm copy={copy} />;
let stop: (() => void) | null = null;

beforeEach(() => vi.mocked(notify).mockClear());
afterEach(() => {
  stop?.();
  stop = null;
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const implementations = [
  {
    name: 'React, hydrated',
    mount: async () => {
      const container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = renderToString(form);
      const { hydrateRoot } = await import('react-dom/client');
      await act(async () => {
        hydrateRoot(container, form);
      });
    },
  },
  {
    name: 'server-drawn, enhanced',
    mount: async () => {
      document.body.innerHTML = `<div>${renderToString(form)}</div>`;
      stop = enhanceNewsletter(document, copy);
    },
  },
];

const field = () => screen.getByRole('textbox', { name: copy.label });
const subscribe = () => screen.getByRole('button', { name: copy.submit });
const validates = () => waitFor(() => expect(document.querySelector('form')!.noValidate).toBe(true), patient);

/** The form's markup: attributes sorted, class names sorted, React's generated ids named alike, adjacent text as one. */
function canonical(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return '';
  const attributes = [...node.attributes]
    .filter(({ name }) => name !== 'value')
    .map(({ name, value }) => `${name}="${(name === 'class' ? value.split(/\s+/).filter(Boolean).sort().join(' ') : value).replace(/_[rR]_[0-9A-Za-z]+_/g, 'ID')}"`)
    .sort();
  return `<${node.localName} ${attributes.join(' ')}>${[...node.childNodes].map(canonical).join('')}</${node.localName}>`;
}

describe.each(implementations)('the newsletter form ($name)', ({ mount }) => {
  it('leaves the check to the browser until its first focus, then loads the schema and checks itself', async () => {
    await mount();
    const element = document.querySelector('form')!;
    expect(element.noValidate).toBe(false);
    expect(element).toHaveAttribute('data-validation', 'on-focus');
    expect(field()).toBeRequired();
    expect(field()).toHaveAttribute('type', 'email');
    act(() => field().focus());
    await validates();
  });

  it('answers an invalid address with its message, on the field, without sending; typing clears it', async () => {
    const server = stubFetch();
    const user = userEvent.setup();
    await mount();
    await fill(user, field(), 'not-an-email');
    await validates();
    await user.click(subscribe());
    expect(await screen.findByText('Please enter a valid email address, like name@company.com.', {}, patient)).toBeVisible();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('Please enter a valid email address, like name@company.com.');
    expect(field()).toHaveFocus();
    expect(server.fetch).not.toHaveBeenCalled();
    await user.type(field(), 'x');
    expect(field()).not.toHaveAttribute('aria-invalid');
    expect(field()).toHaveAccessibleDescription(copy.privacy);
  });

  it('is busy, still focusable, while sending; then the confirmation takes the form’s place and the focus, with a toast', async () => {
    const server = stubFetch();
    let answer: (response: Response) => void = () => {};
    server.answer(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    await mount();
    await fill(user, field(), '  CTO@Example.com ');
    await validates();
    await user.click(subscribe());
    const busy = await screen.findByRole('button', { name: copy.sending }, patient);
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).not.toBeDisabled();
    expect(document.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    expect(server.sent(0).url).toBe('/api/newsletter');
    expect(server.sent(0).json()).toMatchObject({ email: 'cto@example.com', website: '' });
    expect(server.sent(0).headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    await act(async () => answer(stored()));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(copy.successTitle);
    expect(status).toHaveTextContent('cto@example.com');
    expect(status).toHaveFocus();
    expect(document.querySelector('form')).toBeNull();
    expect(notify).toHaveBeenCalledWith('success', copy.successTitle, copy.successBody.replace('{email}', 'cto@example.com'));
  });

  it('on a failure says nothing was sent, keeps the address and raises an error toast; a retry keeps the same key', async () => {
    const server = stubFetch();
    server.answer(unavailable);
    const user = userEvent.setup();
    await mount();
    await fill(user, field(), 'cto@example.com');
    await validates();
    await user.click(subscribe());
    const alert = await screen.findByText(copy.failureTitle, {}, patient);
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Nothing was stored. Please try again in a minute. Your address is still in the box.');
    expect(field()).toHaveValue('cto@example.com');
    expect(subscribe()).not.toHaveAttribute('aria-disabled');
    expect(notify).toHaveBeenCalledWith('error', copy.failureTitle, 'Nothing was stored. Please try again in a minute.');
    server.answer(() => json(400, { message: 'Invalid.', fields: { email: 'This address cannot receive mail.' } }));
    await user.click(subscribe());
    expect(await screen.findByText('This address cannot receive mail.')).toBeVisible();
    expect(field()).toHaveFocus();
    expect(server.sent(1).headers.get('Idempotency-Key')).toBe(server.sent(0).headers.get('Idempotency-Key'));
  });
});

describe('the enhanced form draws what the hydrated React form draws', () => {
  it('idle, invalid, sending, failed and subscribed', async () => {
    const drawn: string[][] = [];
    for (const { mount } of implementations) {
      const states: string[] = [];
      const frame = () => document.body.firstElementChild!;
      const server = stubFetch();
      const user = userEvent.setup();
      await mount();
      states.push(canonical(frame()));
      await fill(user, field(), 'nope');
      await validates();
      await user.click(subscribe());
      await screen.findByText('Please enter a valid email address, like name@company.com.', {}, patient);
      states.push(canonical(frame()));
      let answer: (response: Response) => void = () => {};
      server.answer(() => new Promise<Response>((resolve) => (answer = resolve)));
      await user.clear(field());
      await user.type(field(), 'cto@example.com');
      await user.click(subscribe());
      await screen.findByRole('button', { name: copy.sending });
      states.push(canonical(frame()));
      await act(async () => answer(unavailable()));
      await screen.findByText(copy.failureTitle);
      states.push(canonical(frame()));
      server.answer(stored);
      await user.click(subscribe());
      await screen.findByRole('status');
      states.push(canonical(frame()));
      drawn.push(states);
      stop?.();
      stop = null;
      cleanup();
      document.body.innerHTML = '';
      vi.unstubAllGlobals();
    }
    expect(drawn[1]).toEqual(drawn[0]);
  });

  it('finds nothing to do on a page without the form', () => {
    document.body.innerHTML = '<main><form action="/api/contact"></form></main>';
    expect(enhanceNewsletter(document)).toBeNull();
  });
});
