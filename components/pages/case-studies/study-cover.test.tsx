// @vitest-environment jsdom
import { within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { SectionPage } from '@/components/sections/section-page';
import { caseStudies } from '@/content/case-studies';
import { clientContact } from '@/content/company/people';
import { caseStudyDetailPage, caseStudyPage } from '@/content/pages/case-study-pages';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A detail page drawn as the build draws it. */
function draw(study: ReturnType<typeof caseStudies>[number]) {
  document.body.innerHTML = renderToStaticMarkup(<SectionPage page={caseStudyPage(study)} />);
  return document.body;
}

describe('a case study opens on its product and reads as an editorial', { timeout: 30_000 }, () => {
  for (const study of caseStudies()) {
    it(`${study.id}: the cover names the product and its client, and shows the product's art at high priority`, () => {
      const page = draw(study);
      const cover = page.querySelector<HTMLElement>('[data-hero-kind="study"]')!;
      expect(within(cover).getByRole('heading', { level: 1 }).textContent).toBe(study.title);
      const client = [...cover.querySelectorAll('dt')].find((term) => term.textContent === caseStudyDetailPage.facts.client);
      expect(client?.nextElementSibling?.textContent).toBe(study.client ? clientContact(study.client.person).company : study.clientType);
      const art = within(cover).getByRole('img', { name: study.image.alt });
      expect(art.getAttribute('fetchpriority')).toBe('high');
      expect([art.getAttribute('width'), art.getAttribute('height')]).toEqual([String(study.image.width), String(study.image.height)]);
    });

    it(`${study.id}: one band of figures, the results, each figure with its label; challenge and answer side by side`, () => {
      const page = draw(study);
      const bands = page.querySelectorAll('[data-stat-band]');
      expect(bands).toHaveLength(1);
      expect(bands[0]!.closest('section')?.id).toBe('results');
      expect([...bands[0]!.querySelectorAll('dd:not([data-stat-note])')].map((value) => value.textContent)).toEqual(study.metrics.map((metric) => metric.value));
      expect([...bands[0]!.querySelectorAll('dt')].map((label) => label.textContent)).toEqual(study.metrics.map((metric) => metric.label));

      const challenge = page.querySelector<HTMLElement>('#challenge')!;
      const [problems, answers] = within(challenge).getAllByRole('list');
      expect(within(problems!).getAllByRole('listitem').map((item) => item.textContent)).toEqual([...study.challenges]);
      expect(within(answers!).getAllByRole('listitem').map((item) => item.textContent)).toEqual([...study.solutions]);
    });
  }

  it('sets a named client’s words large after the people who led the work, as a figure with its caption', () => {
    const study = caseStudies().find((each) => each.client)!;
    const leads = draw(study).querySelector<HTMLElement>('#leads')!;
    const verdict = leads.querySelector('figure')!;
    expect(verdict.querySelector('blockquote')?.textContent).toBe(study.client!.quote);
    const contact = clientContact(study.client!.person);
    expect(verdict.querySelector('figcaption')?.textContent).toBe(`${contact.name}${contact.title}, ${contact.company}`);
    // After the leads' cards, not one card among them.
    expect(leads.querySelector('ul')!.compareDocumentPosition(verdict) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(verdict.closest('li')).toBeNull();
  });
});
