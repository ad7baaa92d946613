// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyPage, internshipsPage } from '@/content/careers';
import type { PageSection } from '@/content/shared/sections';
import { PageSections } from './page-sections';

afterEach(cleanup);

const points = (id: string): PageSection => ({ kind: 'checkPoints', id, heading: `Heading ${id}`, points: [`Point of ${id}`] });

describe('PageSections', () => {
  it('alternates the light bands and keeps dark sections on the near-black band', () => {
    const { container } = render(<PageSections sections={internshipsPage.sections} contactHref="/careers/apply" />);
    const bands = [...container.querySelectorAll(':scope > section')];
    expect(bands.map((band) => band.id)).toEqual(['internships', 'why-intern']);
    expect(bands[0]?.className).toContain('bg-paper');
    expect(bands[1]?.className).toContain('bg-ink');
    expect(screen.getByRole('region', { name: 'Why Intern With Us?' })).toBe(bands[1]);

    cleanup();
    const light = render(<PageSections sections={[points('a'), points('b'), points('c')]} contactHref="/contact" />);
    const tones = [...light.container.querySelectorAll(':scope > section')].map((band) => (band.className.includes('bg-paper-raised') ? 'white' : 'light'));
    expect(tones).toEqual(['light', 'white', 'light']);
  });

  it('draws the interactive leaf the page supplies where its section names it', () => {
    render(<PageSections sections={applyPage.sections} contactHref="/careers/apply" leaves={{ form: <form aria-label="The form" /> }} />);
    expect(screen.getByRole('form', { name: 'The form' })).toBeInTheDocument();
    const steps = screen.getByRole('region', { name: applyPage.nextStepsHeading });
    expect(within(steps).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /Submit your resume/ })).toHaveAttribute('href', '/careers/resume');
  });

  it('fails the build instead of leaving a gap when the page forgets a leaf', () => {
    expect(() => render(<PageSections sections={applyPage.sections} contactHref="/careers/apply" />)).toThrow(/"application" needs the page's "form" leaf/);
  });
});
