import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { clientContact } from '@/content/company/people';
import { serviceList } from '@/content/services';
import type { TestimonialsSection } from '@/content/shared/sections';
import { PageSections } from './page-sections';

const sections = serviceList().flatMap((page) => page.sections.filter((section): section is TestimonialsSection => section.kind === 'testimonials'));

describe('testimonials', () => {
  it('draw one quote mark per testimonial and sign it with the client contact’s name, title and company from the roster', () => {
    expect(sections.length).toBeGreaterThan(0);
    for (const section of sections) {
      const html = renderToStaticMarkup(<PageSections sections={[section]} contactHref="/contact" />);
      const figures = html.split('<figure').slice(1);
      expect(figures).toHaveLength(section.items.length);
      for (const [index, item] of section.items.entries()) {
        const figure = figures[index]!;
        // The icon is the one mark: no typed quotation marks around the words as well.
        expect(figure.match(/lucide-quote/g)).toHaveLength(1);
        expect(figure).not.toMatch(/<p>[“"]/);
        const person = clientContact(item.person);
        expect(figure).toContain(person.name);
        expect(figure).toContain(`${person.title}, ${person.company}`);
      }
    }
  });
});
