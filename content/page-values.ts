import type * as z from 'zod';
import { caseStudies } from './case-studies';
import { facts } from './company/figures';
import { deliveryProcess, discoveryCall, enquiryNextSteps, offers, offerTimelines, proposal, replyTimes, spanAdjective, spanWeeks, sprintDemo } from './company/promises';
import { projectGroups } from './portfolio';
import { site } from './site';
import { unknownPlaceholders, type PlaceholderValues } from './shared/placeholders';
import { ContentFileError } from './shared/collection';
import { textValues } from './text-values';

/**
 * The values a page file (content/read.ts) may quote as `{{key}}`: everything other files may
 * (content/text-values.ts), plus the fact sheet, the offers' names and timelines, and the measured results of the
 * case studies and portfolio projects, so a figure in a page's copy keeps its one source:
 * - `{{fact.<key>.value}}`, `{{fact.<key>.label}}`: a figure of content/company/figures.ts;
 * - `{{fact.<key>.sample.count}}`, `{{fact.<key>.sample.of}}`: the sample a share is counted on (36 of 40);
 * - `{{offer.<id>.name}}`, `{{offer.<id>.<timeline>}}`: an offer of content/company/promises.ts, e.g. {{offer.fintech.mvp}},
 *   and the timeline as an adjective (hyphenated, as it reads before a noun) or in whole weeks:
 *   {{offer.scale.assessment.adjective}} (2-week), {{offer.launch.prototype.weeks}} (3);
 * - `{{promise.sprintDemo}}`, `{{promise.enquiryNextSteps}}`: the demo cadence and what an enquiry is promised;
 * - `{{promise.discoveryCall.scheduledWithin}}`, `{{promise.proposal.within}}`, `{{promise.proposal.after}}`: when
 *   the call is scheduled and the proposal sent after an enquiry (content/company/reply-times.ts);
 * - `{{caseStudy.<id>.title}}`, `{{caseStudy.<id>.metrics.<n>.value}}` (and `.label`), n from 0;
 * - `{{project.<id>.title}}`, `{{project.<id>.result.value}}` (and `.label`);
 * - `{{reply.<channel>.within}}`: how fast a person answers (content/company/reply-times.ts), e.g. {{reply.press.within}};
 * - `{{delivery.<n>.title}}`, `.duration` (lower-case, to read inside a sentence), `.description`: step n of the
 *   delivery process, n from 0;
 * - `{{site.city}}`: the city of the studio's address.
 * Built on each call, so an edited case study shows in dev on reload.
 */
export function pageValues(): PlaceholderValues {
  const values: Record<string, string | number> = { ...textValues() };
  for (const [key, figure] of Object.entries(facts)) {
    values[`fact.${key}.value`] = figure.value;
    values[`fact.${key}.label`] = figure.label;
    if ('sample' in figure && figure.sample) {
      values[`fact.${key}.sample.count`] = figure.sample.count;
      values[`fact.${key}.sample.of`] = figure.sample.of;
    }
  }
  for (const [id, offer] of Object.entries(offers)) values[`offer.${id}.name`] = offer.name;
  for (const [id, timelines] of Object.entries(offerTimelines)) {
    for (const [name, duration] of Object.entries(timelines as Record<string, string>)) {
      values[`offer.${id}.${name}`] = duration;
      values[`offer.${id}.${name}.adjective`] = spanAdjective(duration);
      if (/^\d+ (day|week|month)s?$/.test(duration)) values[`offer.${id}.${name}.weeks`] = spanWeeks(duration);
    }
  }
  values['promise.sprintDemo'] = sprintDemo;
  values['promise.enquiryNextSteps'] = enquiryNextSteps;
  values['promise.discoveryCall.scheduledWithin'] = discoveryCall.scheduledWithin;
  values['promise.proposal.within'] = proposal.within;
  values['promise.proposal.after'] = proposal.after;
  for (const [channel, reply] of Object.entries(replyTimes)) values[`reply.${channel}.within`] = reply.within;
  deliveryProcess.forEach((step, index) => {
    values[`delivery.${index}.title`] = step.title;
    values[`delivery.${index}.duration`] = step.duration.toLowerCase();
    values[`delivery.${index}.description`] = step.description;
  });
  values['site.city'] = site.address.city;
  for (const study of caseStudies()) {
    values[`caseStudy.${study.id}.title`] = study.title;
    study.metrics.forEach((metric, index) => {
      values[`caseStudy.${study.id}.metrics.${index}.value`] = metric.value;
      values[`caseStudy.${study.id}.metrics.${index}.label`] = metric.label;
    });
  }
  for (const project of projectGroups().flatMap((group) => group.projects)) {
    values[`project.${project.id}.title`] = project.title;
    values[`project.${project.id}.result.value`] = project.result.value;
    values[`project.${project.id}.result.label`] = project.result.label;
  }
  return values;
}

/** Every `{{key}}` in a value (objects and arrays walked) the table does not know, with the path of its field. */
export function unknownPlaceholdersIn(value: unknown, values: PlaceholderValues, path: PropertyKey[] = []): Array<{ path: PropertyKey[]; key: string }> {
  if (typeof value === 'string') return unknownPlaceholders(value, values).map((key) => ({ path, key }));
  if (Array.isArray(value)) return value.flatMap((item, index) => unknownPlaceholdersIn(item, values, [...path, index]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => unknownPlaceholdersIn(item, values, [...path, key]));
  }
  return [];
}

/**
 * A page collection's schema with the rules of one file that need more than its shape: every `{{key}}` names a
 * value the site knows (above, or the page's own `values`), and the collection's own rules. Checked as the file is
 * read, so each bad file is named even when another file is bad too.
 */
export function pageFileSchema<Schema extends z.ZodType>(schema: Schema, rules: (file: z.output<Schema>) => Array<{ path: Array<string | number>; reason: string }>, ownValues: () => PlaceholderValues = pageValues) {
  return schema.superRefine((file, context) => {
    let values: PlaceholderValues | undefined;
    try {
      values = ownValues();
    } catch (error) {
      // A file the values come from (a case study, a project) is bad: its own collection names it; keys wait until it reads.
      if (!(error instanceof ContentFileError)) throw error;
    }
    for (const { path, key } of values ? unknownPlaceholdersIn(file, values) : []) {
      context.addIssue({ code: 'custom', path: path as Array<string | number>, message: `{{${key}}} is not a value the site knows (content/page-values.ts)` });
    }
    let problems: ReturnType<typeof rules> = [];
    try {
      problems = rules(file);
    } catch (error) {
      // A rule that reads another collection with a bad file: that file is named by its own collection.
      if (!(error instanceof ContentFileError)) throw error;
    }
    for (const { path, reason } of problems) context.addIssue({ code: 'custom', path, message: reason });
  });
}

/** Two entries with the same name would be listed twice under one name in the menus. */
export function duplicateNames(entries: ReadonlyArray<{ slug: string; name: string }>) {
  return entries.flatMap((entry) => {
    const other = entries.find((candidate) => candidate !== entry && candidate.name.toLowerCase() === entry.name.toLowerCase());
    return other ? [{ slug: entry.slug, field: 'name', reason: `“${entry.name}” is the name of ${other.slug} too` }] : [];
  });
}
