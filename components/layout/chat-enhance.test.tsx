// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoaderCircle, X } from 'lucide-react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '@/components/forms/form-test-helpers';
import { businessHoursLabel } from '@/lib/business-hours';
import { CHAT_OUTBOX_KEY } from '@/lib/chat';
import { ChatWidget } from './chat-widget';
import { LOADER_CIRCLE_PATH, enhanceChat } from './chat-enhance';

// The toast layer is not loaded: a sent message toasts (chat-contract.test.tsx checks what).
vi.mock('@/components/ui/toaster', () => ({ notify: vi.fn() }));

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

  it('draws the close icon the React widget draws (the rest of the chat: chat-contract.test.tsx)', async () => {
    const user = userEvent.setup();
    drawAndEnhance();
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    const toggle = screen.getByRole('button', { name: 'Close chat', expanded: true });
    expect(toggle.querySelector('svg')!.outerHTML).toBe(renderToString(<X aria-hidden className="size-5" />));
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

  it('while sending, marks the form busy with the spinner React draws, then draws the send icon again', async () => {
    const server = stubFetch();
    let answer: (response: Response) => void = () => {};
    server.answer(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    drawAndEnhance();
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    await user.type(screen.getByLabelText('Your message'), 'We need a SaaS MVP');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const busy = await screen.findByRole('button', { name: 'Sending…' });
    expect(document.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    expect(busy.querySelector('svg')!.outerHTML).toBe(renderToString(<LoaderCircle aria-hidden className="size-4 animate-spin" strokeWidth={2} />));
    expect(LOADER_CIRCLE_PATH).toBe(busy.querySelector('path')!.getAttribute('d'));
    answer(json(201, { id: 'a1b2' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(screen.getByRole('button', { name: 'Send' }).querySelector('svg')).toHaveClass('lucide-send');
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
