/**
 * Field builders the work collections' editor definitions share (./case-studies.keystatic.ts,
 * ./portfolio.keystatic.ts), built from the lists and limits of
 * ../work-schema.ts; the services and industry pages are the editor's services and industries collections. Reads no file.
 */
import { fields } from '@keystatic/core';
import { iconNames } from '../shared/types';
import { artworkPath, namedFigures, offerIds, workLimits } from '../work-schema';

const limit = (range: { min: number; max: number }) => ({ length: { min: range.min, max: range.max } });
const plural = (range: { min: number; max: number }) => `${range.min}–${range.max} characters`;

/** A required line of text within a limit from workLimits. */
export function line(label: string, description: string, range: { min: number; max: number }, multiline = false) {
  return fields.text({ label, description: `${description} (${plural(range)}).`, multiline, validation: { isRequired: true, ...limit(range) } });
}

/** An optional line: left empty, it is not shown. */
export function optionalLine(label: string, description: string, max: number, multiline = false) {
  return fields.text({ label, description: `${description} Optional (up to ${max} characters).`, multiline, validation: { length: { max } } });
}

export const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }));

export function iconField(description: string) {
  return fields.select({ label: 'Icon', description, options: options(iconNames), defaultValue: iconNames[0] });
}

/** A figure: written out (value and label), or picked from the company fact sheet so it can never disagree with it. */
export function figureFields(where: string) {
  return {
    value: optionalLine('Value', `The figure exactly as shown, e.g. +35% or 2,500+ (${where}). Leave empty when you pick a fact-sheet figure below.`, workLimits.value.max),
    label: optionalLine('Label', 'What the figure measures, e.g. Appraiser adoption rate. Leave empty when you pick a fact-sheet figure.', workLimits.label.max),
    figure: fields.select({
      label: 'Or a figure from the fact sheet',
      description: 'Pick one instead of writing value and label when the figure is on the company fact sheet (content/company/figures.ts); the site then always shows the fact sheet’s value.',
      options: [{ label: 'None: written above', value: '' }, ...options(namedFigures)],
      defaultValue: '',
    }),
  };
}

/** The service pages (files of the editor's `services` collection, content/services/entries/) by their file names. */
export function servicesField(description: string) {
  return fields.multiRelationship({ label: 'Services', description, collection: 'services' });
}

/** The industry pages (files of the editor's `industries` collection, content/industries/entries/) by their file names. */
export function industriesField(description: string) {
  return fields.multiRelationship({ label: 'Industry pages', description, collection: 'industries' });
}

export function offerField(description: string, optional: boolean) {
  return fields.select({
    label: 'Sold as (offer)',
    description,
    options: [...(optional ? [{ label: 'None', value: '' }] : []), ...options(offerIds)],
    defaultValue: optional ? '' : offerIds[0],
  });
}

/** An artwork: its file in public/work/art/ and the words that describe it to someone who cannot see it. */
export function artworkFields(required: boolean) {
  return {
    src: fields.text({
      label: 'Artwork file',
      description: `The SVG's path, e.g. /work/art/autoai-forecast-dashboard.svg: put the file in public/work/art/ first (4:3, 640×480). The check refuses a path with no file.${required ? '' : ' Leave empty for no artwork.'}`,
      validation: { isRequired: required, ...(required && { pattern: artworkPath }) },
    }),
    alt: fields.text({
      label: 'Artwork description (alt text)',
      description: `What the artwork shows, for people using a screen reader: the product, its color and the main elements (${plural(workLimits.alt)}).`,
      multiline: true,
      validation: { isRequired: required, ...(required && limit(workLimits.alt)) },
    }),
  };
}
