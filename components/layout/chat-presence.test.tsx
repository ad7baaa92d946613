// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { businessHoursLabel } from '@/lib/business-hours';
import { ChatPresence } from './chat-presence';

const hoursLabel = businessHoursLabel();
/** The presence decides once the hours' module, imported after hydration, has arrived. */
const decided = () => act(async () => {
  await vi.dynamicImportSettled();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ChatPresence', () => {
  it('renders neutral on the server (no green dot, no claim about now)', () => {
    const html = renderToString(<ChatPresence hoursLabel={hoursLabel} />);
    expect(html).toContain('data-presence="neutral"');
    expect(html).toContain('Weekdays, 9 a.m. to 5 p.m. ET');
    expect(html).not.toContain('bg-emerald-400');
  });

  it('at night on a holiday: away, with when the team is back', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-11-27T07:00:00Z'));
    const { container } = render(<ChatPresence hoursLabel={hoursLabel} />);
    await decided();
    expect(container.querySelector('[data-presence]')).toHaveAttribute('data-presence', 'away');
    expect(screen.getByText('Holiday: back Monday at 9 a.m. ET')).toBeInTheDocument();
    expect(container.querySelector('.bg-emerald-400')).toBeNull();
  });

  it('by day: green, and it follows the clock when the team closes', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-11-24T21:59:00Z')); // Tuesday 16:59 EST
    const { container } = render(<ChatPresence hoursLabel={hoursLabel} />);
    await decided();
    expect(container.querySelector('[data-presence]')).toHaveAttribute('data-presence', 'open');
    expect(container.querySelector('.bg-emerald-400')).not.toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(container.querySelector('[data-presence]')).toHaveAttribute('data-presence', 'away');
    expect(screen.getByText('Away: back tomorrow at 9 a.m. ET')).toBeInTheDocument();
  });
});
