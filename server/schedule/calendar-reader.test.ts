import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { calendarWorkerScript, readBusyTimes } from './calendar-reader';
import { calendarWorkerBuild } from './calendar-worker-build.mjs';
import { calendar, vevent } from './calendar-fixtures';
import type { CalendarAnswer, CalendarJob } from './calendar-worker';

/**
 * Where the calendar reader's worker comes from: from the sources (vitest, tsx) the TypeScript entry bundled on
 * first use and run as an eval worker; in the server bundle the file scripts/build-server.mjs writes beside it
 * with the same options (calendar-worker-build.mjs), run here from a file as the bundle runs it.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'calendar-worker-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const text = calendar(vevent('one', 'DTSTART;TZID=America/New_York:20270315T100000', 'DTEND;TZID=America/New_York:20270315T110000'));
const window = { from: new Date('2027-03-14T00:00:00Z'), to: new Date('2027-03-17T00:00:00Z'), timeZone: 'America/New_York' };

describe('the calendar worker', () => {
  it('from the sources: bundled on first use (no calendar-worker.cjs beside the TypeScript) and read in a thread', async () => {
    expect('code' in (await calendarWorkerScript())).toBe(true);
    const busy = await readBusyTimes(text, window);
    expect(busy.map((time) => time.start.toISOString())).toEqual(['2027-03-15T14:00:00.000Z']);
  }, 60_000);

  it("as built beside the server bundle: one CommonJS file that runs as a worker from its path", async () => {
    const { build } = await import('esbuild');
    const outfile = path.join(dir, 'calendar-worker.cjs');
    const root = fileURLToPath(new URL('../..', import.meta.url));
    await build({ ...calendarWorkerBuild, absWorkingDir: root, outfile });
    const job: CalendarJob = { text, from: window.from.getTime(), to: window.to.getTime(), timeZone: window.timeZone, budget: { instances: 10, iterations: 100 } };
    const worker = new Worker(outfile, { workerData: job, env: {} });
    const answer = await new Promise<CalendarAnswer>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    expect(answer).toEqual({ type: 'busy', busy: [[Date.parse('2027-03-15T14:00:00Z'), Date.parse('2027-03-15T15:00:00Z')]] });
  }, 60_000);
});
