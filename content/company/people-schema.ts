import * as z from 'zod';
import { absentWhenEmpty } from '../shared/fields';
import { limitedList, limitedText } from '../shared/limits';
import { uploadFolders, uploadRules } from '../shared/uploads';

/**
 * What one person's file may hold: a member of staff in content/company/people/<id>.yaml, a client contact in
 * content/company/client-contacts/<id>.yaml. The one schema the loader (content/company/people.ts), `npm run
 * content:check` and the editor's forms (derived from it by content/shared/zod-keystatic.ts in people.keystatic.ts
 * and client-contacts.keystatic.ts) read; each field's `.meta()` is its label and help in the editor. No file reads
 * here, so client components (type-only) and the editor's bundle can import it.
 */

/** The backdrop colours of the illustrated portraits and monograms. */
export const monogramTones = ['indigo', 'violet', 'teal', 'sky', 'amber', 'rose', 'emerald'] as const;
export type MonogramTone = (typeof monogramTones)[number];

export const personLimits = {
  name: { min: 3, max: 60 },
  title: { min: 2, max: 80 },
  bio: { min: 80, max: 600 },
  specialties: { min: 2, max: 6 },
  specialty: { min: 2, max: 40 },
  achievements: { min: 2, max: 6 },
  achievement: { min: 20, max: 200 },
  quote: { min: 20, max: 240 },
  company: { min: 2, max: 60 },
  order: { min: 1, max: 999 },
} as const;

/** An uploaded photo as the editor's image field writes it: /portrait-photos/<id>/photo.<the uploaded file's extension>. */
export const PORTRAIT_PHOTO = /^\/portrait-photos\/[a-z0-9-]+\/photo\.(?:png|jpe?g|webp|avif)$/i;

const text = limitedText;
const list = (limit: { min: number; max: number }, item: { min: number; max: number }, title: string) => limitedList(text(item).meta({ title }), limit);

const L = personLimits;

const tone = (description: string) =>
  z.enum(monogramTones, { error: `must be one of ${monogramTones.join(', ')}` }).meta({ title: 'Portrait color', description });

/**
 * A person's photograph, uploaded in the editor; without one, pages draw the illustrated portrait. Staff and client
 * contacts share the field, its folder and its checks (a person is one or the other, so their ids never collide).
 */
const photo = absentWhenEmpty(
  z.string({ error: 'must be text' }).regex(PORTRAIT_PHOTO, `must be an uploaded photo, ${uploadFolders.portraitPhoto.publicPath}<id>/photo.jpg (or .png, .webp, .avif)`),
).meta({
  title: 'Photo',
  description: `A photograph of the person, drawn wherever their portrait is (cropped to a circle or a rounded square, so keep the face in the middle): ${uploadRules(uploadFolders.portraitPhoto)}. Leave it empty to show the illustrated portrait.`,
  upload: uploadFolders.portraitPhoto,
});

/** A member of staff. A profile (bio and specialties) is needed to appear on the team pages. */
export const staffFileSchema = z.strictObject({
  name: text(L.name).meta({
    title: 'Name',
    description: 'First name and surname, as every page writes them. No one on staff or among client contacts may share a first name or surname',
  }),
  title: text(L.title).meta({ title: 'Title', description: "The role, the same on every page, e.g. 'Head of Delivery'" }),
  /** Place in lists that show everyone (the heroes' row of portraits), lowest first. */
  order: z
    .number()
    .int('must be a whole number')
    .min(L.order.min, `must be at least ${L.order.min}`)
    .max(L.order.max, `must be at most ${L.order.max}`)
    .meta({ title: 'Order', description: 'Place in the row of portraits on the company and careers heroes, lowest first.' }),
  photo,
  tone: tone(
    'The backdrop of the illustrated portrait, drawn when there is no photo. Without a photo, after adding the person or changing their name, a developer runs npx tsx scripts/make-portraits.ts.',
  ),
  // The editor saves a field left empty as '' or []: absent. An empty bio means no profile, so the editor cannot
  // ask for the minimum: the build does (content:check).
  bio: absentWhenEmpty(text(L.bio)).meta({
    title: 'Bio',
    description: `Two or three sentences: what they do here and what they did before. Needed to appear on /about/leadership or /about/our-team; leave empty for no profile`,
    multiline: true,
  }),
  specialties: absentWhenEmpty(list(L.specialties, L.specialty, 'Specialty')).meta({
    title: 'Specialties',
    description: `Shown on the team pages with the bio: ${L.specialties.min} to ${L.specialties.max} short items, or none.`,
  }),
  achievements: absentWhenEmpty(list(L.achievements, L.achievement, 'Achievement')).meta({
    title: 'Achievements',
    description: `Shown for the leaders on /about/leadership: ${L.achievements.min} to ${L.achievements.max} items, or none.`,
  }),
  quote: absentWhenEmpty(text(L.quote)).meta({
    title: 'Quote',
    description: 'A first-person sentence for the /team page; leave empty for none',
    multiline: true,
  }),
});

/** A person at a client company, quoted in a testimonial. */
export const clientContactFileSchema = z.strictObject({
  name: text(L.name).meta({ title: 'Name', description: "First name and surname; never a member of staff's name" }),
  title: text(L.title).meta({ title: 'Title', description: "Their role at the client, e.g. 'CTO'" }),
  /** The client company, as its name is written everywhere on the site (the home client strip included). */
  company: text(L.company).meta({ title: 'Company', description: "The client company, written exactly as on the rest of the site (the home page's client strip)" }),
  photo,
  /** The backdrop of their illustrated portrait. */
  tone: tone('The backdrop of their illustrated portrait beside the quote, drawn when there is no photo.'),
});

export type StaffFile = z.output<typeof staffFileSchema>;
export type ClientContactFile = z.output<typeof clientContactFileSchema>;
