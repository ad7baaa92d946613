import type { Internship, Job, SalaryRange } from '@/content/careers/types';
import { site } from '@/content/site';

/** '$80,000 - $120,000' (SPEC section 9's notation). No Intl: the same output everywhere. */
export function formatSalary(salary: SalaryRange): string {
  const money = (value: number) => `$${String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
  return `${money(salary.min)} - ${money(salary.max)}`;
}

/** Where 'Apply Now' leads: the application form with the opening's position preselected. */
export function applyHref(opening: Pick<Job | Internship, 'id' | 'position'>): `/${string}` {
  return `/careers/apply?position=${opening.position}&opening=${encodeURIComponent(opening.id)}`;
}

/** schema.org JobPosting for one job (Google's job-posting fields: salary, location, employment type). */
export function jobPostingData(job: Job, pageUrl: string): Record<string, unknown> {
  const address = site.address;
  const place = {
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
  };
  return {
    '@type': 'JobPosting',
    title: job.title,
    description: `<p>${job.description}</p><ul>${job.requirements.map((item) => `<li>${item}</li>`).join('')}</ul>`,
    identifier: { '@type': 'PropertyValue', name: site.name, value: job.id },
    datePosted: job.posted,
    employmentType: 'FULL_TIME',
    occupationalCategory: job.department,
    hiringOrganization: { '@type': 'Organization', name: site.name, sameAs: site.url, url: site.url },
    ...(job.location === 'Remote'
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: [{ '@type': 'Country', name: 'US' }, { '@type': 'Country', name: 'CA' }] }
      : { jobLocation: place }),
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: job.salary.currency,
      value: { '@type': 'QuantitativeValue', minValue: job.salary.min, maxValue: job.salary.max, unitText: job.salary.unit },
    },
    directApply: true,
    url: `${pageUrl}#${job.id}`,
  };
}
