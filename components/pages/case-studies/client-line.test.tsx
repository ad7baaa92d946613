// @vitest-environment jsdom
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FeaturedCaseStudy } from '@/components/our-work/featured-case-study';
import { PageSections } from '@/components/sections/page-sections';
import { caseStudies } from '@/content/case-studies';
import { clientContact } from '@/content/company/people';
import { caseStudyDetailSections, caseStudyListSections } from '@/content/pages/case-study-pages';
import { proofEntries } from '@/content/services/proof';

afterEach(cleanup);

/** What the client line must read: the quoted contact's company (from the roster) before the client type. */
function expectedClientLine(study: (typeof caseStudies extends () => readonly (infer Study)[] ? Study : never)): string {
  return study.client ? `${clientContact(study.client.person).company} · ${study.clientType}` : study.clientType;
}

/** The value a fact list shows under a label (the `dt`/`dd` pairs of FactList). */
function factValue(container: HTMLElement, label: string): string[] {
  return [...container.querySelectorAll('dt')].filter((term) => term.textContent === label).map((term) => term.nextElementSibling?.textContent ?? '');
}

describe('a case study that quotes a named client contact names the client company', () => {
  it('holds for Bloxios: Bloxios Labs, not only "Venture-backed Web3 protocol", beside Noor Haddad’s words', () => {
    const bloxios = caseStudies().find((study) => study.id === 'bloxios')!;
    expect(bloxios.client?.person).toBe('noor-haddad');
    expect(expectedClientLine(bloxios)).toBe('Bloxios Labs · Venture-backed Web3 protocol');
  });

  for (const study of caseStudies()) {
    it(`${study.id}: the detail page’s overview reads "${expectedClientLine(study)}"`, () => {
      const { container } = render(<PageSections sections={caseStudyDetailSections(study)} contactHref="/contact" />);
      const overview = container.querySelector<HTMLElement>('#overview')!;
      expect(factValue(overview, 'Client')).toEqual([expectedClientLine(study)]);
      if (study.client) {
        // The quote under "Who led it" is by a person of that same company.
        expect(within(container.querySelector<HTMLElement>('#leads')!).getByText(clientContact(study.client.person).company, { exact: false })).toBeTruthy();
      }
    });

    it(`${study.id}: the list’s entry, the portfolio’s featured study and every proof band card say the same`, () => {
      const { container } = render(<PageSections sections={caseStudyListSections()} contactHref="/contact" />);
      const card = within(container.querySelector<HTMLElement>('#featured')!).getByRole('heading', { level: 3, name: study.title }).closest('li')!;
      expect(within(card).getByText(expectedClientLine(study))).toBeTruthy();
      cleanup();

      const featured = render(<FeaturedCaseStudy study={study} />);
      expect(factValue(featured.container, 'Client')).toEqual([expectedClientLine(study)]);

      expect(proofEntries().find((entry) => entry.href === study.href)?.client).toBe(expectedClientLine(study));
    });
  }
});
