import { readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '.';
import { resumeFilesDir, tidyResumeFiles } from './resume-bytes';
import { jobApplications, resumes } from './schema';
import { getResume } from '../leads/operations';

describe('resume files of the embedded database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ DATA_DIR: 'memory://' });
  }, 60_000);
  afterAll(async () => handle?.close());

  it('at open, moves resumes stored in the database before files existed into files, and removes files no row names', async () => {
    const dir = resumeFilesDir(handle.db)!;
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(600_000, 0x33)]);
    const [owner] = await handle.db
      .insert(jobApplications)
      .values({ firstName: 'Old', lastName: 'Row', email: 'old@example.com', phone: '+1 555 0100', position: 'backend', experience: '10+', coverLetter: 'Stored before files.' })
      .returning({ id: jobApplications.id });
    await handle.db.insert(resumes).values({ jobApplicationId: owner!.id, fileName: 'cv.pdf', format: 'pdf', size: bytes.length, bytes, fileKey: null });
    // A file left by a crash between an erasure's commit and its unlink, and one of a submission still being stored.
    const orphan = path.join(dir, 'a'.repeat(32));
    writeFileSync(orphan, 'left behind', { mode: 0o600 });
    utimesSync(orphan, new Date(Date.now() - 3_600_000), new Date(Date.now() - 3_600_000));
    writeFileSync(path.join(dir, 'b'.repeat(32)), 'in flight', { mode: 0o600 });

    expect(await tidyResumeFiles(handle.db)).toEqual({ removed: 1, moved: 1 });
    const [row] = await handle.db.select({ bytes: resumes.bytes, fileKey: resumes.fileKey }).from(resumes);
    expect(row).toEqual({ bytes: null, fileKey: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(readdirSync(dir).sort()).toEqual([row!.fileKey, 'b'.repeat(32)].sort());
    expect(Buffer.compare((await getResume(handle.db, owner!.id))!.bytes, bytes)).toBe(0);
  });
});
