import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db';
import { scheduleDateOverrides, scheduleWeeklyHours } from '../db/schema';
import { backends, openTestDatabase } from '../testing/test-support';
import { availabilityCommand } from './availability-cli';

/** `npm run leads -- availability …` edits the same rows as the inbox, through the same checks. */
describe.each(backends)('the availability CLI on $name', ({ name, env, skip }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    if (!skip) handle = await openTestDatabase(env, `availability_cli_${name}`);
  }, 120_000);
  afterAll(async () => handle?.close());

  it.skipIf(skip)('sets a host week, a labelled half day, a closed day and the zone; shows them; refuses hostile input with status 2', async () => {
    const run = (...args: string[]) => availabilityCommand(handle.db, args, {});
    expect((await run('hours', 'priya-raman', 'mon-thu=09:00-12:00,13:00-17:00; fri=09:00-13:00')).status).toBe(0);
    expect((await run('override', '2027-03-05', '--hours', '09:00-13:00', '--label', 'Half day')).status).toBe(0);
    expect((await run('override', '2027-03-08', '--host', 'priya-raman', '--label', 'Offsite')).status).toBe(0);
    const shown = await run('zone', 'America/Chicago');
    expect(shown.out).toContain('Office time zone: America/Chicago');
    expect(shown.out).toMatch(/priya-raman:\n {2}Monday {5}09:00-12:00, 13:00-17:00/);
    expect(shown.out).toContain('2027-03-05  everyone         09:00-13:00  "Half day"');
    expect(shown.out).toContain('2027-03-08  priya-raman      closed  "Offsite"');
    expect(await handle.db.select().from(scheduleWeeklyHours)).toHaveLength(4 * 2 + 1 + 2);
    for (const hostile of [['hours', 'nobody', 'mon=09:00-10:00'], ['override', '2027-03-05', '--hours', '13:00-09:00'], ['override', '2027-03-05', '--label', '<b>x</b>'], ['zone', 'Mars/Olympus'], ['explode']]) {
      const answer = await run(...hostile);
      expect(answer.status, hostile.join(' ')).toBe(2);
    }
    expect(await handle.db.select().from(scheduleDateOverrides)).toHaveLength(2);
    expect((await run('remove-override', '2027-03-08', '--host', 'priya-raman')).status).toBe(0);
    expect((await run('hours', 'priya-raman', 'default')).status).toBe(0);
    expect((await run('zone', 'default')).out).toContain('Office time zone: America/New_York (default)');
  });
});
