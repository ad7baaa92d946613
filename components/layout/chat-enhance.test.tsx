// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoaderCircle, X } from 'lucide-react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '@/components/forms/form-test-helpers';
import { notify } from '@/components/ui/toast-on-demand';
import { businessHoursLabel } from '@/lib/business-hours';
import { CHAT_OUTBOX_KEY } from '@/lib/chat';
import { ChatWidget } from './chat-widget';
import { LOADER_CIRCLE_PATH, enhanceChat } from './chat-enhance';

vi.mock('@/components/ui/toast-on-demand', () => ({ notify: vi.fn() }));

const hoursLabel = businessHoursLabel();
let stop: (() => void) | null = null;

/** The page as Astro draws it (the React widget's HTML before hydration), then enhanced. */
function drawAndEnhance() {
  document.body.innerHTML = renderToString(<ChatWidget hoursLabel={hoursLabel} />);
  stop = enhanceChat(document, { hoursLabel });
}

/** An element as a tree of tags, attributes in order of name and text: generated ids left out (server and client name them differently). */
function canonical(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return '';
  const attributes = [...node.attributes]
    .filter((attribute) => attribute.name !== 'value' && attribute.name !== 'style')
    .map((attribute) => `${attribute.name}="${attribute.value.replace(/_[rR]_[0-9A-Za-z]+_/g, 'ID')}"`)
    .sort();
  return `<${node.localName} ${attributes.join(' ')}>${[...node.childNodes].map(canonical).join('')}</${node.localName}>`;
}

