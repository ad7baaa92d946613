import { practiceFigures } from './company/practice-figures';
import { VITALS_DAILY_CAP, VITALS_RETENTION_DAYS } from './data-retention';
import { RETENTION_MONTHS } from './lead-pages';
import { rosterIds, rosterPerson } from './roster-ref';
import type { PlaceholderValues } from './shared/placeholders';
import { site } from './site';

/**
 * The values file-based text may quote as `{{key}}` (content/shared/placeholders.ts): the identity, the
 * retention periods the server applies, practice figures and people's names. Built on each call, so an edit to a
 * source shows in dev; a figure is never copied into a file.
 */
export function textValues(): PlaceholderValues {
  const { address } = site;
  return {
    'site.name': site.name,
    'site.legalName': site.legalName,
    'site.email': site.email,
    'site.phone': site.phone.display,
    'site.address': `${address.street}, ${address.city}, ${address.region} ${address.postalCode}, United States`,
    'site.regionName': address.regionName,
    'retention.months': RETENTION_MONTHS,
    'vitals.dailyCap': VITALS_DAILY_CAP,
    'vitals.retentionDays': VITALS_RETENTION_DAYS,
    ...Object.fromEntries(Object.entries(practiceFigures).map(([key, figure]) => [`practice.${key}`, figure.value])),
    ...Object.fromEntries(rosterIds().map((id) => [`person.${id}`, rosterPerson(id)?.name ?? id])),
  };
}
