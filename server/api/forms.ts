import { and, eq, gt, sql } from 'drizzle-orm';
import { chatErrors, chatSchema, type ChatData } from '@/lib/forms/chat';
import { contactSchemaFor, fieldErrors as contactErrors, type ContactData } from '@/lib/forms/contact';
import { serviceValues } from '@/lib/forms/service-options';
import { jobApplicationErrors, jobApplicationSchema, type JobApplicationData } from '@/lib/forms/job-application';
import { JOB_RESUME_REQUIRED } from '@/lib/forms/resume';
import { newsletterErrors, newsletterSchema, type NewsletterData } from '@/lib/forms/newsletter';
import { TALENT_POOL_CONSENT, talentPoolErrors, talentPoolSchema, type TalentPoolData } from '@/lib/forms/talent-pool';
import { leadPages } from '@/content/lead-pages';
import { openingFile } from '@/content/careers/jobs';
import { formatDate } from '@/lib/format';
import { applicationsClosed } from '@/lib/forms/opening-closed';
import { chatMessages, contactRequests, jobApplications, newsletterSubscribers, notifications, resumes, talentPool } from '../db/schema';
import { FormRefusal, type FormDefinition, type ReceivedResume } from '../forms/pipeline';
import { newToken, tokenHash } from '../http/tokens';

/** The five forms the API receives, each a definition for the one pipeline (pipeline.ts). */

/** A resume's row: its name, format, size and its bytes where the pipeline put them (the column, or a file's key). */
const resumeColumns = (resume: ReceivedResume) => ({
  fileName: resume.fileName,
  format: resume.format,
  size: resume.bytes.length,
  ...(resume.stored ?? { bytes: resume.bytes, fileKey: null }),
});

export const contactForm: FormDefinition<ContactData> = {
  name: 'contact',
  type: 'contact',
  schema: contactSchemaFor(serviceValues()),
  fieldErrors: contactErrors,
  labels: { name: 'Name', email: 'Email', company: 'Company', service: 'Service of interest', topic: 'What you need', budget: 'Budget', timeline: 'Timeline', message: 'Message' },
  formPath: leadPages.contact.formPath,
  thankYouPath: leadPages.contact.thankYouPath,
  async store(tx, data, meta) {
    const values = {
      name: data.name,
      email: data.email,
      company: data.company || null,
      service: data.service || null,
      topic: data.topic,
      budget: data.budget || null,
      timeline: data.timeline || null,
      message: data.message,
    };
    const [row] = await tx
      .insert(contactRequests)
      .values({ ...values, ...meta })
      .onConflictDoNothing({ target: contactRequests.submissionId })
      .returning({ id: contactRequests.id, createdAt: contactRequests.createdAt });
    return row ? { id: row.id, notification: { createdAt: row.createdAt.toISOString(), ...values } } : null;
  },
  findBySubmissionId: async (db, submissionId) =>
    (await db.select({ id: contactRequests.id }).from(contactRequests).where(eq(contactRequests.submissionId, submissionId)))[0]?.id,
};

/**
 * The refusal of an application to an opening that takes none now (taken down, or its last day to apply is over:
 * lib/forms/opening-closed.ts), pointing to the talent pool; undefined for an open one, none or one we have no file of.
 */
export function closedOpeningRefusal(slug: string | undefined, now: Date = new Date()): FormRefusal | undefined {
  let opening: ReturnType<typeof openingFile>;
  try {
    opening = slug ? openingFile(slug) : undefined;
  } catch {
    return undefined; // a file that does not read (never published): the application is kept rather than lost
  }
  if (!opening || !applicationsClosed(opening, now)) return undefined;
  const closed = opening.open ? `The last day to apply for ${opening.title} was ${formatDate(opening.validThrough)}.` : `${opening.title} is no longer open for applications.`;
  return new FormRefusal(`${closed} Leave your resume in our talent pool at ${leadPages['talent-pool'].formPath} and hear about new openings first.`);
}

