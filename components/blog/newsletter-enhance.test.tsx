// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, json, patient, stored, stubFetch, unavailable } from '@/components/forms/form-test-helpers';
import { blogPage } from '@/content/blog';
import { notify } from '@/components/ui/toaster';
import { NewsletterForm } from './newsletter-form';
import { enhanceNewsletter } from './newsletter-enhance';
import { NEWSLETTER_CLASSES, NEWSLETTER_KEPT } from './newsletter-send';

/** The newsletter form as the server draws it (the blog list's HTML), enhanced by ./newsletter-enhance.ts. */

// The toast that loads its layer on demand: a spy.
vi.mock('@/components/ui/toaster', () => ({ notify: vi.fn() }));
vi.setConfig({ testTimeout: 30_000 });

const copy = blogPage.newsletter;
let stop: (() => void) | null = null;

beforeEach(() => vi.mocked(notify).mockClear());
afterEach(() => {
  stop?.();
  stop = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function mount() {
  document.body.innerHTML = `<div>${renderToString(<NewsletterForm copy={copy} />)}</div>`;
  stop = enhanceNewsletter(document, copy);
}

const form = () => document.querySelector('form');
const field = () => screen.getByRole('textbox', { name: copy.label });
const subscribe = () => screen.getByRole('button', { name: copy.submit });
const validates = () => waitFor(() => expect(form()!.noValidate).toBe(true), patient);
const alertRegion = () => form()!.querySelector<HTMLElement>(':scope > [role="alert"]')!;
/** The ids React gave the form's parts: `{ids}-email`, `{ids}-privacy`, `{ids}-error`. */
const idOf = (part: string) => field().id.replace(/-email$/, `-${part}`);

/** The form at rest, as a visitor and assistive tech meet it: nothing busy, invalid or alerted; the privacy line describes the field. */
function expectIdle() {
  expect(form()).not.toHaveAttribute('aria-busy');
  expect(field()).not.toHaveAttribute('aria-invalid');
  expect(field()).toHaveAttribute('aria-describedby', idOf('privacy'));
  expect(field()).toHaveAccessibleDescription(copy.privacy);
  expect(document.getElementById(idOf('error'))).toBeNull();
  expect(subscribe()).not.toHaveAttribute('aria-disabled');
  expect(subscribe().querySelector('svg')).toBeNull();
}

describe('the newsletter form, enhanced', () => {
  it('finds nothing to do on a page without the form', () => {
    document.body.innerHTML = '<main><form action="/api/contact"></form></main>';
    expect(enhanceNewsletter(document)).toBeNull();
  });

  it('starts from a form that posts, its parts named by their ids, an empty alert region', () => {
    mount();
    expect(form()).toHaveAttribute('method', 'post');
    expect(form()).toHaveAttribute('action', '/api/newsletter');
    expectIdle();
    expect(document.getElementById(idOf('website'))).toHaveAttribute('tabindex', '-1');
    expect(alertRegion()).toBeEmptyDOMElement();
    expect(alertRegion().className).toBe('');
  });

  it('leaves the check to the browser until its first focus, then loads the schema and checks itself', async () => {
    mount();
    expect(form()!.noValidate).toBe(false);
    expect(form()).toHaveAttribute('data-validation', 'on-focus');
    expect(field()).toBeRequired();
    expect(field()).toHaveAttribute('type', 'email');
    act(() => field().focus());
    await validates();
  });

  it('answers an invalid address with its message, on the field, without sending; typing clears it', async () => {
    const server = stubFetch();
    const user = userEvent.setup();
    mount();
    await fill(user, field(), 'not-an-email');
    await validates();
    await user.click(subscribe());
    const message = await screen.findByText('Please enter a valid email address, like name@company.com.', {}, patient);
    expect(message).toBeVisible();
    // The error line takes the privacy line's place, with lucide's alert icon.
    expect(message.id).toBe(idOf('error'));
    expect(message).toHaveClass(...NEWSLETTER_CLASSES.error.split(' '));
    expect(message.querySelector('svg')!.outerHTML).toBe(renderToString(<CircleAlert aria-hidden strokeWidth={2} className={NEWSLETTER_CLASSES.errorIcon} />));
    expect(document.getElementById(idOf('privacy'))).toBeNull();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAttribute('aria-describedby', idOf('error'));
    expect(field()).toHaveAccessibleDescription('Please enter a valid email address, like name@company.com.');
    expect(field()).toHaveFocus();
    expect(alertRegion()).toBeEmptyDOMElement();
    expect(server.fetch).not.toHaveBeenCalled();
    await user.type(field(), 'x');
    expectIdle();
  });

  it('is busy, still focusable, while sending; then the confirmation takes the form’s place and the focus, with a toast', async () => {
    const server = stubFetch();
    let answer: (response: Response) => void = () => {};
    server.answer(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    mount();
    await fill(user, field(), '  CTO@Example.com ');
    await validates();
    await user.click(subscribe());
    const busy = await screen.findByRole('button', { name: copy.sending }, patient);
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).not.toBeDisabled();
    expect(busy.querySelector('svg')!.outerHTML).toBe(renderToString(<LoaderCircle aria-hidden strokeWidth={2} className={NEWSLETTER_CLASSES.spinner} />));
    expect(form()).toHaveAttribute('aria-busy', 'true');
    expect(field()).toHaveAccessibleDescription(copy.privacy);
    expect(server.sent(0).url).toBe('/api/newsletter');
    expect(server.sent(0).json()).toMatchObject({ email: 'cto@example.com', website: '' });
    expect(server.sent(0).headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    await act(async () => answer(stored()));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(copy.successTitle);
    expect(status).toHaveTextContent(copy.successBody.replace('{email}', 'cto@example.com'));
    expect(status).toHaveAttribute('tabindex', '-1');
    expect(status).toHaveClass(...NEWSLETTER_CLASSES.confirmation.split(' '));
    expect(status.querySelector('svg')!.outerHTML).toBe(renderToString(<CircleCheck aria-hidden strokeWidth={1.75} className={NEWSLETTER_CLASSES.confirmationIcon} />));
    expect(status).toHaveFocus();
    expect(form()).toBeNull();
    expect(notify).toHaveBeenCalledWith('success', copy.successTitle, copy.successBody.replace('{email}', 'cto@example.com'));
  });

  it('on a failure says nothing was sent, keeps the address and raises an error toast; a retry keeps the same key', async () => {
    const server = stubFetch();
    server.answer(unavailable);
    const user = userEvent.setup();
    mount();
    await fill(user, field(), 'cto@example.com');
    await validates();
    await user.click(subscribe());
    const title = await screen.findByText(copy.failureTitle, {}, patient);
    const alert = screen.getByRole('alert');
    expect(alert).toBe(alertRegion());
    expect(alert).toContainElement(title);
    expect(alert).toHaveClass('mt-4');
    expect(alert).toHaveTextContent(`Nothing was stored. Please try again in a minute. ${NEWSLETTER_KEPT}`);
    expect(alert.querySelector('svg')!.outerHTML).toBe(renderToString(<CircleAlert aria-hidden strokeWidth={1.75} className={NEWSLETTER_CLASSES.failureIcon} />));
    expect(field()).toHaveValue('cto@example.com');
    expectIdle();
    expect(notify).toHaveBeenCalledWith('error', copy.failureTitle, 'Nothing was stored. Please try again in a minute.');
    server.answer(() => json(400, { message: 'Invalid.', fields: { email: 'This address cannot receive mail.' } }));
    await user.click(subscribe());
    expect(await screen.findByText('This address cannot receive mail.')).toBeVisible();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveFocus();
    // The failure is answered: the alert region is empty again.
    expect(alertRegion()).toBeEmptyDOMElement();
    expect(alertRegion().className).toBe('');
    expect(server.sent(1).headers.get('Idempotency-Key')).toBe(server.sent(0).headers.get('Idempotency-Key'));
  });
});
