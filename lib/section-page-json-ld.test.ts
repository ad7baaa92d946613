import { describe, expect, it } from 'vitest';
import { leadershipPage, ourTeamPage, partnershipsPage } from '@/content/company/pages';
import { leaders, teamMembers } from '@/content/company/people';
import { mediaContacts, newsItems, pressPage } from '@/content/company/press';
import { contactPage } from '@/content/contact';
import { resourcesPage } from '@/content/resources';
import { sectionPageJsonLd } from './section-page-json-ld';

describe('sectionPageJsonLd', () => {
  it('publishes the people a company page shows as the agency’s founders or employees', () => {
    const [leadership] = sectionPageJsonLd(leadershipPage);
    expect(leadership?.['@type']).toBe('AboutPage');
    const founders = (leadership?.mainEntity as { founder: { name: string; jobTitle: string }[] }).founder;
    expect(founders.map((founder) => [founder.name, founder.jobTitle])).toEqual(leaders.map((leader) => [leader.name, leader.title]));

    const [team] = sectionPageJsonLd(ourTeamPage);
    expect((team?.mainEntity as { employee: { name: string }[] }).employee.map((person) => person.name)).toEqual(teamMembers.map((person) => person.name));
  });

  it('publishes the press page’s contacts as media-relations contact points and its news as dated parts', () => {
    const [press] = sectionPageJsonLd(pressPage);
    expect(press?.['@type']).toBe('WebPage');
    const about = press?.about as { contactPoint: { contactType: string; email: string; telephone: string }[] };
    expect(about.contactPoint).toEqual(
      mediaContacts.map((contact) => expect.objectContaining({ contactType: 'media relations', email: contact.email, telephone: contact.phone.display })),
    );
    expect(press?.hasPart).toEqual(newsItems.map((item) => expect.objectContaining({ '@type': 'NewsArticle', headline: item.title, datePublished: item.date })));
  });

  it('adds nothing to the agency when the page shows no people, contacts or news', () => {
    const [partnerships] = sectionPageJsonLd(partnershipsPage);
    expect(Object.keys(partnerships?.about as object).sort()).toEqual(['@id', '@type', 'name', 'url']);
    expect(partnerships).not.toHaveProperty('hasPart');
  });

  it('makes the contact page a ContactPage and leaves a page without a schema to its breadcrumbs', () => {
    expect(sectionPageJsonLd(contactPage).map((thing) => thing['@type'])).toEqual(['ContactPage']);
    expect(sectionPageJsonLd(resourcesPage)).toEqual([]);
  });
});
