// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageSections } from '@/components/sections/page-sections';
import { SectionPage } from '@/components/sections/section-page';
import { getCaseStudy } from '@/content/case-studies';
import { caseStudyDetailSections } from '@/content/pages/case-study-pages';
import { auditPage, bloxiosAudit } from '@/content/pages/study-audits';

afterEach(cleanup);

describe('the Bloxios audit report, as a visitor reads it', () => {
  it('the case study’s sentence "the report is published for stakers to read" has its link beside it', () => {
    const { container } = render(<PageSections sections={caseStudyDetailSections(getCaseStudy('bloxios')!)} contactHref="/contact" />);
    const card = within(container.querySelector<HTMLElement>('#security')!).getByRole('heading', { level: 3, name: 'Independent audit' }).closest('li')!;
    expect(within(card).getByText(/published for stakers to read/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: /Read the audit report/ }).getAttribute('href')).toBe('/work/bloxios/audit');
  });

  it('the report page shows what was covered, the findings by severity and each resolution, when and who', () => {
    render(<SectionPage page={auditPage(bloxiosAudit)} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('The Bloxios contracts audit');
    // The way back to the study, in the hero and in the closing call.
    for (const link of screen.getAllByRole('link', { name: /Read the Bloxios case study/ })) expect(link.getAttribute('href')).toBe('/work/bloxios');
    for (const heading of ['What the audit covered', 'Findings by severity', 'What was found, and how each was resolved', 'When it ran', 'Who did the work']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    }
    const severity = document.querySelector<HTMLElement>('#severity')!;
    const card = (name: string) => within(severity).getByRole('heading', { level: 3, name }).closest('li')?.textContent;
    expect(card('Critical')).toBe('CriticalNone found.');
    expect(card('High')).toBe('High1 finding, fixed and re-verified.');
    expect(card('Medium')).toBe('Medium3 findings, fixed and re-verified.');
    const findings = document.querySelector<HTMLElement>('#findings')!;
    expect(within(findings).getByText(/H-1 · High: A reward rate change applied retroactively/)).toBeTruthy();
    expect(within(findings).getAllByText(/Resolved:/)).toHaveLength(bloxiosAudit.findings.length);
    const when = document.querySelector<HTMLElement>('#when')!;
    expect(within(when).getByText('Weeks 19–20')).toBeTruthy();
    expect(within(document.querySelector<HTMLElement>('#who')!).getByText(/Marcus Lindqvist/)).toBeTruthy();
  });
});
