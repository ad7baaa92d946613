import type { Internship, Job } from '@/content/careers/types';
import { jobPosting, type JsonLdThing } from '@/lib/json-ld';

/**
 * One opening as schema.org JobPosting data (lib/json-ld.ts), published on its own page only: dates,
 * employment type, where it is worked from (and, when remote, the countries applicants may live in),
 * the salary or stipend and the department; applied for on this site.
 */
export function jobPostingFor(opening: Job | Internship, pagePath: `/${string}`): JsonLdThing {
  const internship = opening.type === 'Paid Internship';
  const body = internship ? [...opening.dayToDay, ...opening.benefits] : opening.requirements;
  return jobPosting({
    title: opening.title,
    description: `<p>${opening.description}</p><ul>${body.map((item) => `<li>${item}</li>`).join('')}</ul>`,
    identifier: opening.id,
    datePosted: opening.posted,
    validThrough: opening.validThrough,
    employmentType: internship ? 'INTERN' : 'FULL_TIME',
    occupationalCategory: opening.department,
    workplace: opening.location === 'Remote' ? 'remote' : 'hybrid',
    applicantCountries: ['US', 'CA'],
    salary: internship ? opening.stipend : opening.salary,
    path: pagePath,
    directApply: true,
  });
}
