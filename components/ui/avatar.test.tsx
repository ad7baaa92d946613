import { existsSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { allStaff } from '@/content/company/people';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it("shows the person's portrait file, at explicit dimensions, decorative unless given alt text", () => {
    const html = renderToStaticMarkup(<Avatar name="Daniel Okafor" tone="indigo" />);
    expect(html).toContain('src="/portraits/daniel-okafor.svg"');
    expect(html).toMatch(/width="96" height="96"/);
    expect(html).toContain('alt=""');
    // While the file loads, the person's tone; the indigo tone starts from the brand accent (--color-accent).
    expect(html).toContain('from-accent');
    expect(renderToStaticMarkup(<Avatar name="Daniel Okafor" alt="Daniel Okafor, CEO" />)).toContain('alt="Daniel Okafor, CEO"');
  });

  it('finds a portrait for every member of staff, and a different one for each', () => {
    const roster = allStaff();
    const sources = roster.map((person) => /src="([^"]+)"/.exec(renderToStaticMarkup(<Avatar name={person.name} />))?.[1] ?? '');
    for (const src of sources) expect(existsSync(path.join(import.meta.dirname, '../../public', src)), src).toBe(true);
    expect(new Set(sources).size).toBe(roster.length);
  });
});
