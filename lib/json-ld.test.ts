import { describe, expect, it } from 'vitest';
import { site } from '@/content/site';
import {
  blogPosting,
  breadcrumbList,
  faqPage,
  jobPosting,
  organization,
  parseSalaryRange,
  serializeJsonLd,
  service,
  website,
  type JsonLdThing,
} from './json-ld';
import { jsonLdProblems, typesIn } from './json-ld-rules';

/** What a crawler reads: the serialised script parsed back. */
const roundTrip = (data: JsonLdThing | JsonLdThing[]) => JSON.parse(serializeJsonLd(data)) as unknown;

describe('JSON-LD builders', () => {
  it('describe the agency and the site validly, with an absolute logo', () => {
    const document = roundTrip([organization(), website()]);
    expect(jsonLdProblems(document)).toEqual([]);
    expect(typesIn(document)).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'PostalAddress']));
    expect(organization().logo).toBe(new URL('/icon-512.png', site.url).toString());
  });

  it('builds a breadcrumb trail from the registry titles for nested pages only', () => {
    expect(breadcrumbList('/')).toBeNull();
    expect(breadcrumbList('/services')).toBeNull();
    const trail = breadcrumbList('/services/devops');
    expect(jsonLdProblems(roundTrip(trail!))).toEqual([]);
    expect(trail?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: new URL('/', site.url).toString() },
      { '@type': 'ListItem', position: 2, name: 'Services', item: new URL('/services', site.url).toString() },
      { '@type': 'ListItem', position: 3, name: 'DevOps', item: new URL('/services/devops', site.url).toString() },
    ]);
  });

  it('leaves ancestors that are not live pages out of a trail', () => {
    // /about is planned until the company pages are built; the trail must not lead to a 404.
    const names = (breadcrumbList('/work/bloxios')?.itemListElement as { name: string }[]).map((item) => item.name);
    expect(names).toEqual(['Home', 'Case Studies', 'Bloxios']);
  });

  it('describe a service and its questions validly', () => {
    const document = roundTrip([
      service({ name: 'DevOps', serviceType: 'DevOps consulting', description: 'Pipelines and platforms.', path: '/services/devops' }),
      faqPage([{ question: 'How long does it take?', answer: 'Six to twelve weeks.' }]),
    ]);
    expect(jsonLdProblems(document)).toEqual([]);
    expect(typesIn(document)).toEqual(expect.arrayContaining(['Service', 'FAQPage', 'Question', 'Answer']));
  });

  it('describe a remote and a hybrid job posting with a salary range', () => {
    const salary = parseSalaryRange('$80,000 - $120,000');
    expect(salary).toEqual({ min: 80000, max: 120000 });
    const base = {
      title: 'Senior Frontend Developer',
      description: 'Build the interfaces our clients’ customers use every day.',
      datePosted: '2026-11-02',
      validThrough: '2027-01-31',
      employmentType: 'FULL_TIME' as const,
      salary: salary!,
      path: '/careers/positions/senior-frontend-developer',
    };
    const remote = jobPosting({ ...base, workplace: 'remote' });
    const hybrid = jobPosting({ ...base, workplace: 'hybrid' });
    expect(jsonLdProblems(roundTrip(remote))).toEqual([]);
    expect(jsonLdProblems(roundTrip(hybrid))).toEqual([]);
    expect(remote.jobLocationType).toBe('TELECOMMUTE');
    expect(hybrid.jobLocation).toMatchObject({ '@type': 'Place', address: { addressRegion: 'MD' } });
    expect(remote.baseSalary).toMatchObject({ currency: 'USD', value: { minValue: 80000, maxValue: 120000, unitText: 'YEAR' } });
  });

  it('reads only well-formed dollar ranges', () => {
    expect(parseSalaryRange('$100,000 - $150,000')).toEqual({ min: 100000, max: 150000 });
    expect(parseSalaryRange('Competitive')).toBeNull();
    expect(parseSalaryRange('$150,000 - $100,000')).toBeNull();
  });

  it('describe a blog article with its share image by default', () => {
    const article = blogPosting({
      headline: 'Shipping LLM features safely',
      description: 'Evaluation, guardrails and rollout for AI features.',
      path: '/blog/shipping-llm-features',
      datePublished: '2026-10-14',
      author: { name: 'Maya Chen', role: 'Head of AI' },
      section: 'Artificial Intelligence',
    });
    expect(jsonLdProblems(roundTrip(article))).toEqual([]);
    expect(article.image).toBe(new URL('/og/blog/shipping-llm-features.png', site.url).toString());
  });
});

describe('JSON-LD validation', () => {
  it('reports missing required properties and unknown types', () => {
    expect(jsonLdProblems({ '@context': 'https://schema.org', '@type': 'JobPosting', title: 'Designer' })).toEqual(
      expect.arrayContaining([expect.stringContaining('missing datePosted'), expect.stringContaining('needs one of jobLocation, jobLocationType')]),
    );
    const remote = { '@context': 'https://schema.org', '@type': 'JobPosting', title: 'Designer', jobLocationType: 'TELECOMMUTE' };
    expect(jsonLdProblems(remote)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('missing validThrough'),
        expect.stringContaining('missing employmentType'),
        expect.stringContaining('missing baseSalary'),
        expect.stringContaining('jobLocationType TELECOMMUTE needs applicantLocationRequirements'),
      ]),
    );
    const hybrid = { ...remote, jobLocationType: undefined, jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', streetAddress: '1 Main St', addressLocality: 'Baltimore', addressCountry: 'US' } } };
    expect(jsonLdProblems(hybrid).some((problem) => problem.includes('applicantLocationRequirements'))).toBe(false);
    expect(jsonLdProblems({ '@context': 'https://schema.org', '@type': 'Recipe', name: 'x' })).toEqual([
      expect.stringContaining('type Recipe has no rules'),
    ]);
    expect(jsonLdProblems({ '@type': 'Person', name: 'x' })).toEqual(['@context must be https://schema.org']);
  });

  it('reports breadcrumb positions out of order and relative URLs', () => {
    const problems = jsonLdProblems({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 2, name: 'Home', item: '/' },
      ],
    });
    expect(problems).toEqual(expect.arrayContaining([expect.stringContaining('position 2'), expect.stringContaining('not an absolute URL')]));
  });
});

describe('JSON-LD serialisation', () => {
  it('cannot close its script element or break a JavaScript string', () => {
    const text = serializeJsonLd({ '@type': 'Thing', name: '</script><b>&amp;\u2028\u2029' });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ '@context': 'https://schema.org', '@type': 'Thing', name: '</script><b>&amp;\u2028\u2029' });
  });
});