beforeEach(() => vi.mocked(notify).mockClear());
afterEach(() => {
  stop?.();
  stop = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('enhanceChat', () => {
  it('does nothing on a page without the widget', () => {
    document.body.innerHTML = '<main><form action="/api/contact"></form></main>';
    expect(enhanceChat(document)).toBeNull();
  });

  it('turns the popover into the hydrated widget: a closed panel, a button saying so, a form that checks itself', () => {
    drawAndEnhance();
    const toggle = screen.getByRole('button', { name: 'Chat with us' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).not.toHaveAttribute('popovertarget');
    const panel = document.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(panel).not.toHaveAttribute('popover');
    expect(panel.hidden).toBe(true);
    expect(document.querySelector('form')!.noValidate).toBe(true);
  });

  it('toggles a labelled panel that promises a reply within 2 hours, with the icons the React widget draws', async () => {
    const user = userEvent.setup();
    drawAndEnhance();
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    const panel = screen.getByRole('dialog', { name: 'Talk to our team' });
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('within 2 hours');
    expect(screen.getByLabelText('Your message')).toHaveFocus();
    const toggle = screen.getByRole('button', { name: 'Close chat', expanded: true });
    expect(toggle.querySelector('svg')!.outerHTML).toBe(renderToString(<X aria-hidden className="size-5" />));
    await user.click(toggle);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat with us' })).toHaveFocus();
  });

  it('draws the widget closed and open as the hydrated React widget does', async () => {
    const user = userEvent.setup();
    drawAndEnhance();
    const enhancedClosed = canonical(document.body.firstElementChild!);
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    const enhancedOpen = canonical(document.body.firstElementChild!);
    stop?.();

    document.body.innerHTML = '';
    const { render, cleanup } = await import('@testing-library/react');
    render(<ChatWidget hoursLabel={hoursLabel} />);
    const widget = () => document.body.firstElementChild!.firstElementChild!;
    expect(canonical(widget())).toBe(enhancedClosed);
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(canonical(widget())).toBe(enhancedOpen);
    cleanup();
  });

  it('keeps Send disabled while the message is blank; says received only after the server stored it (201)', async () => {
    const server = stubFetch();
    let answer: (response: Response) => void = () => {};
    server.answer(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    drawAndEnhance();
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    const field = screen.getByLabelText('Your message');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(field, '    ');
    expect(send).toBeDisabled();
    await user.type(field, 'We need a SaaS MVP');
    await user.type(screen.getByLabelText(/Your email/), 'cto@example.com');
    expect(send).toBeEnabled();
    await user.click(send);

    // Busy while it goes out: marked, with the spinner React draws, and still focusable.
    const busy = await screen.findByRole('button', { name: 'Sending…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).not.toBeDisabled();
    expect(document.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    expect(busy.querySelector('svg')!.outerHTML).toBe(renderToString(<LoaderCircle aria-hidden className="size-4 animate-spin" strokeWidth={2} />));
    expect(LOADER_CIRCLE_PATH).toBe(busy.querySelector('path')!.getAttribute('d'));
    answer(json(201, { id: 'a1b2' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Chat with us' })).toHaveFocus();
    const request = server.sent(0);
    expect(request.url).toBe('/api/chat');
    expect(request.json()).toMatchObject({ message: 'We need a SaaS MVP', email: 'cto@example.com', page: '/' });
    expect(request.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(notify).toHaveBeenCalledWith('success', 'Message received', expect.stringContaining('cto@example.com'));
    expect(JSON.parse(window.localStorage.getItem(CHAT_OUTBOX_KEY) ?? '[]')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(screen.getByLabelText('Your message')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' }).querySelector('svg')).toHaveClass('lucide-send');
  });

  it('on a failure keeps the text, says it was not sent and keeps it in the outbox for later', async () => {
    stubFetch().answer(() => Promise.reject(new TypeError('offline')));
    const user = userEvent.setup();
    drawAndEnhance();
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    await user.type(screen.getByLabelText('Your message'), 'Are you there?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Not sent/);
    expect(screen.getByLabelText('Your message')).toHaveValue('Are you there?');
    expect(screen.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-disabled');
    expect(notify).not.toHaveBeenCalled();
    expect(JSON.parse(window.localStorage.getItem(CHAT_OUTBOX_KEY) ?? '[]')).toEqual([expect.objectContaining({ message: 'Are you there?' })]);
  });

  it('shows the field message of a refused message, and drops it from the outbox (400)', async () => {
    stubFetch().answer(() => json(400, { message: 'Invalid.', fields: { email: 'Please enter a valid email address.' } }));
    const user = userEvent.setup();
    drawAndEnhance();
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    await user.type(screen.getByLabelText('Your message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not sent. Please enter a valid email address.');
    expect(JSON.parse(window.localStorage.getItem(CHAT_OUTBOX_KEY) ?? '[]')).toEqual([]);
  });

  it('closes on Escape from a field and returns focus to its button', async () => {
    const user = userEvent.setup();
    drawAndEnhance();
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    await user.type(screen.getByLabelText('Your message'), 'Half a thought');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat with us' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(screen.getByLabelText('Your message')).toHaveValue('Half a thought');
  });

  it('sends what earlier visits left in the outbox once the browser is idle', async () => {
    vi.useFakeTimers();
    window.localStorage.setItem(CHAT_OUTBOX_KEY, JSON.stringify([{ submissionId: 'kept-1', message: 'From yesterday', at: '2026-12-01T10:00:00Z' }]));
    const server = stubFetch();
    server.answer(() => json(201, { id: 'x' }));
    // A fresh module: the outbox goes out once per page load.
    vi.resetModules();
    const fresh = await import('./chat-enhance');
    document.body.innerHTML = renderToString(<ChatWidget hoursLabel={hoursLabel} />);
    stop = fresh.enhanceChat(document, { hoursLabel });
    expect(server.fetch).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
      await vi.dynamicImportSettled();
    });
    vi.useRealTimers();
    await waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(1));
    expect(server.sent(0).headers.get('Idempotency-Key')).toBe('kept-1');
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem(CHAT_OUTBOX_KEY) ?? '[]')).toEqual([]));
  });

  it('decides the presence once the hours have loaded, and follows the clock', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    // A Tuesday, 10 a.m. in New York: in.
    vi.setSystemTime(new Date('2026-12-08T15:00:00Z'));
    drawAndEnhance();
    const line = document.querySelector<HTMLElement>('[data-presence]')!;
    expect(line.dataset.presence).toBe('neutral');
    await waitFor(() => expect(line.dataset.presence).toBe('open'));
    expect(line).toHaveTextContent('Online now, until 5 p.m. ET');
    expect(line.firstElementChild).toHaveClass('bg-emerald-400');
    // 5 p.m.: away until tomorrow.
    vi.setSystemTime(new Date('2026-12-08T22:00:30Z'));
    vi.advanceTimersByTime(60_000);
    expect(line.dataset.presence).toBe('away');
    expect(line).toHaveTextContent('Away: back tomorrow at 9 a.m. ET');
    expect(line.firstElementChild).toHaveClass('bg-amber-400');
  });

  it('on a phone tucks the button away while the visitor scrolls down, not while the panel is open', () => {
    drawAndEnhance();
    const frame = document.body.firstElementChild!;
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    };
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 5000, configurable: true });
    scrollTo(200);
    expect(frame).toHaveClass('translate-y-[calc(100%+1rem)]', 'focus-within:translate-y-0');
    scrollTo(100);
    expect(frame).not.toHaveClass('translate-y-[calc(100%+1rem)]');
    Object.defineProperty(window, 'innerWidth', { value: 1024, configurable: true });
    scrollTo(400);
    expect(frame).not.toHaveClass('translate-y-[calc(100%+1rem)]');
    scrollTo(0);
  });
});
