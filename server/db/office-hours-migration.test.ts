import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '.';

/** Migration 0013 turns the stored hours strings and blocked dates of 0004 into typed rows. */
describe('migration 0013 (office hours as rows)', () => {
  it('moves each host hours string into one row per window (a later rule wins, "sat=" closed) and blocked dates into closed overrides', async () => {
    const db = new PGlite();
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
    for (const { tag } of journal.entries) {
      if (tag.startsWith('0013')) {
        await db.exec(`insert into schedule_host_hours (host, hours, updated_by) values ('priya-raman', 'mon-wed=09:00-12:00,13:00-17:00; fri=09:00-13:00; sat= ; wed=10:00-11:00', 'inbox:james'), ('elena-marchetti', 'thu=08:00-24:00', 'cli')`);
        await db.exec(`insert into schedule_blocked_dates (date, host, created_by) values ('2027-03-08', 'priya-raman', 'cli'), ('2027-03-10', '', 'cli')`);
      }
      for (const statement of readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8').split('--> statement-breakpoint')) if (statement.trim()) await db.exec(statement);
    }
    const hours = (await db.query<{ owner: string; weekday: number; starts: string | null; ends: string | null }>('select owner, weekday, starts, ends from schedule_weekly_hours order by owner, weekday, starts')).rows;
    expect(hours.map((row) => `${row.owner} ${row.weekday} ${row.starts ?? '-'}-${row.ends ?? '-'}`)).toEqual([
      'elena-marchetti 4 08:00-24:00',
      'priya-raman 1 09:00-12:00', 'priya-raman 1 13:00-17:00',
      'priya-raman 2 09:00-12:00', 'priya-raman 2 13:00-17:00',
      'priya-raman 3 10:00-11:00',
      'priya-raman 5 09:00-13:00',
      'priya-raman 6 ---',
    ]);
    const overrides = (await db.query<{ date: string; owner: string; starts: string | null }>(`select to_char(date, 'YYYY-MM-DD') as date, owner, starts from schedule_date_overrides order by date`)).rows;
    expect(overrides).toEqual([{ date: '2027-03-08', owner: 'priya-raman', starts: null }, { date: '2027-03-10', owner: '', starts: null }]);
    await db.close();
  }, 60_000);
});
