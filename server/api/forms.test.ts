import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db';
import { chatMessages, jobApplications, newsletterSubscribers, notifications, resumes, talentPool } from '../db/schema';
import { databaseLimiter } from '../http/rate-limit';
import { deleteLead, getResume, listLeads, openResume, purgeLeads } from '../leads/operations';
import { resumeFilesDir } from '../db/resume-bytes';
import { backends, clearTables, countRows, files, multipart, openTestDatabase, testApp, validApplication, validTalent } from '../testing/test-support';
import { renderMail } from '../testing/mail';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { businessHours } from '@/content/business-hours';
import { setContentRoot } from '@/content/shared/collection';
import { contentCopyWith } from '@/content/shared/collection-fixtures';
import { getJob, jobPage } from '@/content/careers/opening-pages';
import { formatDate } from '@/lib/format';
import { dateKey } from '@/lib/schedule/format';

describe.each(backends)('form endpoints on $name', ({ env, skip }) => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof testApp>;
  let address = 0;
  let ip = '';
  const send = (path: string, body: FormData | Record<string, unknown>, headers: Record<string, string> = {}) =>
    app.request(`/api/${path}`, {
      method: 'POST',
      headers: { accept: 'application/json', 'x-forwarded-for': ip, ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body instanceof FormData ? body : JSON.stringify(body),
    });

  beforeAll(async () => {
    if (skip) return;
    handle = await openTestDatabase(env, 'forms');
    app = testApp(handle, { rateLimiter: databaseLimiter(handle.db, { limit: 5 }) });
  }, 60_000);
  afterAll(async () => handle?.close());
  beforeEach(async () => {
    if (skip) return;
    address += 1;
    ip = `198.51.100.${address}`;
    await clearTables(handle);
  });

  it.skipIf(skip)('stores a job application with its resume, byte for byte, in one go', async () => {
    const pdf = files.pdf();
    const response = await send('job-applications', multipart(validApplication, { bytes: pdf, name: '../../etc/cv.pdf' }));
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { id } = (await response.json()) as { id: string };
    const [row] = await handle.db.select().from(jobApplications).where(eq(jobApplications.id, id));
    expect(row).toMatchObject({ firstName: 'Grace', position: 'backend', experience: '10+' });
    const resume = await getResume(handle.db, id);
    expect(resume?.format).toBe('pdf');
    expect(resume?.fileName).toBe('cv.pdf');
    expect(Buffer.compare(resume!.bytes, pdf)).toBe(0);
    const [queued] = await handle.db.select().from(notifications);
    expect(queued).toMatchObject({ kind: 'job-application', leadId: id });
  });

  it.skipIf(skip)('stores an application and a talent-pool entry with only the required fields; the mails say what was not given', async () => {
    const application = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', position: 'senior-frontend' };
    const applied = await send('job-applications', multipart(application, { bytes: files.pdf(), name: 'cv.pdf' }));
    expect(applied.status).toBe(201);
    const [row] = await handle.db.select().from(jobApplications);
    expect(row).toMatchObject({ ...application, phone: null, experience: null, coverLetter: null, skills: null, portfolio: null });
    const talent = await send('talent-pool', multipart({ fullName: 'Alan Turing', email: 'alan@example.com', consent: 'on' }, { bytes: files.pdf(), name: 'cv.pdf' }));
    expect(talent.status).toBe(201);
    const [entry] = await handle.db.select().from(talentPool);
    expect(entry).toMatchObject({ fullName: 'Alan Turing', location: null, currentRole: null, areaOfInterest: null, keySkills: null, experience: null, links: null });
    const mails = (await handle.db.select().from(notifications)).map((queued) => renderMail(queued, 'careers@agency.test'));
    const applicationMail = mails.find((mail) => mail.subject.startsWith('Job application'));
    expect(applicationMail?.subject).toBe('Job application from Ada Lovelace for Senior Frontend Developer');
    expect(applicationMail?.text).toContain('Phone: Not given\n');
    expect(applicationMail?.text).toContain('Years of experience: Not given\n');
    expect(applicationMail?.text).toContain('Cover letter: Not given\n');
    expect(applicationMail?.html).toContain('Not given');
    const talentMail = mails.find((mail) => mail.subject.startsWith('Talent pool'));
    expect(talentMail?.text).toContain('Location: Not given\n');
    expect(talentMail?.text).toContain('Professional summary: Not given\n');
  });

  it.skipIf(skip)('refuses an application to a closed opening (409, pointing to the talent pool) and stores nothing; an open one through its last day is taken', async () => {
    const repositoryContent = path.join(process.cwd(), 'content');
    const scratch = mkdtempSync(path.join(tmpdir(), 'closed-openings-'));
    // The last day to apply is a day of the office's calendar (Eastern time), the day the job's page names.
    const today = dateKey(new Date(), businessHours.timeZone);
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    try {
      contentCopyWith(scratch, ['careers', 'company/people'], {
        'careers/jobs/ux-ui-designer.yaml': (data) => {
          data.open = false;
        },
        'careers/jobs/ai-ml-engineer.yaml': (data) => {
          data.validThrough = yesterday;
        },
        'careers/internships/product-design-intern.yaml': (data) => {
          data.validThrough = today;
        },
      });
      const apply = (opening: string, position: string, extra: Record<string, string> = {}, headers: Record<string, string> = {}) =>
        send('job-applications', multipart({ ...validApplication, opening, position, ...extra }, { bytes: files.pdf(), name: 'cv.pdf' }), headers);

      const takenDown = await apply('ux-ui-designer', 'design');
      expect(takenDown.status).toBe(409);
      expect(((await takenDown.json()) as { message: string }).message).toBe(
        'UX/UI Designer is no longer open for applications. Leave your resume in our talent pool at /careers/resume and hear about new openings first.',
      );
      const pastLastDay = await apply('ai-ml-engineer', 'ai');
      expect(pastLastDay.status).toBe(409);
      const { message } = (await pastLastDay.json()) as { message: string };
      expect(message).toBe(`The last day to apply for AI/ML Engineer was ${formatDate(yesterday)}. Leave your resume in our talent pool at /careers/resume and hear about new openings first.`);
      // The date the refusal names is the one the job's page gave as its closing date.
      expect(JSON.stringify(jobPage(getJob('ai-ml-engineer')!))).toContain(`Applications close ${formatDate(yesterday)}`);
      // A plain form post gets the same refusal as a page; the honeypot's answer does not tell it apart.
      const page = await apply('ux-ui-designer', 'design', {}, { accept: 'text/html' });
      expect(page.status).toBe(409);
      expect(await page.text()).toContain('UX/UI Designer is no longer open for applications.');
      expect((await apply('ai-ml-engineer', 'ai', { website: 'https://spam.example' })).status).toBe(409);
      expect(await countRows(handle, 'job_applications')).toBe(0);
      expect(await countRows(handle, 'resumes')).toBe(0);

      ip = '203.0.113.7'; // past this test's limit of 5 a connection
      expect((await apply('product-design-intern', 'design-intern')).status).toBe(201);
      expect((await apply('senior-frontend-developer', 'senior-frontend')).status).toBe(201);
      expect((await handle.db.select({ opening: jobApplications.opening }).from(jobApplications)).map((row) => row.opening).sort()).toEqual(['product-design-intern', 'senior-frontend-developer']);
    } finally {
      setContentRoot(repositoryContent);
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it.skipIf(skip)('still refuses hostile values in the now-optional fields (400), storing nothing', async () => {
    const application = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', position: 'senior-frontend' };
    for (const extra of [{ phone: '<img src=x onerror=alert(1)>' }, { experience: "10+' OR '1'='1" }, { coverLetter: 'x'.repeat(5001) }, { position: 'frontend-lead' }] as Record<string, string>[]) {
      const response = await send('job-applications', multipart({ ...application, ...extra }, { bytes: files.pdf(), name: 'cv.pdf' }));
      expect(response.status, JSON.stringify(extra)).toBe(400);
    }
    const talent = { fullName: 'Alan Turing', email: 'alan@example.com', consent: 'on' };
    for (const extra of [{ location: 'x'.repeat(121) }, { keySkills: 'y'.repeat(1001) }, { phone: 'call me maybe' }] as Record<string, string>[]) {
      const response = await send('talent-pool', multipart({ ...talent, ...extra }, { bytes: files.pdf(), name: 'cv.pdf' }));
      expect(response.status, JSON.stringify(extra)).toBe(400);
    }
    expect(await countRows(handle, 'job_applications')).toBe(0);
    expect(await countRows(handle, 'talent_pool')).toBe(0);
    expect(await countRows(handle, 'resumes')).toBe(0);
  });

  it.skipIf(skip)('accepts DOC and DOCX by their bytes, whatever the name says', async () => {
    expect((await send('job-applications', multipart(validApplication, { bytes: files.doc(), name: 'cv.txt', type: 'text/plain' }))).status).toBe(201);
    expect((await send('talent-pool', multipart(validTalent, { bytes: files.docx(), name: 'resume.bin', type: 'application/octet-stream' }))).status).toBe(201);
    const formats = (await handle.db.select({ format: resumes.format }).from(resumes)).map((row) => row.format).sort();
    expect(formats).toEqual(['doc', 'docx']);
  });

  it.skipIf(skip)('refuses a script renamed .pdf and a ZIP that is not a DOCX (415), storing nothing', async () => {
    for (const bytes of [files.script(), files.zipNotDocx(), files.html(), files.fakePdfZip()]) {
      const response = await send('talent-pool', multipart(validTalent, { bytes, name: 'resume.pdf' }));
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({ error: 'unsupported_resume' });
    }
    expect(await countRows(handle, 'talent_pool')).toBe(0);
    expect(await countRows(handle, 'resumes')).toBe(0);
  });

  it.skipIf(skip)('needs a resume and the consent for the talent pool', async () => {
    const response = await send('talent-pool', multipart({ ...validTalent, consent: '' }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fields: Record<string, string> };
    expect(body.fields.resume).toMatch(/attach your resume/);
    expect(body.fields.consent).toMatch(/agree/);
  });

  it.skipIf(skip)('refuses a resume over 5 MB (413) and a request over 6 MB (413)', async () => {
    const big = Buffer.concat([files.pdf(), Buffer.alloc(5 * 1024 * 1024)]);
    expect((await send('talent-pool', multipart(validTalent, { bytes: big, name: 'cv.pdf' }))).status).toBe(413);
    const huge = Buffer.concat([files.pdf(), Buffer.alloc(6 * 1024 * 1024)]);
    expect((await send('talent-pool', multipart(validTalent, { bytes: huge, name: 'cv.pdf' }))).status).toBe(413);
    expect(await countRows(handle, 'resumes')).toBe(0);
  });

  it.skipIf(skip)('never keeps a row without its file: a failing resume insert rolls the application back', async () => {
    // A resume row whose owner check fails inside the transaction (both owners) makes the insert throw.
    await expect(
      handle.db.transaction(async (tx) => {
        const [row] = await tx.insert(talentPool).values({ ...validTalent, phone: null, links: null, consent: 'yes' }).returning({ id: talentPool.id });
        await tx.insert(resumes).values({ talentPoolId: row!.id, jobApplicationId: row!.id, fileName: 'x.pdf', format: 'pdf', size: 1, bytes: Buffer.from('x') });
      }),
    ).rejects.toThrow();
    expect(await countRows(handle, 'talent_pool')).toBe(0);
  });

  it.skipIf(skip)('keeps one newsletter row per normalised address and answers the same, with a confirmation in the outbox', async () => {
    const first = await send('newsletter', { email: '  Reader@Example.COM ' });
    const second = await send('newsletter', { email: 'reader@example.com' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(await first.json());
    const rows = await handle.db.select().from(newsletterSubscribers);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'reader@example.com', status: 'pending' });
    const mails = await handle.db.select().from(notifications).where(eq(notifications.kind, 'newsletter'));
    const link = String(mails.at(-1)?.payload.confirmUrl);
    expect(link).toMatch(/^https:\/\/site\.test\/api\/newsletter\/confirm\?token=[\w-]{43}$/);
    // Only the hash of the token is stored on the subscriber.
    const token = new URL(link).searchParams.get('token')!;
    expect(JSON.stringify(rows[0])).not.toContain(token);

    // Opening the link only shows a button; pressing it (a same-origin form post) confirms.
    const confirmPath = new URL(link).pathname + new URL(link).search;
    expect((await app.request(confirmPath)).status).toBe(200);
    expect((await handle.db.select().from(newsletterSubscribers))[0]?.status).toBe('pending');
    const confirmed = await app.request(confirmPath, { method: 'POST', headers: { accept: 'text/html', origin: 'https://site.test', 'sec-fetch-site': 'same-origin' } });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Subscription confirmed');
    expect((await handle.db.select().from(newsletterSubscribers))[0]?.status).toBe('confirmed');
    expect((await app.request(confirmPath)).status).toBe(404);
    expect((await app.request(confirmPath, { method: 'POST' })).status).toBe(404);

    // Subscribing again once confirmed: same answer, no new mail.
    const before = await countRows(handle, 'notifications');
    expect(await (await send('newsletter', { email: 'READER@example.com' })).json()).toEqual(await (await send('newsletter', { email: 'reader@example.com' })).json());
    expect(await countRows(handle, 'notifications')).toBe(before);

    const unsubscribe = new URL(String(mails.at(-1)?.payload.unsubscribeUrl));
    expect((await app.request(unsubscribe.pathname + unsubscribe.search)).status).toBe(200);
    expect((await handle.db.select().from(newsletterSubscribers))[0]?.status).toBe('confirmed');
    const left = await app.request(unsubscribe.pathname + unsubscribe.search, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(left.status).toBe(200);
    expect((await handle.db.select().from(newsletterSubscribers))[0]?.status).toBe('unsubscribed');
    expect((await app.request('/api/newsletter/unsubscribe?token=forged-token-forged-token-forged')).status).toBe(404);
    expect((await app.request('/api/newsletter/unsubscribe?token=forged-token-forged-token-forged', { method: 'POST' })).status).toBe(404);
  });

  it.skipIf(skip)('stores a chat message with an optional email and the page', async () => {
    const response = await send('chat', { message: 'Do you build Flutter apps?', email: '', page: '/services/cross-platform' });
    expect(response.status).toBe(201);
    const [row] = await handle.db.select().from(chatMessages);
    expect(row).toMatchObject({ message: 'Do you build Flutter apps?', email: null, page: '/services/cross-platform' });
  });

  it.skipIf(skip)('answers plain multipart posts with 303 to each thank-you page', async () => {
    const plain = { accept: 'text/html' };
    const apply = await send('job-applications', multipart(validApplication, { bytes: files.pdf(), name: 'cv.pdf' }), plain);
    expect([apply.status, apply.headers.get('location')]).toEqual([303, '/careers/apply/thank-you']);
    const pool = await send('talent-pool', multipart(validTalent, { bytes: files.pdf(), name: 'cv.pdf' }), plain);
    expect([pool.status, pool.headers.get('location')]).toEqual([303, '/careers/resume/thank-you']);
    const news = await app.request('/api/newsletter', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', 'x-forwarded-for': ip }, body: 'email=a%40example.com' });
    expect([news.status, news.headers.get('location')]).toEqual([303, '/our-work/blog/subscribed']);
    const wrong = await send('talent-pool', multipart(validTalent, { bytes: files.script(), name: 'cv.pdf' }), plain);
    expect(wrong.status).toBe(415);
    expect(await wrong.text()).toContain('href="/careers/resume"');
  });

  it.skipIf(skip)('limits each address per form (429 with Retry-After), the other forms unaffected', async () => {
    for (let attempt = 0; attempt < 5; attempt++) expect((await send('chat', { message: `Hello ${attempt}` })).status).toBe(201);
    const limited = await send('chat', { message: 'One more' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send('newsletter', { email: 'x@example.com' })).status).toBe(201);
  });

  it.skipIf(skip)('erases one submission with its resume and its queued mail; purges by age', async () => {
    const { id } = (await (await send('talent-pool', multipart(validTalent, { bytes: files.pdf(), name: 'cv.pdf' }))).json()) as { id: string };
    expect((await listLeads(handle.db, 'talent-pool'))[0]).toMatchObject({ id, fullName: 'Alan Turing', resume: { format: 'pdf' } });
    expect(await deleteLead(handle.db, id)).toEqual({ type: 'talent-pool' });
    expect(await countRows(handle, 'resumes')).toBe(0);
    expect(await countRows(handle, 'notifications')).toBe(0);
    await send('chat', { message: 'Old message' });
    const future = new Date(Date.now() + 25 * 31 * 24 * 3600 * 1000);
    expect((await purgeLeads(handle.db, 24, future)).chat).toBe(1);
    expect(await countRows(handle, 'chat_messages')).toBe(0);
  });

  it.skipIf(skip)('keeps resume bytes out of the embedded database (private files named by a random key) and in PostgreSQL itself; erasure and purge remove them', async () => {
    const dir = resumeFilesDir(handle.db);
    const filesNow = () => (dir ? readdirSync(dir).sort() : []);
    const pdf = Buffer.concat([files.pdf(), Buffer.alloc(700_000, 0x42)]); // three chunks of a PostgreSQL read
    const submissionId = '0b6f5f6e-8f4a-4c39-9f58-0e5b1c1f2a10';
    const first = await send('job-applications', multipart({ ...validApplication, submissionId }, { bytes: pdf, name: 'Grace Hopper CV.pdf' }));
    const { id } = (await first.json()) as { id: string };
    const [row] = await handle.db.select({ bytes: resumes.bytes, fileKey: resumes.fileKey, size: resumes.size }).from(resumes);
    if (handle.driver === 'pglite') {
      expect(row).toMatchObject({ bytes: null, fileKey: expect.stringMatching(/^[0-9a-f]{32}$/), size: pdf.length });
      expect(filesNow()).toEqual([row!.fileKey]);
      expect(lstatSync(dir!).mode & 0o777).toBe(0o700);
      expect(lstatSync(path.join(dir!, row!.fileKey!)).mode & 0o777).toBe(0o600);
    } else {
      expect(row).toMatchObject({ fileKey: null, size: pdf.length });
      expect(dir).toBeUndefined();
    }
    expect(Buffer.compare((await getResume(handle.db, id))!.bytes, pdf)).toBe(0);
    const streamed = await openResume(handle.db, id);
    const chunks: Buffer[] = [];
    for await (const chunk of streamed!.stream) chunks.push(chunk as Buffer);
    expect(chunks.length).toBeGreaterThan(1);
    expect(Buffer.compare(Buffer.concat(chunks), pdf)).toBe(0);

    // A replay of the same submission is stored once: its second file is not kept.
    expect((await send('job-applications', multipart({ ...validApplication, submissionId }, { bytes: pdf, name: 'cv.pdf' }))).status).toBe(201);
    expect(filesNow()).toHaveLength(dir ? 1 : 0);

    // Erased: the row and the file.
    expect(await deleteLead(handle.db, id)).toEqual({ type: 'job-application' });
    expect(filesNow()).toEqual([]);
    expect(await getResume(handle.db, id)).toBeNull();

    // Purged by age: the file goes with its talent-pool entry.
    await send('talent-pool', multipart(validTalent, { bytes: files.pdf(), name: 'cv.pdf' }));
    expect(filesNow()).toHaveLength(dir ? 1 : 0);
    expect((await purgeLeads(handle.db, 24, new Date(Date.now() + 25 * 31 * 24 * 3600 * 1000)))['talent-pool']).toBe(1);
    expect(filesNow()).toEqual([]);
  });

  it.skipIf(skip)('answers 503 when the database fails, and the visitor keeps the form', async () => {
    const broken = testApp({ ...handle, db: new Proxy(handle.db, { get: (target, key) => (key === 'transaction' ? () => Promise.reject(new Error('connection terminated')) : Reflect.get(target, key)) }) });
    const response = await broken.request('/api/chat', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ message: 'Hello' }) });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: 'unavailable' });
  });
});
