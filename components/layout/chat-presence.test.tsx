// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatPresence } from './chat-presence';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ChatPresence', () => {
  it('renders neutral on the server (no green dot, no claim about now)', () => {
    const html = renderToString(<ChatPresence />);
    expect(html).toContain('data-presence="neutral"');
    expect(html).toContain('Weekdays, 9 a.m. to 5 p.m. ET');
    expect(html).not.toContain('bg-emerald-400');
  });

  it('at night on a holiday: away, with when the team is back', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-11-27T07:00:00Z'));
    const { container } = render(<ChatPresence />);
    expect(container.querySelector('[data-presence]')).toHaveAttribute('data-presence', 'away');
    expect(screen.getByText('Holiday: back Monday at 9 a.m. ET')).toBeInTheDocument();
    expect(container.querySelector('.bg-emerald-400')).toBeNull();
  });

  it('by day: green, and it follows the clock when the team closes', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-11-24T21:59:00Z')); // Tuesday 16:59 EST
    const { container } = render(<ChatPresence />);
    expect(container.querySelector('[data-presence]')).toHaveAttribute('data-presence', 'open');
    expect(container.querySelector('.bg-emerald-400')).not.toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(container.querySelector('[data-presence]')).toHaveAttribute('data-presence', 'away');
    expect(screen.getByText('Away: back tomorrow at 9 a.m. ET')).toBeInTheDocument();
  });
});
