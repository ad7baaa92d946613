import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '@/content/careers/jobs';
import { replyTimes } from '@/content/company/reply-times';
import { thankYouPages } from '@/content/lead-pages';
import { site } from '@/content/site';
import { notifications } from '../db/schema';
import { erasePersonData } from '../leads/erase';
import { backends, multipart, files, useTestApp, validApplication, validTalent } from '../testing/test-support';
import { renderMail } from '../testing/mail';
import { queueAcknowledgement } from './acknowledgement';
import { ACKNOWLEDGEMENT_KIND } from '../leads/labels';

/** Every lead and applicant is told what happens next, by when, in our words, with caps that keep the form from mailing strangers. */
for (const backend of backends) {
  describe.skipIf(backend.skip)(`the acknowledgement on ${backend.name}`, () => {
    const state = useTestApp(backend, 'acknowledgement');
    const post = (path: string, body: Record<string, unknown>, ip = state.ip) =>
      state.app.request(`/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(body) });
    const acknowledgements = async () =>
      (await state.handle.db.select().from(notifications).where(eq(notifications.kind, ACKNOWLEDGEMENT_KIND))).map((row) => renderMail(row, undefined));
    const enquiry = { name: 'Ada Lovelace', email: 'Ada@Example.com', company: 'Analytical Engines', message: 'Click http://spam.example to win a prize.', topic: 'quote' };

    it('answers an enquiry with the reply promise and the thank-you page’s next steps, in our words, a reply reaching the team', async () => {
      expect((await post('contact', enquiry)).status).toBe(201);
      const [mail, ...more] = await acknowledgements();
      expect(more).toEqual([]);
      expect(mail).toMatchObject({ to: 'ada@example.com', replyTo: site.email, subject: `We received your request for a quote: ${site.name}` });
      expect(mail!.text.split('\n')[0]).toBe('Hello Ada,');
      expect(mail!.text).toContain(`A senior engineer reads it and replies within ${replyTimes.enquiry.within} (weekdays, 9 a.m. to 5 p.m. ET).`);
      for (const step of thankYouPages.find((page) => page.path === '/contact/thank-you')!.steps) expect(mail!.text).toContain(`${step.title}: ${step.description}`);
      expect(mail!.text).toContain('Book the discovery call: https://site.test/contact#schedule');
      expect(mail!.html).toMatch(/<a href="https:\/\/site\.test\/contact#schedule"[^>]*>Book the discovery call<\/a>/);
      // Nothing the visitor typed but the first name: not their message, company or address.
      for (const part of [mail!.text, mail!.html, mail!.subject]) expect(part).not.toMatch(/spam\.example|prize|Analytical|Lovelace/);
    });

    it('thanks an applicant for the opening by its title, with the careers team as Reply-To', async () => {
      const opening = jobs()[0]!;
      const response = await state.app.request('/api/job-applications', {
        method: 'POST',
        headers: { accept: 'application/json', 'x-forwarded-for': state.ip },
        body: multipart({ ...validApplication, opening: opening.id }, { bytes: files.pdf(), name: 'cv.pdf' }),
      });
      expect(response.status).toBe(201);
      const [mail] = await acknowledgements();
      expect(mail).toMatchObject({ to: validApplication.email, replyTo: site.careersEmail, subject: `We received your application for ${opening.title}: ${site.name}` });
      expect(mail!.text).toContain(`answers within ${replyTimes.application.within}`);
      expect(mail!.text).toContain('Hello Grace,');
      expect(mail!.text).not.toContain(validApplication.coverLetter);
    });

    it('thanks a talent-pool resume and a chat message left with an address; not a newsletter sign-up (it has its confirmation)', async () => {
      await state.app.request('/api/talent-pool', { method: 'POST', headers: { accept: 'application/json', 'x-forwarded-for': state.ip }, body: multipart(validTalent, { bytes: files.pdf(), name: 'cv.pdf' }) });
      expect((await post('chat', { message: 'Do you build Flutter apps?', email: 'bo@example.com' })).status).toBe(201);
      expect((await post('chat', { message: 'No address given' })).status).toBe(201);
      expect((await post('newsletter', { email: 'reader@example.com' })).status).toBeLessThan(300);
      const mails = await acknowledgements();
      expect(mails.map((mail) => [mail.to, mail.subject]).sort()).toEqual([
        ['alan@example.com', `We received your resume: ${site.name}`],
        ['bo@example.com', `We received your message: ${site.name}`],
      ]);
      expect(mails.find((mail) => mail.to === 'bo@example.com')!.text).toContain(`within ${replyTimes.chat.within}`);
    });

    it('sends one a day to an address, three a day from a network, and none past the day’s ceiling; the lead is stored and the team told all the same', async () => {
      expect((await post('contact', enquiry, '198.51.100.7')).status).toBe(201);
      expect((await post('contact', { ...enquiry, message: 'Second message, same address.' }, '198.51.100.7')).status).toBe(201);
      for (const n of [2, 3, 4]) expect((await post('contact', { ...enquiry, email: `person${n}@example.com` }, `198.51.100.${10 + n}`)).status).toBe(201);
      expect((await acknowledgements()).map((mail) => mail.to).sort()).toEqual(['ada@example.com', 'person2@example.com', 'person3@example.com']);
      expect(await state.handle.db.select().from(notifications).where(eq(notifications.kind, 'contact'))).toHaveLength(5);
      const ceiling = await state.handle.db.transaction((tx) =>
        queueAcknowledgement(tx, { type: 'contact', id: crypto.randomUUID(), payload: { email: 'new@example.com', name: 'New' }, networkHash: 'another-network' }, { siteUrl: 'https://site.test', limits: { perAddress: 1, perNetwork: 3, perDay: 3 } }),
      );
      expect(ceiling).toBe(false);
    });

    it('greets by name only when the name is a name; an opening we do not publish is not named', async () => {
      expect((await post('contact', { ...enquiry, name: 'Visit www.spam.example now' })).status).toBe(201);
      await state.handle.db.transaction((tx) =>
        queueAcknowledgement(tx, { type: 'job-application', id: crypto.randomUUID(), payload: { email: 'x@example.com', firstName: 'Eve', opening: 'free-money-click-here' }, networkHash: 'n2' }, { siteUrl: 'https://site.test' }),
      );
      const mails = await acknowledgements();
      expect(mails.find((mail) => mail.to === 'ada@example.com')!.text.split('\n')[0]).toBe('Hello,');
      const application = mails.find((mail) => mail.to === 'x@example.com')!;
      expect(application.subject).toBe(`We received your application: ${site.name}`);
      expect(application.text).not.toContain('free-money');
    });

    it('is erased with the person', async () => {
      expect((await post('contact', enquiry)).status).toBe(201);
      await erasePersonData(state.handle.db, 'ada@example.com');
      expect(await acknowledgements()).toEqual([]);
    });
  });
}
