import { describe, expect, it } from 'vitest';
import { companyPage } from '@/content/pages/company';
import { leaders as readLeaders, teamMembers as readTeamMembers } from '@/content/company/people';
import { mediaContacts } from '@/content/press-contacts';
import { newsItems } from '@/content/press-news';
import { contactPage } from '@/content/contact';
import { internships as readInternships, internshipsPage, jobs as readJobs, openingPage, positionsPage } from '@/content/careers';
import { caseStudies } from '@/content/case-studies';
import { caseStudyPage, workListPage } from '@/content/pages/case-study-pages';
import { growthPathPage, growthPaths } from '@/content/services/growth-paths';
import { industryPage } from '@/content/industries';
import { getEntry } from '@/content/read';
import { resourcesPage } from '@/content/resources';
import { getServiceEntry } from '@/content/services/catalog';
import { servicePage, getServicePage } from '@/content/services';
import { site } from '@/content/site';
import { jsonLdProblems } from './json-ld-rules';
import { sectionPageJsonLd } from './section-page-json-ld';

const leaders = readLeaders();
const teamMembers = readTeamMembers();

const jobs = readJobs();
const internships = readInternships();

describe('sectionPageJsonLd', () => {
  it('publishes the people a company page shows as the agency’s founders or employees', () => {
    const [leadership] = sectionPageJsonLd(companyPage('leadership'));
    expect(leadership?.['@type']).toBe('AboutPage');
    const founders = (leadership?.mainEntity as { founder: { name: string; jobTitle: string }[] }).founder;
    expect(founders.map((founder) => [founder.name, founder.jobTitle])).toEqual(leaders.map((leader) => [leader.name, leader.title]));

    const [team] = sectionPageJsonLd(companyPage('our-team'));
    expect((team?.mainEntity as { employee: { name: string }[] }).employee.map((person) => person.name)).toEqual(teamMembers.map((person) => person.name));
  });

  it('publishes the press page’s contacts as media-relations contact points and its news as dated parts', () => {
    const [press] = sectionPageJsonLd(companyPage('press-and-media'));
    expect(press?.['@type']).toBe('WebPage');
    const about = press?.about as { contactPoint: { contactType: string; email: string; telephone: string }[] };
    expect(about.contactPoint).toEqual(
      mediaContacts().map((contact) => expect.objectContaining({ contactType: 'media relations', email: contact.email, telephone: contact.phone.display })),
    );
    expect(press?.hasPart).toEqual(newsItems().map((item) => expect.objectContaining({ '@type': 'NewsArticle', headline: item.title, datePublished: item.date })));
  });

  it('adds nothing to the agency when the page shows no people, contacts or news', () => {
    const [partnerships] = sectionPageJsonLd(companyPage('partnerships'));
    expect(Object.keys(partnerships?.about as object).sort()).toEqual(['@id', '@type', 'name', 'url']);
    expect(partnerships).not.toHaveProperty('hasPart');
  });

  it('makes the contact page a ContactPage and leaves a page without a schema to its breadcrumbs', () => {
    expect(sectionPageJsonLd(contactPage).map((thing) => thing['@type'])).toEqual(['ContactPage']);
    expect(sectionPageJsonLd(resourcesPage())).toEqual([]);
  });

  it('makes a service page a Service under its catalog name, with its questions as an FAQPage only when it shows them', () => {
    const withFaq = servicePage(getServicePage('blockchain-development')!);
    const faq = withFaq.sections.find((section) => section.kind === 'faq');
    expect(faq?.kind).toBe('faq');
    const [thing, questions, ...rest] = sectionPageJsonLd(withFaq);
    expect(rest).toEqual([]);
    expect(thing).toMatchObject({
      '@type': 'Service',
      name: getServiceEntry('blockchain-development')?.name,
      serviceType: getServicePage('blockchain-development')!.serviceType,
      url: new URL('/services/blockchain-development', site.url).toString(),
    });
    expect(questions?.['@type']).toBe('FAQPage');
    expect((questions?.mainEntity as { name: string }[]).map((question) => question.name)).toEqual(
      faq?.kind === 'faq' ? faq.items.map((item) => item.question) : [],
    );

    expect(sectionPageJsonLd(servicePage(getServicePage('devops')!)).map((thing) => thing['@type'])).toEqual(['Service']);
    for (const path of growthPaths()) {
      expect(sectionPageJsonLd(growthPathPage(path))).toEqual([expect.objectContaining({ '@type': 'Service', name: path.meta.title })]);
    }
  });

  it('publishes each opening as a JobPosting on its own page only: never on the list pages', () => {
    expect(sectionPageJsonLd(positionsPage).some((thing) => thing['@type'] === 'JobPosting')).toBe(false);
    expect(sectionPageJsonLd(internshipsPage).some((thing) => thing['@type'] === 'JobPosting')).toBe(false);
    for (const opening of [...jobs, ...internships]) {
      const page = openingPage(opening);
      const postings = sectionPageJsonLd(page).filter((thing) => thing['@type'] === 'JobPosting');
      expect(postings.map((posting) => [posting.title, posting.url])).toEqual([[opening.title, `${site.url}${page.path}`]]);
      expect(jsonLdProblems({ '@context': 'https://schema.org', '@graph': postings })).toEqual([]);
    }
  });

  it('makes an industry page a WebPage about the industry', () => {
    const fintechEntry = getEntry('industries', 'fintech')!;
    const [fintech] = sectionPageJsonLd(industryPage(fintechEntry));
    expect(fintech).toMatchObject({ '@type': 'WebPage', name: fintechEntry.meta.title, about: { '@type': 'Thing', name: 'Fintech' } });
  });

  it('lists a collection page’s items in order, each at its absolute URL', () => {
    const [list] = sectionPageJsonLd(workListPage());
    expect(list?.['@type']).toBe('CollectionPage');
    const items = (list?.mainEntity as { itemListElement: { position: number; name: string; url: string }[] }).itemListElement;
    expect(items).toEqual(
      caseStudies().map((study, index) => expect.objectContaining({ position: index + 1, name: study.title, url: new URL(study.href, site.url).toString() })),
    );
  });

  it('makes a case study an Article on its subject with its tags and technologies as keywords', () => {
    for (const study of caseStudies()) {
      const [article, ...rest] = sectionPageJsonLd(caseStudyPage(study));
      expect(rest).toEqual([]);
      expect(article).toMatchObject({
        '@type': 'Article',
        headline: `${study.title}: ${study.subtitle}`,
        name: study.meta.title,
        about: study.category,
        keywords: [...study.tags, ...study.technologies].join(', '),
        datePublished: study.published,
      });
    }
  });
});