export const jobApplicationForm: FormDefinition<JobApplicationData> = {
  name: 'job-applications',
  type: 'job-application',
  schema: jobApplicationSchema,
  fieldErrors: jobApplicationErrors,
  labels: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    position: 'Position of interest',
    opening: 'Opening',
    experience: 'Years of experience',
    coverLetter: 'Cover letter',
    skills: 'Technical skills',
    portfolio: 'Portfolio, GitHub or LinkedIn',
    resume: 'Resume',
  },
  resume: { required: JOB_RESUME_REQUIRED },
  formPath: leadPages['job-application'].formPath,
  thankYouPath: leadPages['job-application'].thankYouPath,
  async store(tx, data, meta, resume) {
    const refusal = closedOpeningRefusal(data.opening);
    if (refusal) throw refusal;
    const values = {
      firstName: data.firstName,
      lastName: data.lastName,
      email: data.email,
      phone: data.phone || null,
      position: data.position,
      opening: data.opening || null,
      experience: data.experience || null,
      coverLetter: data.coverLetter || null,
      skills: data.skills || null,
      portfolio: data.portfolio || null,
    };
    const [row] = await tx
      .insert(jobApplications)
      .values({ ...values, ...meta })
      .onConflictDoNothing({ target: jobApplications.submissionId })
      .returning({ id: jobApplications.id, createdAt: jobApplications.createdAt });
    if (!row) return null;
    if (resume) await tx.insert(resumes).values({ jobApplicationId: row.id, ...resumeColumns(resume) });
    return {
      id: row.id,
      notification: { createdAt: row.createdAt.toISOString(), ...values, resume: resume ? { fileName: resume.fileName, format: resume.format, size: resume.bytes.length } : null },
    };
  },
  findBySubmissionId: async (db, submissionId) =>
    (await db.select({ id: jobApplications.id }).from(jobApplications).where(eq(jobApplications.submissionId, submissionId)))[0]?.id,
  // A closed opening is refused whoever sends it: the refusal tells nothing about the honeypot.
  honeypot: async (_db, data) => ({ refusal: closedOpeningRefusal(data.opening) }),
};

export const talentPoolForm: FormDefinition<TalentPoolData> = {
  name: 'talent-pool',
  type: 'talent-pool',
  schema: talentPoolSchema,
  fieldErrors: talentPoolErrors,
  labels: {
    fullName: 'Full name',
    email: 'Email',
    phone: 'Phone',
    location: 'Location',
    currentRole: 'Current role',
    areaOfInterest: 'Area of interest',
    keySkills: 'Key skills',
    experience: 'Professional summary',
    links: 'Links',
    consent: 'Consent',
    resume: 'Resume',
  },
  resume: { required: true },
  formPath: leadPages['talent-pool'].formPath,
  thankYouPath: leadPages['talent-pool'].thankYouPath,
  async store(tx, data, meta, resume) {
    if (!resume) throw new Error('talent pool without a resume');
    const values = {
      fullName: data.fullName,
      email: data.email,
      phone: data.phone || null,
      location: data.location || null,
      currentRole: data.currentRole || null,
      areaOfInterest: data.areaOfInterest || null,
      keySkills: data.keySkills || null,
      experience: data.experience || null,
      links: data.links || null,
    };
    const [row] = await tx
      .insert(talentPool)
      .values({ ...values, consent: TALENT_POOL_CONSENT, ...meta })
      .onConflictDoNothing({ target: talentPool.submissionId })
      .returning({ id: talentPool.id, createdAt: talentPool.createdAt });
    if (!row) return null;
    await tx.insert(resumes).values({ talentPoolId: row.id, ...resumeColumns(resume) });
    return {
      id: row.id,
      notification: { createdAt: row.createdAt.toISOString(), ...values, resume: { fileName: resume.fileName, format: resume.format, size: resume.bytes.length } },
    };
  },
  findBySubmissionId: async (db, submissionId) =>
    (await db.select({ id: talentPool.id }).from(talentPool).where(eq(talentPool.submissionId, submissionId)))[0]?.id,
};

