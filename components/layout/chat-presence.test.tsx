import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { businessHoursLabel } from '@/lib/business-hours';
import { ChatPresence } from './chat-presence';

// The browser's decision (in, away, a holiday) and its minute clock: chat-enhance.test.tsx.
describe('ChatPresence', () => {
  it('renders neutral on the server (no green dot, no claim about now)', () => {
    const html = renderToString(<ChatPresence hoursLabel={businessHoursLabel()} />);
    expect(html).toContain('data-presence="neutral"');
    expect(html).toContain('Weekdays, 9 a.m. to 5 p.m. ET');
    expect(html).not.toContain('bg-emerald-400');
  });
});
