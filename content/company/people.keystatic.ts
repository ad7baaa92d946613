import { collection, fields } from '@keystatic/core';
import { editorLength } from '../shared/limits';
import { monogramTones, personLimits as L } from './people-schema';

const length = editorLength;

/**
 * The roster's staff in the editor: content/company/people/<id>.yaml (the files content/company/people.ts reads).
 * Referenced by id from bylines, hiring managers, call hosts, press contacts and case-study leads.
 */
export default collection({
  label: 'People',
  path: 'content/company/people/*',
  slugField: 'name',
  format: { data: 'yaml' },
  previewUrl: '/about/our-team',
  columns: ['name', 'title'],
  schema: {
    name: fields.slug({
      name: {
        label: 'Name',
        description: `First name and surname, as every page writes them. ${L.name.min} to ${L.name.max} characters. No one on staff or among client contacts may share a first name or surname.`,
        validation: length(L.name),
      },
      slug: {
        label: 'File name (id)',
        description: 'The name in lower case with hyphens, e.g. priya-raman: bylines, job pages and the portrait find the person by it. Keep it as generated.',
      },
    }),
    title: fields.text({ label: 'Title', description: `The role, the same on every page, e.g. 'Head of Delivery'. ${L.title.min} to ${L.title.max} characters.`, validation: length(L.title) }),
    order: fields.integer({
      label: 'Order',
      description: 'Place in the row of portraits on the company and careers heroes, lowest first.',
      validation: { min: L.order.min, max: L.order.max, isRequired: true },
    }),
    tone: fields.select({
      label: 'Portrait color',
      description: 'The backdrop of the illustrated portrait (there are no photos). After adding a person or changing a name, a developer runs npx tsx scripts/make-portraits.ts.',
      options: monogramTones.map((value) => ({ label: value, value })),
      defaultValue: monogramTones[0],
    }),
    bio: fields.text({
      label: 'Bio',
      description: `Two or three sentences: what they do here and what they did before. Needed to appear on /about/leadership or /about/our-team. ${L.bio.min} to ${L.bio.max} characters; leave empty for no profile.`,
      multiline: true,
      // An empty bio means no profile, so the editor cannot ask for the minimum: the build does (content:check).
      validation: { length: { min: 0, max: L.bio.max } },
    }),
    specialties: fields.array(fields.text({ label: 'Specialty', validation: length(L.specialty) }), {
      label: 'Specialties',
      description: `Shown on the team pages with the bio: ${L.specialties.min} to ${L.specialties.max} short items, or none.`,
      itemLabel: (props) => props.value || 'New specialty',
      validation: { length: { min: 0, max: L.specialties.max } },
    }),
    achievements: fields.array(fields.text({ label: 'Achievement', validation: length(L.achievement) }), {
      label: 'Achievements',
      description: `Shown for the leaders on /about/leadership: ${L.achievements.min} to ${L.achievements.max} items, or none.`,
      itemLabel: (props) => props.value || 'New achievement',
      validation: { length: { min: 0, max: L.achievements.max } },
    }),
    quote: fields.text({
      label: 'Quote',
      description: `A first-person sentence for the /team page. ${L.quote.min} to ${L.quote.max} characters; leave empty for none.`,
      multiline: true,
      validation: { length: { min: 0, max: L.quote.max } },
    }),
  },
});
