// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoaderCircle, X } from 'lucide-react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, patient, stubFetch } from '@/components/forms/form-test-helpers';
import { businessHoursLabel } from '@/lib/business-hours';
import { CHAT_OUTBOX_KEY } from '@/lib/chat';
import { ChatWidget } from './chat-widget';
import { LOADER_CIRCLE_PATH, enhanceChat } from './chat-enhance';

// The toast layer is not loaded: a sent message raises its toast through this spy.
const { notify } = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/components/ui/toaster', () => ({ notify }));

vi.setConfig({ testTimeout: 30_000 });

const hoursLabel = businessHoursLabel();
let stop: (() => void) | null = null;

/** The widget as the server draws it (every page's HTML); `before` runs on it before the script (a tap before it arrives). */
function drawAndEnhance(before?: () => void) {
  document.body.innerHTML = renderToString(<ChatWidget hoursLabel={hoursLabel} />);
  before?.();
  stop = enhanceChat(document, { hoursLabel });
}

const outbox = () => JSON.parse(window.localStorage.getItem(CHAT_OUTBOX_KEY) ?? '[]') as unknown[];
const panel = () => document.querySelector<HTMLElement>('[role="dialog"]')!;
const toggle = () => document.querySelector<HTMLButtonElement>(`button[aria-controls="${panel().id}"]`)!;
const frame = () => document.body.firstElementChild!;
const TUCKED = 'translate-y-[calc(100%+1rem)]';

