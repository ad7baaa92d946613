/**
 * Resident memory while stored resumes are read and mailed (docs/server-hardening.md):
 *
 *   node --expose-gc --import tsx scripts/measure-resume-memory.ts [--resumes 50] [--reads 1] [--mail] [--old] [--json]
 *
 * Stores `--resumes` job applications with a 5 MB resume each (where this database keeps resume bytes:
 * server/db/resume-bytes.ts), then reads every one `--reads` times with getResume and, with --mail, mails
 * them all through the outbox to an SMTP server in this process that discards what it gets. Prints the
 * resident set size after each phase (after a garbage collection). --old stores the bytes in the
 * database column and reads them whole, as before resume files existed: the leak this measures.
 * The database: DATABASE_URL (PostgreSQL), else DATA_DIR (default: embedded, in memory).
 * Used by server/leads/resume-memory.test.ts, which runs it in a child process for a clean figure.
 */
import { eq } from 'drizzle-orm';
import { openDatabase } from '../server/db';
import { putResumeBytes } from '../server/db/resume-bytes';
import { jobApplications, notifications, resumes } from '../server/db/schema';
import { getResume } from '../server/leads/operations';
import { startOutboxWorker } from '../server/leads/outbox';
import { smtpMailer } from '../server/mail';
import { mailRenderers } from '../server/runtime';
import { smtpSink } from '../server/testing/smtp-sink';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(name);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const count = option('--resumes', 50);
const reads = option('--reads', 1);
const old = args.includes('--old');
const json = args.includes('--json');
const RESUME_BYTES = 5 * 1024 * 1024;

const gc = (globalThis as { gc?: () => void }).gc;
const rssMb = () => {
  gc?.();
  return Math.round(process.memoryUsage().rss / 1048576);
};
const figures: Record<string, number> = {};
const note = (phase: string) => {
  figures[phase] = rssMb();
  if (!json) console.log(`${phase.padEnd(14)} rss ${figures[phase]} MB`);
};

const env = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR || 'memory://' };
const handle = await openDatabase(env);
const { db } = handle;
try {
  note('opened');
  const ids: string[] = [];
  // A PDF-looking 5 MB file, different per resume (so nothing can be shared between them).
  for (let index = 0; index < count; index++) {
    const bytes = Buffer.alloc(RESUME_BYTES, index % 251);
    bytes.write('%PDF-1.7\n', 0);
    const [row] = await db
      .insert(jobApplications)
      .values({ firstName: 'Memory', lastName: `Probe ${index}`, email: `probe${index}@example.com`, phone: '+1 555 0100', position: 'backend', experience: '10+', coverLetter: 'Measuring.' })
      .returning({ id: jobApplications.id, createdAt: jobApplications.createdAt });
    const place = old ? { bytes, fileKey: null } : await putResumeBytes(db, bytes);
    await db.insert(resumes).values({ jobApplicationId: row!.id, fileName: `probe-${index}.pdf`, format: 'pdf', size: bytes.length, ...place });
    await db.insert(notifications).values({
      kind: 'job-application',
      leadId: row!.id,
      payload: { id: row!.id, type: 'job-application', createdAt: row!.createdAt.toISOString(), firstName: 'Memory', lastName: `Probe ${index}`, email: `probe${index}@example.com`, resume: { fileName: `probe-${index}.pdf`, format: 'pdf', size: bytes.length } },
    });
    ids.push(row!.id);
  }
  note('stored');

  const read = async (id: string) => {
    if (!old) return (await getResume(db, id))?.bytes.length ?? 0;
    const [row] = await db.select({ bytes: resumes.bytes }).from(resumes).where(eq(resumes.jobApplicationId, id));
    return row?.bytes?.length ?? 0;
  };
  if ((await read(ids[0]!)) !== RESUME_BYTES) throw new Error('a resume did not come back whole');
  note('warm');
  for (let round = 0; round < reads; round++) for (const id of ids) if ((await read(id)) !== RESUME_BYTES) throw new Error('a resume did not come back whole');
  note('read');

  if (args.includes('--mail')) {
    const smtp = await smtpSink();
    const worker = startOutboxWorker({
      db,
      renderers: mailRenderers,
      mailer: smtpMailer({ smtpUrl: smtp.url }),
      notifyTo: 'hiring@agency.test',
      autoStart: false,
      log: () => {},
    });
    let sent = 0;
    for (let round = 0; round < 20 && sent < count; round++) sent += await worker.runOnce();
    await worker.stop();
    await smtp.close();
    if (sent !== count || smtp.received() !== count) throw new Error(`mailed ${smtp.received()} of ${count}`);
    note('mailed');
  }
} finally {
  await handle.close();
}
if (json) console.log(JSON.stringify(figures));
