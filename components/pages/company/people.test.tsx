// @vitest-environment jsdom
import { cleanup, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { SectionPage } from '@/components/sections/section-page';
import { showcasePeople } from '@/content/company/people';
import { portraitOf } from '@/content/company/portraits';
import { companyPage } from '@/content/pages/company';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** The /team page's voices as a visitor meets them (the page drawn as the build draws it). */
function voices() {
  document.body.innerHTML = renderToStaticMarkup(<SectionPage page={companyPage('team')} />);
  return document.body.querySelector<HTMLElement>('#voices')!;
}

describe('the team’s voices on /team', () => {
  it('gives each person their quote as a figure: the words quoted, their name and role as its caption, their portrait beside them', () => {
    const figures = [...voices().querySelectorAll('figure')];
    const people = showcasePeople();
    expect(figures).toHaveLength(people.length);
    people.forEach((person, index) => {
      const figure = figures[index]!;
      expect(figure.querySelector('blockquote')?.textContent).toBe(person.quote);
      const caption = figure.querySelector('figcaption')!;
      expect(caption.textContent).toContain(person.name);
      expect(caption.textContent).toContain(person.title);
      // The caption closes the figure (HTML allows it first or last only).
      expect(figure.lastElementChild).toBe(caption);
      // One portrait, decorative: the caption beside it names the person.
      const portraits = [...figure.querySelectorAll('img')];
      expect(portraits.map((image) => image.getAttribute('src'))).toEqual([portraitOf(person).src]);
      expect(portraits[0]!.getAttribute('alt')).toBe('');
    });
  });

  it('sets the first voice as a pull quote across the page and the others two across, in the display face, not as cards', () => {
    const section = voices();
    const items = [...section.querySelectorAll(':scope ul > li')];
    expect(items).toHaveLength(showcasePeople().length);
    expect(items[0]!.className).toContain('col-span-2');
    for (const item of items.slice(1)) expect(item.className).not.toContain('col-span-2');
    for (const quote of section.querySelectorAll('blockquote')) expect(quote.className).toContain('font-display');
    // The first is the largest: its portrait fills a column of its own where the others' sit beside their name.
    expect(within(items[0] as HTMLElement).getByRole('figure').firstElementChild?.className).toContain('lg:w-full');
    expect(section.querySelector('.shadow-card, [class*="rounded-lg border"]')).toBeNull();
  });
});
