import type { Internship, Job, SalaryRange } from './types';

/** '$3,200'. No Intl: the same output everywhere. */
export function formatMoney(value: number): string {
  return `$${String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** '$80,000 - $120,000' (SPEC section 9's notation); one figure when the range is one amount. */
export function formatSalary(salary: SalaryRange): string {
  return salary.min === salary.max ? formatMoney(salary.min) : `${formatMoney(salary.min)} - ${formatMoney(salary.max)}`;
}

/** The label of every button that opens the application form: SPEC's 'Apply Now', the same on every page (and in the menu). */
export const APPLY_LABEL = 'Apply Now';

/** Where 'Apply Now' leads: the application form with the opening's position preselected. */
export function applyHref(opening: Pick<Job | Internship, 'id' | 'position'>): `/${string}` {
  return `/careers/apply?position=${opening.position}&opening=${encodeURIComponent(opening.id)}`;
}

/** A job's level in short: 'Level 4', or 'Levels 3-4' for a role open at two. */
export function formatLevel(pay: Pick<Job['pay'], 'from' | 'to'>): string {
  return pay.from === pay.to ? `Level ${pay.from}` : `Levels ${pay.from}-${pay.to}`;
}
