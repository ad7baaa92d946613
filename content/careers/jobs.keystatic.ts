import { collection, fields } from '@keystatic/core';
import { length, openingFields, pointList } from './opening-editor-fields';
import { openingLimits as L } from './opening-schema';

const dollars = { min: L.salary.min, max: L.salary.max, isRequired: true };

/** Full-time jobs in the editor: content/careers/jobs/<slug>.yaml (the same files content/careers/jobs.ts reads). */
export default collection({
  label: 'Jobs',
  path: 'content/careers/jobs/*',
  slugField: 'title',
  format: { data: 'yaml' },
  previewUrl: '/careers/positions/{slug}',
  columns: ['title', 'open'],
  schema: {
    ...openingFields('job'),
    salary: fields.object(
      {
        min: fields.integer({ label: 'From', description: 'The bottom of the band, whole US dollars a year.', validation: dollars }),
        max: fields.integer({ label: 'To', description: 'The top of the band (the same as From for one figure).', validation: dollars }),
      },
      { label: 'Salary band (US dollars a year)', description: 'Shown on the card, the page and in the job-board data, e.g. $80,000 - $120,000. Base salary only.' },
    ),
    pay: fields.object(
      {
        level: fields.text({ label: 'Level', description: "Who the band is for, e.g. 'a senior engineer, level 4 of the 6 on our engineering ladder'.", validation: length(L.payText) }),
        low: fields.text({ label: 'Who starts near the bottom', description: 'One sentence, without a final full stop.', validation: length(L.payText) }),
        high: fields.text({ label: 'Who starts near the top', description: 'One sentence, without a final full stop.', validation: length(L.payText) }),
      },
      { label: 'How the band works for this role', description: "The page's pay section: the level, then who lands low or high in the band." },
    ),
    requirements: pointList('What we look for', 'The requirements, one per line, on the card and the page.', L.requirements),
  },
});
