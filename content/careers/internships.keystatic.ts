import { collection, fields } from '@keystatic/core';
import { openingFields, pointList } from './opening-editor-fields';
import { internshipDurations, openingLimits as L, startDatePattern } from './opening-schema';

/** Paid internships in the editor: content/careers/internships/<slug>.yaml (the same files content/careers/jobs.ts reads). */
export default collection({
  label: 'Internships',
  path: 'content/careers/internships/*',
  slugField: 'title',
  format: { data: 'yaml' },
  previewUrl: '/careers/internships/{slug}',
  columns: ['title', 'open'],
  schema: {
    ...openingFields('internship'),
    duration: fields.select({
      label: 'Length',
      description: 'How long the internship runs; shown on the card and the page.',
      options: internshipDurations.map((value) => ({ label: value, value })),
      defaultValue: internshipDurations[0],
    }),
    startDate: fields.text({
      label: 'Starts',
      description: "The cohort's season and year, e.g. 'Summer 2027'.",
      validation: { pattern: { regex: startDatePattern, message: 'A season and a year, such as Summer 2027' } },
    }),
    stipend: fields.integer({
      label: 'Monthly stipend (US dollars)',
      description: 'Paid every month, shown on the card, the page and in the job-board data.',
      validation: { min: L.stipend.min, max: L.stipend.max, isRequired: true },
    }),
    benefits: pointList('What the program gives you', 'Short points on the card and the page.', L.benefits, L.benefit),
  },
});
