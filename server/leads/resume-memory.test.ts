import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { backends, openTestDatabase, testDatabaseUrl } from '../testing/test-support';

/**
 * Reading and mailing stored resumes never grows the server: 50 job applications with a 5 MB resume
 * each are stored, read back whole (getResume) and mailed through the outbox to an SMTP server, in a
 * child process (scripts/measure-resume-memory.ts) so its resident memory is this work's alone.
 * Before resume files, the embedded database grew by about 10 MB per read: 50 reads, 500 MB. Mailing 250 MB of
 * attachments measured 54-110 MB of growth from run to run (the collector's timing, 2026-12-06), so the bound sits
 * well above that noise and far below the regression it guards against.
 */
const BOUND_MB = 160;

describe.each(backends)('resident memory around 50 stored 5 MB resumes on $name', ({ env, skip }) => {
  it.skipIf(skip)(`grows by less than ${BOUND_MB} MB while all 50 are read, and again while all 50 are mailed`, async () => {
    let childEnv: Record<string, string> = { DATA_DIR: 'memory://', DATABASE_URL: '' };
    if (env.DATABASE_URL) {
      await (await openTestDatabase(env, 'resume_memory')).close(); // a fresh, migrated database of its own
      childEnv = { DATABASE_URL: testDatabaseUrl(env.DATABASE_URL, 'resume_memory') };
    }
    const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'scripts/measure-resume-memory.ts', '--resumes', '50', '--mail', '--json'], {
      env: { ...process.env, ...childEnv },
      encoding: 'utf8',
      timeout: 600_000,
    });
    expect(run.status, run.stderr).toBe(0);
    const figures = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as Record<'warm' | 'read' | 'mailed', number>;
    expect(figures.read - figures.warm).toBeLessThan(BOUND_MB);
    expect(figures.mailed - figures.read).toBeLessThan(BOUND_MB);
  }, 600_000);
});
