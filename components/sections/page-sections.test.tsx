import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CaseStudyId } from '@/content/case-studies';
import type { GrowthPath } from '@/content/growth-paths';
import { home } from '@/content/home';
import type { PageSection } from '@/content/shared/sections';
import { PageSections } from './page-sections';

const render = (sections: PageSection[]) => renderToStaticMarkup(<PageSections sections={sections} contactHref="/contact" />);

/** Each band's id and background, in page order. */
function bands(html: string): [string, string][] {
  return [...html.matchAll(/<section id="([^"]+)"[^>]*class="([^"]*)"/g)].map(([, id = '', classes = '']) => [
    id,
    classes.split(' ').find((name) => ['bg-ink', 'bg-paper', 'bg-paper-raised'].includes(name)) ?? '',
  ]);
}

describe('PageSections on the home page', () => {
  it('draws the claims and case studies on the near-black and alternates the light bands between them', () => {
    expect(bands(render(home.sections))).toEqual([
      ['claims', 'bg-ink'],
      ['paths', 'bg-paper'],
      ['process', 'bg-paper-raised'],
      ['work', 'bg-ink'],
    ]);
  });

  it('draws the claims band tight under the hero and every other band with the page rhythm', () => {
    const html = render(home.sections);
    expect(html).toMatch(/<section id="claims"[^>]*class="[^"]*border-t[^"]*"><div class="container-page py-16 sm:py-20">/);
    expect(html).not.toMatch(/<section id="claims"[^>]*section-pad/);
    for (const id of ['paths', 'process', 'work']) expect(html).toMatch(new RegExp(`<section id="${id}"[^>]*section-pad`));
  });

  it('draws each referenced case study and growth path with its link', () => {
    const html = render(home.sections);
    for (const href of ['/work/autoai', '/work/bloxios', '/work/vision-millennium', '/services/launch', '/services/scale', '/services/transform']) {
      expect(html).toContain(`href="${href}"`);
    }
  });

  it('refuses to build a page that names a case study or growth path that does not exist', () => {
    const base = { id: 'x', heading: 'Heading' };
    expect(() => render([{ ...base, kind: 'caseStudyCards', studies: ['autoai', 'no-such-study' as CaseStudyId] }])).toThrow(/no-such-study/);
    expect(() => render([{ ...base, kind: 'paths', paths: ['no-such-path' as GrowthPath['slug']] }])).toThrow(/no-such-path/);
  });
});
