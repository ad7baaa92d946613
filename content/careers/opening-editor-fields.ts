import { fields } from '@keystatic/core';
import { editorLength } from '../shared/limits';
import { iconNames } from '../shared/types';
import { openingLimits as L, positionValues, workLocations } from './opening-schema';
import { positionOptions } from './positions';

/**
 * The editor's fields both kinds of opening share (jobs.keystatic.ts, internships.keystatic.ts), built from
 * the lists and limits of content/careers/opening-schema.ts, so the editor refuses what the build would.
 */

export const length = editorLength;

/** A list of one-line points, e.g. the requirements. */
export function pointList(label: string, description: string, limits: { min: number; max: number }, item: { min: number; max: number } = L.point) {
  return fields.array(fields.text({ label: 'Point', validation: length(item) }), {
    label,
    description: `${description} ${limits.min} to ${limits.max} points, ${item.min} to ${item.max} characters each.`,
    itemLabel: (props) => props.value || 'New point',
    validation: length(limits),
  });
}

export function openingFields(kind: 'job' | 'internship') {
  const page = kind === 'job' ? '/careers/positions/<file name>' : '/careers/internships/<file name>';
  return {
    title: fields.slug({
      name: {
        label: 'Title',
        description: `The role's exact title, e.g. 'Senior Frontend Developer': the card's heading, the page's headline and the option of the application form's position list. ${L.title.min} to ${L.title.max} characters.`,
        validation: length(L.title),
      },
      slug: {
        label: 'File name and address',
        description: `Lower-case words joined by hyphens; the page is ${page}. Do not change it once the role is published: links and applications name it.`,
      },
    }),
    open: fields.checkbox({
      label: 'Open for applications',
      description: 'Ticked: listed on /careers, with its own page and its option in the application form. Untick to take the role down and keep the file.',
      defaultValue: true,
    }),
    department: fields.text({ label: 'Team', description: `The team the role sits in, e.g. 'Engineering'; shown on the card and the page. ${L.department.min} to ${L.department.max} characters.`, validation: length(L.department) }),
    location: fields.select({
      label: 'Where the work is done',
      description: 'Remote or hybrid (some studio days). It also picks which pay-basis sentence the job page shows.',
      options: workLocations.map((value) => ({ label: value, value })),
      defaultValue: workLocations[0],
    }),
    locationDetail: fields.text({
      label: 'Location detail',
      description: `The time zones of a remote role, or where and how often a hybrid role meets, e.g. 'Baltimore, MD, two days a week in the studio'. ${L.locationDetail.min} to ${L.locationDetail.max} characters.`,
      validation: length(L.locationDetail),
    }),
    posted: fields.date({ label: 'Posted on', description: 'The day the opening was published (in the job-board data search engines read). Lists show the oldest posting first.', validation: { isRequired: true } }),
    validThrough: fields.date({ label: 'Last day to apply', description: 'Shown on the page; must be after the posting date.', validation: { isRequired: true } }),
    description: fields.text({
      label: 'Summary',
      description: `Two or three sentences under the title, on the card and the page. ${L.description.min} to ${L.description.max} characters.`,
      multiline: true,
      validation: length(L.description),
    }),
    dayToDay: pointList('What your weeks look like', 'Concrete points about the work, week to week.', L.dayToDay),
    team: fields.array(
      fields.object({
        icon: fields.select({ label: 'Icon', description: 'The small picture beside the fact.', options: iconNames.map((value) => ({ label: value, value })), defaultValue: 'users' }),
        title: fields.text({ label: 'Heading', description: `${L.teamTitle.min} to ${L.teamTitle.max} characters.`, validation: length(L.teamTitle) }),
        description: fields.text({ label: 'Text', description: `${L.teamDescription.min} to ${L.teamDescription.max} characters.`, multiline: true, validation: length(L.teamDescription) }),
      }),
      {
        label: 'The team you would join',
        description: `Exactly ${L.team.min} facts (size and roles, who you work with, how it runs), shown after the hiring manager's card.`,
        itemLabel: (props) => props.fields.title.value || 'New fact',
        validation: length(L.team),
      },
    ),
    stack: fields.array(
      fields.object({
        category: fields.text({ label: 'Category', description: `e.g. 'Quality'. ${L.category.min} to ${L.category.max} characters.`, validation: length(L.category) }),
        tools: fields.array(fields.text({ label: 'Tool', validation: length(L.tool) }), {
          label: 'Tools',
          description: `${L.tools.min} to ${L.tools.max} tools, e.g. 'Playwright'.`,
          itemLabel: (props) => props.value || 'New tool',
          validation: length(L.tools),
        }),
      }),
      {
        label: 'The tools the team uses',
        description: `${L.stack.min} to ${L.stack.max} categories of tools, shown on the page.`,
        itemLabel: (props) => props.fields.category.value || 'New category',
        validation: length(L.stack),
      },
    ),
    position: fields.select({
      label: 'Position in the application form',
      description: "The form's value 'Apply Now' preselects for this role; each open role needs its own. The form shows this role's title for it.",
      options: positionValues.map((value) => ({ label: positionOptions.find((option) => option.value === value)?.label ?? value, value })),
      defaultValue: 'other',
    }),
    hiringManager: fields.relationship({
      label: 'Hiring manager',
      description: "The person on the roster (People) who reads the applications and decides; named on the role's page with their title.",
      collection: 'people',
      validation: { isRequired: true },
    }),
  };
}