/**
 * Newsletter: one row per normalised address and the same answer whether it was new, pending or
 * confirmed (nobody learns who is subscribed). A new or unsubscribed address gets fresh tokens and a
 * confirmation mail through the outbox; a confirmed one gets nothing new, and a pending one at most
 * one confirmation mail a day (its earlier link keeps working), however many sign it up.
 */
export function newsletterForm(siteUrl: string): FormDefinition<NewsletterData> {
  return {
    name: 'newsletter',
    type: 'newsletter',
    schema: newsletterSchema,
    fieldErrors: newsletterErrors,
    labels: { email: 'Email' },
    formPath: leadPages.newsletter.formPath,
    thankYouPath: leadPages.newsletter.thankYouPath,
    async store(tx, data, meta) {
      if (meta.submissionId) {
        const [replay] = await tx.select({ id: newsletterSubscribers.id }).from(newsletterSubscribers).where(eq(newsletterSubscribers.submissionId, meta.submissionId));
        if (replay) return null;
      }
      const confirm = newToken();
      const unsubscribe = newToken();
      const [existing] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, data.email)).for('update');
      let id: string;
      if (!existing) {
        const [row] = await tx
          .insert(newsletterSubscribers)
          .values({ email: data.email, status: 'pending', confirmTokenHash: tokenHash(confirm), unsubscribeTokenHash: tokenHash(unsubscribe), ...meta })
          .onConflictDoNothing()
          .returning({ id: newsletterSubscribers.id });
        if (!row) {
          // Signed up at the same moment by another request, which queued the confirmation mail.
          const [other] = await tx.select({ id: newsletterSubscribers.id }).from(newsletterSubscribers).where(eq(newsletterSubscribers.email, data.email));
          if (!other) throw new Error('newsletter: concurrent subscription of one address');
          return { id: other.id, notification: null };
        }
        id = row.id;
      } else {
        id = existing.id;
        if (existing.status === 'confirmed') return { id, notification: null };
        if (existing.status === 'pending') {
          const [recent] = await tx
            .select({ id: notifications.id })
            .from(notifications)
            .where(and(eq(notifications.kind, 'newsletter'), eq(notifications.leadId, id), gt(notifications.createdAt, sql`now() - interval '1 day'`)))
            .limit(1);
          if (recent) return { id, notification: null };
        }
        await tx
          .update(newsletterSubscribers)
          .set({ status: 'pending', confirmTokenHash: tokenHash(confirm), unsubscribeTokenHash: tokenHash(unsubscribe), unsubscribedAt: null })
          .where(eq(newsletterSubscribers.id, id));
      }
      return {
        id,
        notification: {
          to: data.email,
          confirmUrl: `${siteUrl}/api/newsletter/confirm?token=${confirm}`,
          unsubscribeUrl: `${siteUrl}/api/newsletter/unsubscribe?token=${unsubscribe}`,
        },
      };
    },
    findBySubmissionId: async (db, submissionId) =>
      (await db.select({ id: newsletterSubscribers.id }).from(newsletterSubscribers).where(eq(newsletterSubscribers.submissionId, submissionId)))[0]?.id,
    answerKey: (data) => data.email,
  };
}

export const chatForm: FormDefinition<ChatData> = {
  name: 'chat',
  type: 'chat',
  schema: chatSchema,
  fieldErrors: chatErrors,
  labels: { message: 'Message', email: 'Email', page: 'Page' },
  formPath: leadPages.chat.formPath,
  thankYouPath: leadPages.chat.thankYouPath,
  async store(tx, data, meta) {
    const values = { message: data.message, email: data.email || null, page: data.page || null };
    const [row] = await tx
      .insert(chatMessages)
      .values({ ...values, ...meta })
      .onConflictDoNothing({ target: chatMessages.submissionId })
      .returning({ id: chatMessages.id, createdAt: chatMessages.createdAt });
    return row ? { id: row.id, notification: { createdAt: row.createdAt.toISOString(), ...values } } : null;
  },
  findBySubmissionId: async (db, submissionId) =>
    (await db.select({ id: chatMessages.id }).from(chatMessages).where(eq(chatMessages.submissionId, submissionId)))[0]?.id,
};
