import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { people } from '@/content/company/people';
import { Avatar, initialsOf } from './avatar';

const drawing = (html: string) => html.replace(/>[A-Z]{1,2}<\/span>$/, '');

describe('Avatar', () => {
  it('draws a person the same way every time, with their initials, hidden from assistive technology', () => {
    const once = renderToStaticMarkup(<Avatar name="Daniel Okafor" seed="daniel-okafor" tone="indigo" />);
    expect(renderToStaticMarkup(<Avatar name="Daniel Okafor" seed="daniel-okafor" tone="indigo" />)).toBe(once);
    expect(once).toContain('aria-hidden="true"');
    expect(once).toContain('>DO</span>');
    // The indigo tone starts from the brand accent (the --color-accent token, lib/brand.ts).
    expect(once).toContain('from-accent');
  });

  it('varies the drawing between the people of the roster: several motifs and tones in one illustrated style', () => {
    const roster = Object.values(people);
    const drawings = roster.map((person) => drawing(renderToStaticMarkup(<Avatar name={person.name} seed={person.id} tone={person.tone} />)));
    expect(new Set(drawings).size).toBe(roster.length);
    const motifs = new Set(roster.map((person) => renderToStaticMarkup(<Avatar name="X" seed={person.id} />).match(/<svg[^>]*>(.*)<\/svg>/)?.[1]));
    expect(motifs.size).toBeGreaterThanOrEqual(3);
  });

  it('takes the first and last initials', () => {
    expect(initialsOf('Ana María de la Cruz')).toBe('AC');
    expect(initialsOf('Prince')).toBe('P');
  });
});
