/**
 * SPEC's conflicting claims, kept with both readings (projects 250+ and 50+, countries 15+ and 6, Vision Millennium's
 * ROAS +18% and +180%): what each reading says and how a page's text shows it, so a check can hold every page to one.
 */
import { companyFigures, visionMillenniumRoas, visionMillenniumRoasLabels, type CompanyFigureKey } from './figures';

/** A claim SPEC keeps two readings of: each reading is true by its label, and a page shows at most one. */
export interface ClaimReading {
  claim: 'projects' | 'countries' | 'vision-millennium-roas';
  value: string;
  label: string;
  /** How the reading shows in a page's text: its label, or its value in a phrase only it uses. */
  shows: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const reading = (claim: ClaimReading['claim'], key: CompanyFigureKey, phrase?: RegExp): ClaimReading => {
  const { value, label } = companyFigures[key];
  return { claim, value, label, shows: new RegExp(`${escape(label)}${phrase ? `|${phrase.source}` : ''}`, 'i') };
};

/**
 * SPEC's conflicting claims (section 9): the readings of each, and where each stays. The projects
 * and countries readings are company figures; Vision Millennium's ROAS readings are its case-study
 * metrics (content/case-studies.ts), the home teaser's and the portfolio's.
 */
export const claimReadings: ClaimReading[] = [
  reading('projects', 'solutions', /250\+/),
  reading('projects', 'projectsSinceFounding', /(?<!\d)50\+ (client )?projects/),
  reading('countries', 'countriesServed', /15\+ countries/),
  reading('countries', 'featuredClientCountries', /(?<![\d.])6 countries/),
  { claim: 'vision-millennium-roas', value: visionMillenniumRoas.home, label: visionMillenniumRoasLabels.home, shows: new RegExp(`${escape(visionMillenniumRoas.home)}(?!\\d)|${visionMillenniumRoasLabels.home}`, 'i') },
  { claim: 'vision-millennium-roas', value: visionMillenniumRoas.portfolio, label: visionMillenniumRoasLabels.portfolio, shows: new RegExp(`${escape(visionMillenniumRoas.portfolio)}|${visionMillenniumRoasLabels.portfolio}`, 'i') },
];

/** The claims a text shows more than one reading of (empty when the text is consistent). */
export function conflictingReadings(text: string): { claim: ClaimReading['claim']; readings: string[] }[] {
  const shown = claimReadings.filter((entry) => entry.shows.test(text));
  const claims = [...new Set(shown.map((entry) => entry.claim))];
  return claims
    .map((claim) => ({ claim, readings: shown.filter((entry) => entry.claim === claim).map((entry) => `${entry.value} ${entry.label}`) }))
    .filter((entry) => entry.readings.length > 1);
}
