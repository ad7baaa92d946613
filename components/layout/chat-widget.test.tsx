// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatWidget } from './chat-widget';

vi.mock('./toaster', () => ({ notify: vi.fn() }));

afterEach(cleanup);

describe('ChatWidget', () => {
  it('toggles a labelled panel that promises a reply within 2 hours', async () => {
    const user = userEvent.setup();
    render(<ChatWidget />);
    const toggle = screen.getByRole('button', { name: 'Chat with us' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const panel = screen.getByRole('dialog', { name: 'Talk to our team' });
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('within 2 hours');
    await user.click(screen.getByRole('button', { name: 'Close chat', expanded: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Send disabled while the message is blank, then sends, clears and closes', async () => {
    const user = userEvent.setup();
    render(<ChatWidget />);
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    const field = screen.getByLabelText('Your message');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(field, '    ');
    expect(send).toBeDisabled();
    await user.type(field, 'We need a SaaS MVP');
    expect(send).toBeEnabled();
    await user.click(send);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('northstack:chat-outbox') ?? '[]')).toEqual([
      expect.objectContaining({ message: 'We need a SaaS MVP' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(screen.getByLabelText('Your message')).toHaveValue('');
  });

  it('closes on Escape and returns focus to its button', async () => {
    const user = userEvent.setup();
    render(<ChatWidget />);
    const toggle = screen.getByRole('button', { name: 'Chat with us' });
    await user.click(toggle);
    expect(screen.getByLabelText('Your message')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat with us' })).toHaveFocus();
  });
});
