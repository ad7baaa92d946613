import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allClientContacts, allStaff } from '../../content/company/people';
import { personSlug, portraitAlt, portraitSize, portraitSrc } from '../../content/company/portraits';
import { drawPortrait } from './portrait';
import { rosterPortraits } from './portrait-roster';

const publicDir = path.join(import.meta.dirname, '..', '..', 'public');

describe('portraits', () => {
  const roster = rosterPortraits();

  it('draws everyone the site names without an uploaded photo, staff and client contacts, each found by the name (its slug is the roster id)', () => {
    expect(roster.map((person) => person.id).sort()).toEqual([...allStaff(), ...allClientContacts()].filter((person) => !person.photo).map((person) => person.id).sort());
    for (const person of roster) expect(personSlug(person.name), person.name).toBe(person.id);
  });

  it('has the committed file of each person as the script draws it today (run npx tsx scripts/make-portraits.ts), and no other', () => {
    for (const person of roster) {
      const file = path.join(publicDir, portraitSrc(person.name));
      expect(readFileSync(file, 'utf8'), `${file} is stale or missing`).toBe(drawPortrait(person));
    }
    expect(readdirSync(path.join(publicDir, 'portraits')).sort()).toEqual(roster.map((person) => `${person.id}.svg`).sort());
  });

  it('gives each portrait explicit dimensions and a title of name and role, and self-contained drawing', () => {
    for (const person of roster) {
      const svg = drawPortrait(person);
      expect(svg).toContain(`width="${portraitSize.width}" height="${portraitSize.height}"`);
      expect(svg).toContain(`>${person.name}, ${person.title}</title>`);
      expect(svg).not.toMatch(/<script|<text|<image|\bhref=/);
    }
    expect(portraitAlt({ name: 'Priya Raman', title: 'Head of AI' })).toBe('Illustrated portrait of Priya Raman, Head of AI');
  });

  it('is deterministic and tells people apart: no two portraits alike', () => {
    const drawings = roster.map((person) => drawPortrait(person));
    expect(roster.map((person) => drawPortrait(person))).toEqual(drawings);
    // Without the title and the ids (which name the person), the pictures themselves differ.
    const pictures = drawings.map((svg) => svg.replace(/<title[^<]*<\/title>/, '').replace(/p-[a-z-]+/g, 'p'));
    expect(new Set(pictures).size).toBe(roster.length);
    // And not by their colours alone: with every colour made one, no two figures are the same drawing.
    const figures = pictures.map((svg) => svg.replace(/#[0-9a-f]{3,8}\b/gi, '#000').replace(/(fill|stroke)-opacity="[^"]*"/g, ''));
    expect(new Set(figures).size).toBe(roster.length);
  });
});
