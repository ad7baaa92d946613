import { describe, expect, it } from 'vitest';
import { heldPage } from './pages';

describe('the page after a booking held for the visitor’s proof (no scripts)', () => {
  it('says until when the time is kept with the zone and the day, as the mail does', () => {
    const page = heldPage({ email: 'ada@example.com', until: new Date('2026-12-16T15:00:00.000Z'), timeZone: 'America/Chicago' });
    expect(page).toContain('we keep the time for you until 9 a.m. CT on Wednesday, December 16.');
  });
});
