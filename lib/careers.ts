import type { Internship, Job, SalaryRange } from '@/content/careers/types';
import { jobPosting, type JsonLdThing } from '@/lib/json-ld';

/** '$80,000 - $120,000' (SPEC section 9's notation). No Intl: the same output everywhere. */
export function formatSalary(salary: SalaryRange): string {
  const money = (value: number) => `$${String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
  return `${money(salary.min)} - ${money(salary.max)}`;
}

/** Where 'Apply Now' leads: the application form with the opening's position preselected. */
export function applyHref(opening: Pick<Job | Internship, 'id' | 'position'>): `/${string}` {
  return `/careers/apply?position=${opening.position}&opening=${encodeURIComponent(opening.id)}`;
}

/** One job as schema.org JobPosting data (lib/json-ld.ts): salary, location, department, applied for on this site. */
export function jobPostingFor(job: Job, pagePath: `/${string}`): JsonLdThing {
  return jobPosting({
    title: job.title,
    description: `<p>${job.description}</p><ul>${job.requirements.map((item) => `<li>${item}</li>`).join('')}</ul>`,
    identifier: job.id,
    datePosted: job.posted,
    employmentType: 'FULL_TIME',
    occupationalCategory: job.department,
    workplace: job.location === 'Remote' ? 'remote' : 'hybrid',
    applicantCountries: ['US', 'CA'],
    salary: job.salary,
    path: `${pagePath}#${job.id}`,
    directApply: true,
  });
}
