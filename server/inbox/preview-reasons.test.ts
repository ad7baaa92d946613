import { describe, expect, it } from 'vitest';
import { backends, resetAvailability } from '../testing/test-support';
import { useInbox } from '../testing/inbox';

/** The inbox's preview says why a host has no times on a day away without a label, in the team's words and the visitor's. */
for (const backend of backends) {
  describe.skipIf(backend.skip)(`the preview of a host's day away on ${backend.name}`, () => {
    const inbox = useInbox(backend, 'inbox_preview_reasons');

    it("names the host and quotes what the visitor reads (\"Priya is away\"), with no label", async () => {
      await resetAvailability(inbox.handle.db, 'schedule_date_overrides, schedule_weekly_hours, schedule_settings');
      const cookie = await inbox.signIn();
      // A Thursday within the horizon of the test's clock (Nov 27, 2026).
      const day = '2026-12-10';
      expect((await inbox.post('/calls/availability/override', { date: day, host: 'priya-raman', mode: 'closed', label: '' }, { cookie })).status).toBe(303);
      const page = await (await inbox.get(`/calls/availability?preview=${day}&host=priya-raman`, cookie)).text();
      expect(page).toContain('No times offered. Priya Raman is away that day: their date override. Visitors read “Priya is away”.');
      expect(page).not.toContain('Host away');
      // The list of special days says it is Priya's alone, closed, with no label.
      expect(page).toMatch(/<strong>Thu, Dec 10, 2026<\/strong> · Priya Raman · closed <span class="meta">/);
    });
  });
}
