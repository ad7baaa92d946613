import type { Person } from '@/content/company/people';
import { site } from '@/content/site';

/** A person of the company as schema.org data (no image: people are drawn as monograms). */
export function personLd(person: Person): Record<string, unknown> {
  return {
    '@type': 'Person',
    name: person.name,
    jobTitle: person.title,
    description: person.bio,
    knowsAbout: person.specialties,
    worksFor: { '@type': 'Organization', name: site.name },
  };
}
