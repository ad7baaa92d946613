import { collection, fields } from '@keystatic/core';
import { editorLength } from '../shared/limits';
import { monogramTones, personLimits as L } from './people-schema';

const length = editorLength;

/** People at client companies, quoted in testimonials: content/company/client-contacts/<id>.yaml. */
export default collection({
  label: 'Client contacts',
  path: 'content/company/client-contacts/*',
  slugField: 'name',
  format: { data: 'yaml' },
  previewUrl: '/work',
  columns: ['name', 'company'],
  schema: {
    name: fields.slug({
      name: { label: 'Name', description: `First name and surname. ${L.name.min} to ${L.name.max} characters; never a member of staff's name.`, validation: length(L.name) },
      slug: { label: 'File name (id)', description: 'The name in lower case with hyphens: testimonials name the person by it. Keep it as generated.' },
    }),
    title: fields.text({ label: 'Title', description: `Their role at the client, e.g. 'CTO'. ${L.title.min} to ${L.title.max} characters.`, validation: length(L.title) }),
    company: fields.text({
      label: 'Company',
      description: `The client company, written exactly as on the rest of the site (the home page's client strip). ${L.company.min} to ${L.company.max} characters.`,
      validation: length(L.company),
    }),
    tone: fields.select({
      label: 'Portrait color',
      description: 'The backdrop of their illustrated portrait beside the quote.',
      options: monogramTones.map((value) => ({ label: value, value })),
      defaultValue: monogramTones[0],
    }),
  },
});