beforeEach(() => notify.mockClear());
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

  it('starts from a popover the button opens and a form that posts (the HTML without scripts)', () => {
    document.body.innerHTML = renderToString(<ChatWidget hoursLabel={hoursLabel} />);
    expect(panel()).toHaveAttribute('popover', 'auto');
    expect(panel()).not.toHaveAttribute('hidden');
    expect(toggle()).toHaveAttribute('popovertarget', panel().id);
    expect(toggle()).not.toHaveAttribute('aria-expanded');
    expect(document.querySelector('form')).toHaveAttribute('method', 'post');
    expect(document.querySelector('form')!.noValidate).toBe(false);
    // Enabled: the browser checks the form and posts it.
    expect(screen.getByRole('button', { name: 'Send', hidden: true })).toBeEnabled();
  });

  it('turns the popover into a closed panel that its button controls, and a form that checks itself', () => {
    drawAndEnhance();
    expect(toggle()).toHaveAccessibleName('Chat with us');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).not.toHaveAttribute('popovertarget');
    expect(toggle().querySelector('svg')).toHaveClass('lucide-message-circle');
    expect(panel()).not.toHaveAttribute('popover');
    expect(panel().hidden).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    const close = panel().querySelector('button[aria-label="Close chat"]')!;
    expect(close).not.toHaveAttribute('popovertarget');
    expect(close).not.toHaveAttribute('popovertargetaction');
    const form = document.querySelector('form')!;
    expect(form.noValidate).toBe(true);
    expect(form).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: 'Send', hidden: true })).toBeDisabled();
    expect(screen.queryByRole('alert', { hidden: true })).toBeNull();
    expect(frame()).not.toHaveClass(TUCKED);
  });

  it('toggles a labelled panel that promises a reply within 2 hours, the message field focused, the focus back on its button when closed', async () => {
    const user = userEvent.setup();
    drawAndEnhance();
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    const dialog = screen.getByRole('dialog', { name: 'Talk to our team' });
    expect(dialog).toBeVisible();
    expect(dialog).toHaveTextContent('within 2 hours');
    expect(screen.getByLabelText('Your message')).toHaveFocus();
    // The button says it is open, and shows the close icon the panel's close button draws, at its own size.
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(toggle()).toHaveAccessibleName('Close chat');
    expect(toggle().querySelector('svg')!.outerHTML).toBe(renderToString(<X aria-hidden className="size-5" />));
    await user.click(screen.getByRole('button', { name: 'Close chat', expanded: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(panel().hidden).toBe(true);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle().querySelector('svg')).toHaveClass('lucide-message-circle');
    expect(screen.getByRole('button', { name: 'Chat with us' })).toHaveFocus();
  });

  it('the panel’s own close button closes it and returns the focus to the chat button', async () => {
    const user = userEvent.setup();
    drawAndEnhance();
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    await user.click(panel().querySelector<HTMLButtonElement>('button[aria-label="Close chat"]')!);
    expect(panel().hidden).toBe(true);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('keeps a panel opened before the script ran open, with what was typed, and focuses the field', () => {
    drawAndEnhance(() => {
      const popover = panel();
      const matches = popover.matches.bind(popover);
      // jsdom has no popovers: the panel answers as one the visitor opened.
      popover.matches = (selector: string) => selector === ':popover-open' || matches(selector);
      document.querySelector('textarea')!.value = 'Typed early';
    });
    expect(panel().hidden).toBe(false);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Your message')).toHaveValue('Typed early');
    expect(screen.getByLabelText('Your message')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('keeps Send disabled while the message is blank, is busy while it goes out, and says received only after the server stored it (201)', async () => {
    const server = stubFetch();
    let answer: ((response: Response) => void) | undefined;
    server.answer(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    drawAndEnhance();
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Your message'), '    ');
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Your message'), 'We need a SaaS MVP');
    await user.type(screen.getByLabelText(/Your email/), 'cto@example.com');
    await user.click(send);

    // Busy, not disabled: the keyboard focus stays on the button.
    const busy = await screen.findByRole('button', { name: 'Sending…' }, patient);
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).not.toBeDisabled();
    expect(notify).not.toHaveBeenCalled();
    // The form is busy before the submission client has loaded and posted: answer once the request is out.
    await waitFor(() => expect(answer).toBeDefined(), patient);
    answer!(json(201, { id: 'a1b2' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), patient);
    const request = server.sent(0);
    expect(request.url).toBe('/api/chat');
    expect(request.json()).toMatchObject({ message: 'We need a SaaS MVP', email: 'cto@example.com', page: '/' });
    expect(request.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(notify).toHaveBeenCalledWith('success', 'Message received', expect.stringContaining('cto@example.com'));
    expect(outbox()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Chat with us' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(screen.getByLabelText('Your message')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('while sending, marks the form busy with lucide’s spinner, then draws the send icon again', async () => {
    const server = stubFetch();
    let answer: ((response: Response) => void) | undefined;
    server.answer(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    drawAndEnhance();
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    await user.type(screen.getByLabelText('Your message'), 'We need a SaaS MVP');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const busy = await screen.findByRole('button', { name: 'Sending…' }, patient);
    expect(document.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    expect(busy.querySelector('svg')!.outerHTML).toBe(renderToString(<LoaderCircle aria-hidden className="size-4 animate-spin" strokeWidth={2} />));
    expect(LOADER_CIRCLE_PATH).toBe(busy.querySelector('path')!.getAttribute('d'));
    // The form is busy before the submission client has loaded and posted: answer once the request is out.
    await waitFor(() => expect(answer).toBeDefined(), patient);
    answer!(json(201, { id: 'a1b2' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), patient);
    expect(document.querySelector('form')).not.toHaveAttribute('aria-busy');
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send.querySelector('svg')).toHaveClass('lucide-send');
    expect(send).not.toHaveAttribute('aria-disabled');
  });

  it('on a failure keeps the text, says it was not sent and keeps it in the outbox for later', async () => {
    stubFetch().answer(() => Promise.reject(new TypeError('offline')));
    const user = userEvent.setup();
    drawAndEnhance();
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    await user.type(screen.getByLabelText('Your message'), 'Are you there?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert', {}, patient)).toHaveTextContent(/Not sent/);
    expect(screen.getByLabelText('Your message')).toHaveValue('Are you there?');
    expect(screen.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(notify).not.toHaveBeenCalled();
    expect(outbox()).toEqual([expect.objectContaining({ message: 'Are you there?' })]);
  });

  it('shows the field message of a refused message, and drops it from the outbox (400)', async () => {
    stubFetch().answer(() => json(400, { message: 'Invalid.', fields: { email: 'Please enter a valid email address.' } }));
    const user = userEvent.setup();
    drawAndEnhance();
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    await user.type(screen.getByLabelText('Your message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert', {}, patient)).toHaveTextContent('Not sent. Please enter a valid email address.');
    expect(outbox()).toEqual([]);
  });

  it('closes on Escape from a field, returns focus to its button and keeps the draft', async () => {
    const user = userEvent.setup();
    drawAndEnhance();
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    await user.type(screen.getByLabelText('Your message'), 'Half a thought');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
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

  describe('the presence line', () => {
    const line = () => document.querySelector<HTMLElement>('[data-presence]')!;

    it('decides once the hours have loaded, and follows the clock', async () => {
      vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
      // A Tuesday, 10 a.m. in New York: in.
      vi.setSystemTime(new Date('2026-12-08T15:00:00Z'));
      drawAndEnhance();
      expect(line().dataset.presence).toBe('neutral');
      await waitFor(() => expect(line().dataset.presence).toBe('open'));
      expect(line()).toHaveTextContent('Online now, until 5 p.m. ET');
      expect(line().firstElementChild).toHaveClass('bg-emerald-400');
      // 5 p.m.: away until tomorrow.
      vi.setSystemTime(new Date('2026-12-08T22:00:30Z'));
      vi.advanceTimersByTime(60_000);
      expect(line().dataset.presence).toBe('away');
      expect(line()).toHaveTextContent('Away: back tomorrow at 9 a.m. ET');
      expect(line().firstElementChild).toHaveClass('bg-amber-400');
    });

    it('at night on a holiday: away, with when the team is back', async () => {
      vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
      vi.setSystemTime(new Date('2026-11-27T07:00:00Z'));
      drawAndEnhance();
      await waitFor(() => expect(line().dataset.presence).toBe('away'));
      expect(screen.getByText('Holiday: back Monday at 9 a.m. ET')).toBeInTheDocument();
      expect(line().querySelector('.bg-emerald-400')).toBeNull();
    });

    it('by day: green, and it follows the clock when the team closes a minute later', async () => {
      vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
      vi.setSystemTime(new Date('2026-11-24T21:59:00Z')); // Tuesday 16:59 EST
      drawAndEnhance();
      await waitFor(() => expect(line().dataset.presence).toBe('open'));
      expect(line().querySelector('.bg-emerald-400')).not.toBeNull();
      vi.advanceTimersByTime(60_000);
      expect(line().dataset.presence).toBe('away');
      expect(screen.getByText('Away: back tomorrow at 9 a.m. ET')).toBeInTheDocument();
    });
  });

  it('below 86rem (its bar) tucks the button away while the visitor scrolls down, not while the panel is open', async () => {
    drawAndEnhance();
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    };
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 5000, configurable: true });
    scrollTo(200);
    expect(frame()).toHaveClass(TUCKED, 'focus-within:translate-y-0');
    // Open, the panel and its button stay in view.
    await userEvent.setup().click(toggle());
    expect(frame()).not.toHaveClass(TUCKED);
    fireEscape();
    expect(frame()).toHaveClass(TUCKED);
    scrollTo(100);
    expect(frame()).not.toHaveClass(TUCKED);
    // On a laptop the button sits in its bar too; where the side margin holds it, it stays.
    Object.defineProperty(window, 'innerWidth', { value: 1024, configurable: true });
    scrollTo(400);
    expect(frame()).toHaveClass(TUCKED);
    scrollTo(300);
    Object.defineProperty(window, 'innerWidth', { value: 1440, configurable: true });
    scrollTo(600);
    expect(frame()).not.toHaveClass(TUCKED);
    scrollTo(0);
  });
});

function fireEscape() {
  document.querySelector('textarea')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
}
