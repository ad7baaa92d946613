import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ArticlePage } from '@/components/blog/article-page';
import { allArticles } from '@/content/blog';
import { companyPage } from '@/content/pages/company';
import { setContentRoot } from '@/content/shared/collection';
import { contentCopyWith, publicCopyWith } from '@/content/shared/collection-fixtures';
import { site } from '@/content/site';
import { sectionPageJsonLd } from './section-page-json-ld';

/**
 * A Person in the structured data carries `image` (an absolute URL) when the editor uploaded a photo of them, and no
 * image otherwise: the illustrated portrait is a drawing made from the name, not a likeness, so it is never claimed.
 */
type PersonThing = { '@type': string; name: string; image?: string };

const scratch = mkdtempSync(path.join(tmpdir(), 'person-json-ld-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
afterEach(() => setContentRoot(path.join(process.cwd(), 'content')));

const people = (slug: 'leadership' | 'our-team' | 'team', role: 'founder' | 'employee') =>
  ((sectionPageJsonLd(companyPage(slug))[0]?.mainEntity as Record<string, PersonThing[]>)[role] ?? []).map(({ name, image }) => ({ name, image }));

describe("a person's structured data", { timeout: 60_000 }, () => {
  it('claims no image while nobody has an uploaded photo (today’s export)', () => {
    const everyone = [...people('leadership', 'founder'), ...people('our-team', 'employee'), ...people('team', 'employee')];
    expect(everyone.length).toBeGreaterThan(5);
    for (const person of everyone) expect(person.image, person.name).toBeUndefined();
  });

  it('gives a leader, a team member and an article’s author their uploaded photo as an absolute image URL, and everyone else none', async () => {
    const leaderPhoto = '/portrait-photos/daniel-okafor/photo.jpg';
    const memberPhoto = '/portrait-photos/priya-raman/photo.webp';
    contentCopyWith(scratch, readdirSync(path.join(process.cwd(), 'content')), {
      'company/people/daniel-okafor.yaml': (data) => void (data.photo = leaderPhoto),
      'company/people/priya-raman.yaml': (data) => void (data.photo = memberPhoto),
    });
    const picture = sharp({ create: { width: 320, height: 320, channels: 3, background: { r: 90, g: 70, b: 60 } } });
    publicCopyWith(scratch, { [leaderPhoto.slice(1)]: await picture.clone().jpeg().toBuffer(), [memberPhoto.slice(1)]: await picture.clone().webp().toBuffer() });
    const absolute = (src: string) => new URL(src, site.url).toString();

    expect(people('leadership', 'founder')).toEqual([
      { name: 'Daniel Okafor', image: absolute(leaderPhoto) },
      { name: 'Elena Marchetti', image: undefined },
    ]);
    const team = people('our-team', 'employee');
    expect(team.find((person) => person.name === 'Priya Raman')?.image).toBe(absolute(memberPhoto));
    expect(team.filter((person) => person.image !== undefined)).toHaveLength(1);
    expect(people('team', 'employee').find((person) => person.name === 'Priya Raman')?.image).toBe(absolute(memberPhoto));

    // An article's byline, in the BlogPosting its page publishes.
    const article = allArticles().find((each) => each.author.id === 'priya-raman')!;
    const html = renderToStaticMarkup(<ArticlePage article={article} rendered={{ html: '', headings: [] }} />);
    const posting = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map((match) => JSON.parse(match[1]!) as { '@type': string; author?: PersonThing })
      .find((thing) => thing['@type'] === 'BlogPosting');
    expect(posting?.author).toMatchObject({ '@type': 'Person', name: 'Priya Raman', image: absolute(memberPhoto) });
    const other = allArticles().find((each) => each.author.id !== 'priya-raman' && each.author.id !== 'daniel-okafor')!;
    expect(renderToStaticMarkup(<ArticlePage article={other} rendered={{ html: '', headings: [] }} />)).not.toContain('"image":"' + absolute('/portraits/'));
  });
});
