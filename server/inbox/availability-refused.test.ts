import { describe, expect, it } from 'vitest';
import { backends, countRows, resetAvailability } from '../testing/test-support';
import { useInbox } from '../testing/inbox';

/** A save the availability editor refuses answers with what the member typed, the reason beside the field, and stores nothing. */
for (const backend of backends) {
  describe.skipIf(backend.skip)(`a refused availability save on ${backend.name}`, () => {
    const inbox = useInbox(backend, 'inbox_availability_refused');
    const { post, signIn } = inbox;

    it('keeps the typed weekly hours (not the stored ones) and marks the day the refusal names', async () => {
      await resetAvailability(inbox.handle.db, 'schedule_date_overrides, schedule_weekly_hours, schedule_settings');
      const cookie = await signIn();
      // Monday typed backwards, Tuesday closed, Saturday given hours: none of it is stored.
      const answer = await post('/calls/availability/hours', { owner: '', 'start1-1': '17:00', 'end1-1': '09:00', 'closed-2': '1', 'start1-6': '10:00', 'end1-6': '14:00' }, { cookie });
      expect(answer.status).toBe(400);
      const page = await answer.text();
      const agency = page.slice(page.indexOf('name="owner" value=""'), page.indexOf('</form>', page.indexOf('name="owner" value=""')));
      expect(agency).toContain('<p id="hours-error-agency" class="field-error" role="alert">Not saved: Monday: the end (9 a.m.) must be after the start (5 p.m.).');
      expect(agency).toMatch(/name="start1-1" value="17:00" aria-label="Monday from" class="[^"]*" aria-invalid="true" aria-describedby="hours-error-agency"/);
      expect(agency).toMatch(/name="end1-1" value="09:00"/);
      expect(agency).toMatch(/name="closed-2" value="1" aria-label="Tuesday closed" checked/);
      expect(agency).toMatch(/name="start1-6" value="10:00"/);
      // The stored (default) Wednesday is not put back over what was sent: it was sent empty.
      expect(agency).toMatch(/name="start1-3" value=""/);
      // Only Monday's four fields are marked.
      expect(agency.match(/aria-invalid="true"/g)).toHaveLength(4);
      expect(await countRows(inbox.handle, 'schedule_weekly_hours')).toBe(0);
    });

    it('keeps a refused date with its label, hours and host, the refusal beside the field it names', async () => {
      const cookie = await signIn();
      const hours = await (await post('/calls/availability/override', { date: '2027-03-03', host: 'priya-raman', mode: 'hours', start1: '13:00', end1: '09:00', label: 'Half day' }, { cookie })).text();
      expect(hours).toMatch(/id="override-date"[^>]*value="2027-03-03"/);
      expect(hours).toMatch(/<option value="priya-raman" selected>/);
      expect(hours).toMatch(/id="override-label"[^>]*value="Half day"/);
      expect(hours).toMatch(/<input type="radio" name="mode" value="hours" checked>/);
      expect(hours).toMatch(/id="override-start" name="start1" type="time" value="13:00" class="[^"]*" aria-invalid="true" aria-describedby="override-error"/);
      expect(hours).toMatch(/id="override-end" name="end1" type="time" value="09:00"/);
      expect(hours).toMatch(/<button type="submit"[^>]*>Add date<\/button><\/div>\n<p id="override-error" class="field-error" role="alert">Hours of the day: the end \(9 a\.m\.\) must be after the start \(1 p\.m\.\)\.<\/p>/);

      const label = await (await post('/calls/availability/override', { date: '2027-03-04', host: '', mode: 'closed', label: 'Closed <b>early</b>' }, { cookie })).text();
      expect(label).toMatch(/id="override-label"[^>]*value="Closed &lt;b&gt;early&lt;\/b&gt;" class="[^"]*" aria-invalid="true" aria-describedby="override-error"><p id="override-error" class="field-error" role="alert">Label: plain text only/);
      expect(label).toMatch(/<input type="radio" name="mode" value="closed" checked>/);
      expect(await countRows(inbox.handle, 'schedule_date_overrides')).toBe(0);
    });

    it('keeps refused booking rules as typed', async () => {
      const cookie = await signIn();
      const page = await (await post('/calls/availability/settings', { timeZone: 'America/Chicago', minimumNoticeHours: '5000', horizonDays: '30', maxCallsPerDay: '4' }, { cookie })).text();
      expect(page).toContain('<p id="settings-error" class="field-error" role="alert">Not saved: ');
      expect(page).toMatch(/<option value="America\/Chicago" selected>/);
      expect(page).toMatch(/name="minimumNoticeHours" type="number"[^>]*value="5000"/);
      expect(page).toMatch(/name="horizonDays" type="number"[^>]*value="30"/);
      expect(await countRows(inbox.handle, 'schedule_settings')).toBe(0);
    });
  });
}
