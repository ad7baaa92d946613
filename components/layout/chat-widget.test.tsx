// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '@/components/forms/form-test-helpers';
import { ChatWidget } from './chat-widget';
import { businessHoursLabel } from '@/lib/business-hours';
import { notify } from '@/components/ui/toaster';

vi.mock('@/components/ui/toaster', () => ({ notify: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('ChatWidget', () => {
  it('toggles a labelled panel that promises a reply within 2 hours', async () => {
    const user = userEvent.setup();
    render(<ChatWidget hoursLabel={businessHoursLabel()} />);
    const toggle = screen.getByRole('button', { name: 'Chat with us' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const panel = screen.getByRole('dialog', { name: 'Talk to our team' });
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('within 2 hours');
    await user.click(screen.getByRole('button', { name: 'Close chat', expanded: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Send disabled while the message is blank; says received only after the server stored it (201)', async () => {
    const server = stubFetch();
    server.answer(() => json(201, { id: 'a1b2' }));
    const user = userEvent.setup();
    render(<ChatWidget hoursLabel={businessHoursLabel()} />);
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    const field = screen.getByLabelText('Your message');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(field, '    ');
    expect(send).toBeDisabled();
    await user.type(field, 'We need a SaaS MVP');
    await user.type(screen.getByLabelText(/Your email/), 'cto@example.com');
    await user.click(send);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const request = server.sent(0);
    expect(request.url).toBe('/api/chat');
    expect(request.json()).toMatchObject({ message: 'We need a SaaS MVP', email: 'cto@example.com', page: '/' });
    expect(request.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(notify).toHaveBeenCalledWith('success', 'Message received', expect.stringContaining('cto@example.com'));
    expect(JSON.parse(window.localStorage.getItem('northstack:chat-outbox') ?? '[]')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(screen.getByLabelText('Your message')).toHaveValue('');
  });

  it('on a failure keeps the text, says it was not sent and keeps it in the outbox for later', async () => {
    vi.mocked(notify).mockClear();
    stubFetch().answer(() => Promise.reject(new TypeError('offline')));
    const user = userEvent.setup();
    render(<ChatWidget hoursLabel={businessHoursLabel()} />);
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    await user.type(screen.getByLabelText('Your message'), 'Are you there?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Not sent/);
    expect(screen.getByLabelText('Your message')).toHaveValue('Are you there?');
    expect(notify).not.toHaveBeenCalledWith('success', expect.anything(), expect.anything());
    expect(JSON.parse(window.localStorage.getItem('northstack:chat-outbox') ?? '[]')).toEqual([expect.objectContaining({ message: 'Are you there?' })]);
  });

  it('closes on Escape and returns focus to its button', async () => {
    const user = userEvent.setup();
    render(<ChatWidget hoursLabel={businessHoursLabel()} />);
    const toggle = screen.getByRole('button', { name: 'Chat with us' });
    await user.click(toggle);
    expect(screen.getByLabelText('Your message')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat with us' })).toHaveFocus();
  });
});
