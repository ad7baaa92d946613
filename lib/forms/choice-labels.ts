import { experienceOptions, positionOptions } from './careers-options';
import { contactTopics } from './contact-options';
import { serviceOptionGroups } from './service-options';
import { qualificationFields, qualificationOptions } from './qualification';

/**
 * The labels a visitor chose from, for the fields stored as a value: the team's mails and the inbox show
 * `backend` as Backend Developer and `25k-75k` as $25,000 to $75,000.
 */
const choiceLabels: Record<string, ReadonlyMap<string, string>> = {
  position: new Map(positionOptions.map((option) => [option.value, option.label])),
  experience: new Map(experienceOptions.map((option) => [option.value, option.label])),
  topic: new Map(contactTopics.map((option) => [option.value, option.label])),
  service: new Map(serviceOptionGroups().flatMap((group) => group.options.map((option) => [option.value, option.label] as const))),
  ...Object.fromEntries(qualificationFields.map((field) => [field, new Map(qualificationOptions[field].map((option) => [option.value, option.label]))])),
};

/** What the team's mails and the inbox show for an optional field the visitor left blank. */
export const NOT_GIVEN = 'Not given';

/** A stored choice as the visitor read it; any other value as it is. */
export const choiceLabel = (key: string, value: unknown): unknown => choiceLabels[key]?.get(String(value)) ?? value;
