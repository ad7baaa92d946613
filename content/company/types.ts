import type { SectionPage } from '../shared/page';
import type { SectionBase } from '../shared/sections';
import type { InternalPath } from '../shared/types';
import type { ClientContactId, Person } from './people';

/**
 * A company page: a dark hero with its actions, an ordered list of sections (people, news and the
 * media kit among them) drawn by the section renderer, a closing call to action and its schema.org type.
 */
export interface CompanyPage extends SectionPage {
  closing: NonNullable<SectionPage['closing']>;
  schema: { type: 'AboutPage' | 'WebPage'; organization?: Record<string, unknown> };
}

/**
 * People of the company (content/company/people.ts, referenced, never copied): wide profiles with
 * achievements, a grid of cards (optionally closed by an invitation to join), or their quotes.
 * `schemaRole` adds them to the page's structured data as the agency's founders or employees.
 */
export type PeopleSection = SectionBase & { kind: 'people'; schemaRole?: 'founder' | 'employee' } & (
    | { layout: 'profiles'; people: Person[] }
    | {
        layout: 'grid';
        people: Person[];
        join?: { heading: string; body: string; link: { label: string; href: InternalPath } };
        /** The client's words beside the people who did their work (a case study's leads). */
        client?: { label: string; quote: string; person: ClientContactId };
      }
    | { layout: 'quotes'; people: (Person & { quote: string })[] }
  );

/** The company pages' own section kind, drawn by components/pages/company/ (see PageOwnSections). */
declare module '../shared/sections' {
  interface PageOwnSections {
    people: PeopleSection;
  }
}
