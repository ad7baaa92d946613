import * as z from 'zod';
import { absentWhenEmpty } from '../shared/fields';
import { limitedList, limitedText } from '../shared/limits';

/**
 * What one person's file may hold: a member of staff in content/company/people/<id>.yaml, a client contact in
 * content/company/client-contacts/<id>.yaml. The lists and limits the zod schemas (content/company/people.ts)
 * and the editor's forms (people.keystatic.ts, client-contacts.keystatic.ts) are both built from; no file reads
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

const text = limitedText;
const list = (limit: { min: number; max: number }, item: { min: number; max: number }) => limitedList(text(item), limit);

const L = personLimits;

/** A member of staff. A profile (bio and specialties) is needed to appear on the team pages. */
export const staffFileSchema = z.strictObject({
  name: text(L.name),
  title: text(L.title),
  /** Place in lists that show everyone (the heroes' row of portraits), lowest first. */
  order: z.number().int('must be a whole number').min(L.order.min, `must be at least ${L.order.min}`).max(L.order.max, `must be at most ${L.order.max}`),
  tone: z.enum(monogramTones, { error: `must be one of ${monogramTones.join(', ')}` }),
  // The editor saves a field left empty as '' or []: absent.
  bio: absentWhenEmpty(text(L.bio)),
  specialties: absentWhenEmpty(list(L.specialties, L.specialty)),
  achievements: absentWhenEmpty(list(L.achievements, L.achievement)),
  quote: absentWhenEmpty(text(L.quote)),
});

/** A person at a client company, quoted in a testimonial. */
export const clientContactFileSchema = z.strictObject({
  name: text(L.name),
  title: text(L.title),
  /** The client company, as its name is written everywhere on the site (the home client strip included). */
  company: text(L.company),
  /** The backdrop of their illustrated portrait. */
  tone: z.enum(monogramTones, { error: `must be one of ${monogramTones.join(', ')}` }),
});

export type StaffFile = z.output<typeof staffFileSchema>;
export type ClientContactFile = z.output<typeof clientContactFileSchema>;
