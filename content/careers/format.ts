import type { Internship, Job, SalaryRange } from './types';

/** '$3,200'. No Intl: the same output everywhere. */
export function formatMoney(value: number): string {
  return `$${String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** '$80,000 - $120,000' (SPEC section 9's notation); one figure when the range is one amount. */
export function formatSalary(salary: SalaryRange): string {
  return salary.min === salary.max ? formatMoney(salary.min) : `${formatMoney(salary.min)} - ${formatMoney(salary.max)}`;
}

/** Where 'Apply Now' leads: the application form with the opening's position preselected. */
export function applyHref(opening: Pick<Job | Internship, 'id' | 'position'>): `/${string}` {
  return `/careers/apply?position=${opening.position}&opening=${encodeURIComponent(opening.id)}`;
}
