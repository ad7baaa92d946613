import { collection, fields } from '@keystatic/core';
import { length, openingFields, pointList } from './opening-editor-fields';
import { openingLimits as L } from './opening-schema';
import { LADDER_LEVELS, ladderBand, payLadderNames } from './pay';
import { formatSalary } from './format';

const level = { min: 1, max: LADDER_LEVELS, isRequired: true };

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
    pay: fields.object(
      {
        role: fields.text({ label: 'Who the band is for', description: "Before the level, e.g. 'a senior engineer'.", validation: length(L.payRole) }),
        ladder: fields.select({
          label: 'Ladder',
          description: `The salary comes from the ladder's band for the level (content/careers/pay.ts): ${payLadderNames.map((name) => `${name} level 4 is ${formatSalary({ ...ladderBand(name, 4, 4), currency: 'USD', unit: 'YEAR' })}`).join('; ')}.`,
          options: payLadderNames.map((name) => ({ label: `${name[0]!.toUpperCase()}${name.slice(1)}`, value: name })),
          defaultValue: payLadderNames[0],
        }),
        from: fields.integer({ label: 'Level', description: `1 to ${LADDER_LEVELS}.`, validation: level }),
        to: fields.integer({ label: 'Up to level', description: 'The same level, or the one above it for a role open at two levels.', validation: level }),
        low: fields.text({ label: 'Who starts near the bottom', description: 'One sentence, without a final full stop.', validation: length(L.payText) }),
        high: fields.text({ label: 'Who starts near the top', description: 'One sentence, without a final full stop.', validation: length(L.payText) }),
      },
      { label: 'Pay', description: "The band shown on the card, the page and in the job-board data comes from the ladder and level; the page's pay section adds who lands low or high in it." },
    ),
    requirements: pointList('What we look for', 'The requirements, one per line, on the card and the page.', L.requirements),
  },
});
