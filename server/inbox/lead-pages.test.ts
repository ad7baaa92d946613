import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backends, countRows, files } from '../testing/test-support';
import { bookings, chatMessages, contactRequests, inboxAudit, jobApplications, notifications, resumes } from '../db/schema';
import { useInbox } from '../testing/inbox';

/** Integration tests of the inbox's leads: the list with its filters, erasure, the CSV export and resumes, on each backend. */
for (const backend of backends) {
  describe.skipIf(backend.skip)(`inbox leads on ${backend.name}`, () => {
    const inbox = useInbox(backend, 'inbox_leads');
    const { post, get, signIn } = inbox;

    it('lists every form newest first in pages, filtered by kind, status and text', async () => {
      const cookie = await signIn();
      const start = Date.parse('2026-10-01T00:00:00Z');
      await inbox.handle.db.insert(contactRequests).values(
        Array.from({ length: 30 }, (_, i) => ({ name: `Client ${i}`, email: `c${i}@example.com`, topic: 'general', message: i === 7 ? 'We need a Kubernetes migration' : 'Hello', createdAt: new Date(start + i * 3_600_000) })),
      );
      await inbox.handle.db.insert(chatMessages).values({ message: 'Chat about pricing', email: 'chat@example.com', createdAt: new Date(start + 40 * 3_600_000) });
      const first = await (await get('/leads', cookie)).text();
      expect(first).toContain('31 leads, page 1 of 2');
      expect(first.indexOf('Chat about pricing')).toBeLessThan(first.indexOf('Client 29'));
      expect(first).not.toContain('Client 5<');
      const second = await (await get('/leads?page=2', cookie)).text();
      expect(second).toContain('Client 5<');
      expect(second).toContain('Client 0<');
      expect(second).not.toContain('Client 29');
      const chats = await (await get('/leads?kind=chat', cookie)).text();
      expect(chats).toContain('1 lead,');
      const search = await (await get('/leads?q=kubernetes', cookie)).text();
      expect(search).toContain('1 lead,');
      expect(search).toContain('Client 7');
      const [row] = await inbox.handle.db.select().from(contactRequests).where(sql`name = 'Client 3'`);
      await post(`/leads/${row!.id}`, { status: 'in-progress', owner: '', note: '' }, { cookie });
      const progressing = await (await get('/leads?status=in-progress', cookie)).text();
      expect(progressing).toContain('1 lead,');
      expect(progressing).toContain('Client 3');
      const fresh = await (await get('/leads?status=new', cookie)).text();
      expect(fresh).toContain('30 leads');
    });

    it('erases a person from every table with an audit row that names nobody', async () => {
      const cookie = await signIn();
      await inbox.handle.db.insert(contactRequests).values({ name: 'Grace', email: 'Grace@example.com', topic: 'general', message: 'Hi' });
      const [application] = await inbox.handle.db
        .insert(jobApplications)
        .values({ firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phone: '1', position: 'backend', experience: '10+', coverLetter: 'Compilers' })
        .returning();
      await inbox.handle.db.insert(resumes).values({ jobApplicationId: application!.id, fileName: 'cv.pdf', format: 'pdf', size: 10, bytes: files.pdf() });
      await inbox.handle.db.insert(notifications).values({ kind: 'job-application', leadId: application!.id, payload: { email: 'grace@example.com' } });
      await inbox.handle.db.insert(bookings).values({ callType: 'intro', startsAt: new Date('2026-12-01T10:00:00Z'), endsAt: new Date('2026-12-01T10:30:00Z'), holdsUntil: new Date('2026-12-01T10:45:00Z'), name: 'Grace', email: 'grace@example.com', inviteTokenHash: 'x' });
      await inbox.handle.db.insert(contactRequests).values({ name: 'Alan', email: 'alan@example.com', topic: 'general', message: 'Hi' });
      await post(`/leads/${application!.id}`, { status: 'new', owner: '', note: 'Strong candidate' }, { cookie });

      expect((await post('/erase', { email: 'grace@example.com' }, { cookie })).status).toBe(400); // unconfirmed: nothing happens
      expect(await countRows(inbox.handle, 'job_applications')).toBe(1);
      const erased = await post('/erase', { email: 'grace@example.com', confirm: 'yes' }, { cookie });
      expect(erased.headers.get('location')).toBe('/api/inbox/leads?erased=3');
      expect(await countRows(inbox.handle, 'job_applications')).toBe(0);
      expect(await countRows(inbox.handle, 'resumes')).toBe(0);
      expect(await countRows(inbox.handle, 'bookings')).toBe(0);
      expect(await countRows(inbox.handle, 'notifications where lead_id is not null')).toBe(0);
      expect(await countRows(inbox.handle, 'lead_states')).toBe(0);
      expect(await countRows(inbox.handle, 'contact_requests')).toBe(1);
      const [audit] = await inbox.handle.db.select().from(inboxAudit).where(sql`action = 'erase-person'`);
      expect(audit).toMatchObject({ actor: 'sales@northstack.test', action: 'erase-person', detail: { erased: { contact: 1, 'job-application': 1, booking: 1 }, total: 3 } });
      expect(JSON.stringify(audit)).not.toMatch(/grace|hopper/i);
    });

    it('exports the current filter as CSV with formulas neutralised, and serves the resume', async () => {
      const cookie = await signIn();
      await inbox.handle.db.insert(contactRequests).values({ name: '=HYPERLINK("http://evil")', email: 'x@example.com', topic: 'general', message: '+1 call me', ipHash: 'ip-hash-of-x' });
      await inbox.handle.db.insert(chatMessages).values({ message: '@chat', email: 'y@example.com' });
      const [application] = await inbox.handle.db
        .insert(jobApplications)
        .values({ firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phone: '1', position: 'backend', experience: '10+', coverLetter: 'Compilers' })
        .returning();
      await inbox.handle.db.insert(resumes).values({ jobApplicationId: application!.id, fileName: 'cv.pdf', format: 'pdf', size: files.pdf().length, bytes: files.pdf() });
      const csv = await get('/leads/export.csv?kind=contact', cookie);
      expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-2026-11-27\.csv"/);
      const text = await csv.text();
      expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
      expect(text).toContain(`"'+1 call me"`);
      expect(text.split('\n')[0]).toBe('"Received","Form","Name","Email","Company","Service","Topic","Message","Budget","Timeline","Status","Owner","Status set by","Status set at","Note","In the inbox"');
      expect(text).toContain('"General inquiry"');
      expect(text).toMatch(/"https:\/\/site\.test\/api\/inbox\/leads\/[0-9a-f-]{36}"/);
      // No internal hashes (issue 41, finding 5).
      expect(text).not.toMatch(/ipHash|ip-hash-of-x/);
      expect(text).not.toContain('@chat');
      expect(text.trim().split('\n')).toHaveLength(2);
      // An application as a recruiter reads it: the role's label and the resume as its file name, never a JSON blob or an id.
      const applications = await (await get('/leads/export.csv?kind=job-application', cookie)).text();
      expect(applications.split('\n')[0]).toContain('"First name","Last name","Email","Phone","Position","Opening","Experience","Cover letter"');
      expect(applications).toContain('"Resume"');
      expect(applications).toContain('"cv.pdf"');
      expect(applications).not.toMatch(/"backend"|submissionId|"id"|\{"/);
      const resume = await get(`/leads/${application!.id}/resume`, cookie);
      expect(resume.status).toBe(200);
      expect(resume.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await resume.arrayBuffer()).equals(files.pdf())).toBe(true);
      expect((await get(`/leads/${application!.id}/resume`)).status).toBe(303);
    });

    it('saves status, owner and note with one Save, keeps what was typed, and tells the lead’s history', async () => {
      const cookie = await signIn();
      const [lead] = await inbox.handle.db
        .insert(contactRequests)
        .values({ name: 'Katherine Johnson', email: 'katherine@example.com', company: 'Orbital Freight', topic: 'project', service: 'web-development', message: 'We need a customer portal by March.', createdAt: new Date('2026-11-20T15:30:00Z') })
        .returning();
      const saved = await post(`/leads/${lead!.id}`, { status: 'in-progress', owner: 'sales@northstack.test', note: 'Sends the RFP on Friday.' }, { cookie });
      expect(saved.status).toBe(303);
      expect(saved.headers.get('location')).toBe(`/api/inbox/leads/${lead!.id}?saved=status,owner,note`);
      const page = await (await get(saved.headers.get('location')!.replace('/api/inbox', ''), cookie)).text();
      expect(page).toContain('Saved: status, owner and note.');
      expect(page).toContain('>Sends the RFP on Friday.</textarea>');
      expect(page).toMatch(/<option value="in-progress" selected>In progress<\/option>/);
      expect(page).toMatch(/<option value="sales@northstack.test" selected>sales@northstack.test \(you\)<\/option>/);
      // The history, oldest first, in the office's zone in US format with the zone named.
      const history = page.slice(page.indexOf('class="activity"'));
      const lines = ['Received through the contact form', 'Status set to In progress', 'Owner set to sales@northstack.test', 'Note edited'];
      expect(lines.map((line) => history.indexOf(line)).every((at, i, all) => at > -1 && (i === 0 || at > all[i - 1]!))).toBe(true);
      expect(history).toContain('Nov 20, 2026, 10:30 a.m. EST');
      // The mails about it say which they were: the team's notice, the visitor's acknowledgement, a webhook (not three "Team notified").
      const sentAt = new Date('2026-11-20T15:31:00Z');
      await inbox.handle.db.insert(notifications).values(['contact', 'lead-acknowledgement', 'webhook'].map((kind) => ({ kind, leadId: lead!.id, payload: {}, sentAt })));
      const mailed = await (await get(`/leads/${lead!.id}`, cookie)).text();
      for (const line of ['Team notified by email', 'Acknowledgement emailed to them (what happens next)', 'Sent to a webhook']) expect(mailed.split(line).length - 1, line).toBe(1);
      // The audit says who changed what, never the note's text (it outlives an erasure).
      const audit = await inbox.handle.db.select().from(inboxAudit);
      expect(audit.map((row) => row.action).sort()).toEqual(['lead-note', 'lead-owner', 'lead-status']);
      expect(JSON.stringify(audit)).not.toContain('RFP');
      // The same form again changes nothing and says so.
      const again = await post(`/leads/${lead!.id}`, { status: 'in-progress', owner: 'sales@northstack.test', note: 'Sends the RFP on Friday.' }, { cookie });
      expect(again.headers.get('location')).toMatch(/saved=none$/);
      expect(await (await get(`/leads/${lead!.id}?saved=none`, cookie)).text()).toContain('Nothing had changed, so nothing was saved.');
      expect(await countRows(inbox.handle, 'inbox_audit')).toBe(3);
      // The list row names the company and the service, and the owner.
      const list = await (await get('/leads', cookie)).text();
      expect(list).toContain('Contact · Orbital Freight · Web Development');
      expect(list).toContain('owner sales@northstack.test');
    });

    it('refuses an owner who is not on the team, an unknown status or a missing note, and saves nothing', async () => {
      const cookie = await signIn();
      const [lead] = await inbox.handle.db.insert(contactRequests).values({ name: 'Ada', email: 'ada@example.com', topic: 'general', message: 'Hi' }).returning();
      const forms: Record<string, string>[] = [
        { status: 'done', owner: 'stranger@example.com', note: '' },
        { status: 'closed', owner: '', note: '' },
        { status: 'done', owner: '' },
      ];
      for (const form of forms) {
        expect((await post(`/leads/${lead!.id}`, form, { cookie })).status).toBe(400);
      }
      expect(await countRows(inbox.handle, 'lead_states')).toBe(0);
      expect(await countRows(inbox.handle, 'inbox_audit')).toBe(0);
      expect(await (await get('/leads?q=nothing-matches-this', cookie)).text()).toContain('No leads match these filters.');
    });
  });
}
