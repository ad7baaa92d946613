// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { internships as readInternships } from '@/content/careers';
import { formatSalary } from '@/content/careers/format';
import { openingPath } from '@/content/careers/opening-pages';
import { InternshipList, programMonths } from './internship-list';

const internships = readInternships();

afterEach(cleanup);

describe('InternshipList', () => {
  it('reads a program’s length in months, and nothing else', () => {
    expect(programMonths('3 months')).toEqual([3, 3]);
    expect(programMonths('3-6 months')).toEqual([3, 6]);
    expect(programMonths('6 months')).toEqual([6, 6]);
    expect(programMonths('Summer')).toBeUndefined();
  });

  it('draws one row per program with its page, its length, start and pay, and an Apply Now that preselects it', () => {
    render(<InternshipList internships={internships} />);
    const rows = screen.getAllByRole('article');
    expect(rows.map((row) => within(row).getByRole('heading', { level: 3 }).textContent)).toEqual(internships.map((internship) => internship.title));
    internships.forEach((internship, index) => {
      const row = within(rows[index]!);
      expect(row.getByRole('link', { name: internship.title })).toHaveAttribute('href', openingPath(internship));
      expect(row.getByRole('link', { name: `Apply Now for ${internship.title}` })).toHaveAttribute(
        'href',
        `/careers/apply?position=${internship.position}&opening=${internship.id}`,
      );
      expect(rows[index]).toHaveTextContent(internship.duration);
      expect(rows[index]).toHaveTextContent(internship.startDate);
      expect(rows[index]).toHaveTextContent('Paid Internship');
      // Its pay, as each open role shows its salary ("Every role has a published salary range").
      expect(rows[index]).toHaveTextContent(`${formatSalary(internship.stipend)} a month`);
      for (const benefit of internship.benefits) expect(rows[index]).toHaveTextContent(benefit);
    });
  });

  it('draws each program’s length on one six-month scale: 3-6 months fills three and shades three more', () => {
    const { container } = render(<InternshipList internships={internships} />);
    for (const internship of internships) {
      const [min, max] = programMonths(internship.duration)!;
      const bar = container.querySelector(`#${internship.id} [data-program-months]`)!;
      expect(bar.getAttribute('data-program-months')).toBe(`${min}-${max}`);
      const months = [...bar.children].map((month) => (month.className.includes('bg-accent/35') ? 'maybe' : month.className.includes('bg-accent') ? 'always' : 'not'));
      expect(months).toEqual(Array.from({ length: 6 }, (_, index) => (index < min ? 'always' : index < max ? 'maybe' : 'not')));
    }
    expect(internships.map((internship) => internship.duration).sort()).toEqual(['3 months', '3-6 months', '6 months']);
  });
});
