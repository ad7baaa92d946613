// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '@/components/forms/form-test-helpers';
import { businessHoursLabel } from '@/lib/business-hours';
import { CHAT_OUTBOX_KEY } from '@/lib/chat';
import { ChatWidget } from './chat-widget';
import { enhanceChat } from './chat-enhance';

// One toast spy for both: the React widget and the enhanced one raise toasts through the same notify.
const { notify } = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/components/ui/toaster', () => ({ notify }));

const hoursLabel = businessHoursLabel();
let stop: (() => void) | null = null;

/**
 * The chat as a visitor uses it, held to one contract on both ways a page gets it: the React widget hydrated
 * (pages Next draws) and the server-drawn widget enhanced by chat-enhance.ts (pages Astro draws).
 */
const implementations = [
  { name: 'the React widget', show: () => void render(<ChatWidget hoursLabel={hoursLabel} />) },
  {
    name: 'the server-drawn widget, enhanced',
    show: () => {
      document.body.innerHTML = renderToString(<ChatWidget hoursLabel={hoursLabel} />);
      stop = enhanceChat(document, { hoursLabel });
    },
  },
];

const outbox = () => JSON.parse(window.localStorage.getItem(CHAT_OUTBOX_KEY) ?? '[]') as unknown[];

beforeEach(() => notify.mockClear());
afterEach(() => {
  stop?.();
  stop = null;
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe.each(implementations)('the chat: $name', ({ show }) => {
  it('toggles a labelled panel that promises a reply within 2 hours, the message field focused, the focus back on its button when closed', async () => {
    const user = userEvent.setup();
    show();
    const toggle = screen.getByRole('button', { name: 'Chat with us' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const panel = screen.getByRole('dialog', { name: 'Talk to our team' });
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('within 2 hours');
    expect(screen.getByLabelText('Your message')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close chat', expanded: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat with us' })).toHaveFocus();
  });

  it('keeps Send disabled while the message is blank, is busy while it goes out, and says received only after the server stored it (201)', async () => {
    const server = stubFetch();
    let answer: (response: Response) => void = () => {};
    server.answer(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Your message'), '    ');
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Your message'), 'We need a SaaS MVP');
    await user.type(screen.getByLabelText(/Your email/), 'cto@example.com');
    await user.click(send);

    // Busy, not disabled: the keyboard focus stays on the button.
    const busy = await screen.findByRole('button', { name: 'Sending…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).not.toBeDisabled();
    expect(notify).not.toHaveBeenCalled();
    answer(json(201, { id: 'a1b2' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const request = server.sent(0);
    expect(request.url).toBe('/api/chat');
    expect(request.json()).toMatchObject({ message: 'We need a SaaS MVP', email: 'cto@example.com', page: '/' });
    expect(request.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(notify).toHaveBeenCalledWith('success', 'Message received', expect.stringContaining('cto@example.com'));
    expect(outbox()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(screen.getByLabelText('Your message')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('on a failure keeps the text, says it was not sent and keeps it in the outbox for later', async () => {
    stubFetch().answer(() => Promise.reject(new TypeError('offline')));
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    await user.type(screen.getByLabelText('Your message'), 'Are you there?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Not sent/);
    expect(screen.getByLabelText('Your message')).toHaveValue('Are you there?');
    expect(screen.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-disabled');
    expect(notify).not.toHaveBeenCalled();
    expect(outbox()).toEqual([expect.objectContaining({ message: 'Are you there?' })]);
  });

  it('shows the field message of a refused message, and drops it from the outbox (400)', async () => {
    stubFetch().answer(() => json(400, { message: 'Invalid.', fields: { email: 'Please enter a valid email address.' } }));
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    await user.type(screen.getByLabelText('Your message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not sent. Please enter a valid email address.');
    expect(outbox()).toEqual([]);
  });

  it('closes on Escape from a field, returns focus to its button and keeps the draft', async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    await user.type(screen.getByLabelText('Your message'), 'Half a thought');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat with us' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(screen.getByLabelText('Your message')).toHaveValue('Half a thought');
  });
});
