import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { AuthorMonogram } from '@/components/blog/author-monogram';
import { Monogram } from '@/components/company/monogram';
import { ClientQuote } from '@/components/company/client-quote';
import { PageHero } from '@/components/page/page-hero';
import { SectionPage } from '@/components/sections/section-page';
import { allArticles } from '@/content/blog';
import { caseStudies } from '@/content/case-studies';
import { allStaff, staffMember } from '@/content/company/people';
import { setContentRoot } from '@/content/shared/collection';
import { contentCopyWith, publicCopyWith } from '@/content/shared/collection-fixtures';
import { caseStudyPage } from '@/content/pages/case-study-pages';
import { pickerHosts } from '@/lib/schedule/hosts';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it("shows the person's portrait file, at explicit dimensions, decorative unless given alt text", () => {
    const html = renderToStaticMarkup(<Avatar name="Daniel Okafor" photo={undefined} tone="indigo" />);
    expect(html).toContain('src="/portraits/daniel-okafor.svg"');
    expect(html).toMatch(/width="96" height="96"/);
    expect(html).toContain('alt=""');
    // While the file loads, the person's tone; the indigo tone starts from the brand accent (--color-accent).
    expect(html).toContain('from-accent');
    expect(renderToStaticMarkup(<Avatar name="Daniel Okafor" photo={undefined} alt="Daniel Okafor, CEO" />)).toContain('alt="Daniel Okafor, CEO"');
  });

  it('finds a portrait for every member of staff, and a different one for each', () => {
    const roster = allStaff();
    const sources = roster.map((person) => /src="([^"]+)"/.exec(renderToStaticMarkup(<Avatar name={person.name} photo={person.photo} />))?.[1] ?? '');
    for (const src of sources) expect(existsSync(path.join(import.meta.dirname, '../../public', src)), src).toBe(true);
    expect(new Set(sources).size).toBe(roster.length);
  });
});

describe('a portrait photo uploaded in the editor', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'portrait-photo-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  afterEach(() => setContentRoot(path.join(process.cwd(), 'content')));
  const photo = '/portrait-photos/priya-raman/photo.webp';

  it('is drawn, at its own size, wherever the person is: team cards, the heroes’ row, bylines and the call picker’s hosts', async () => {
    contentCopyWith(scratch, ['company/people', 'blog'], { 'company/people/priya-raman.yaml': (data) => void (data.photo = photo) });
    publicCopyWith(scratch, { [photo.slice(1)]: await sharp({ create: { width: 320, height: 320, channels: 3, background: { r: 90, g: 70, b: 60 } } }).webp().toBuffer() });
    const drawn = new RegExp(`<img src="${photo}" width="320" height="320"`);

    const card = renderToStaticMarkup(<Monogram person={staffMember('priya-raman')} described />);
    expect(card).toMatch(drawn);
    expect(card).toContain('alt="Photo of Priya Raman, Head of AI and Machine Learning"');
    const hero = renderToStaticMarkup(<PageHero kind="company" title="About us" />);
    expect(hero).toMatch(drawn);
    // Everyone else keeps their illustrated portrait.
    expect(hero).toContain('src="/portraits/daniel-okafor.svg" width="96" height="96"');
    const byline = allArticles().find((article) => article.author.id === 'priya-raman')!.author;
    expect(renderToStaticMarkup(<AuthorMonogram name={byline.name} photo={byline.photo} />)).toMatch(drawn);
    const host = pickerHosts().find((entry) => entry.id === 'priya-raman')!;
    expect(renderToStaticMarkup(<Avatar name={host.name} photo={host.photo} tone={host.tone} />)).toMatch(drawn);
  });
});

describe("a client contact's photo uploaded in the editor", { timeout: 30_000 }, () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'client-photo-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  afterEach(() => setContentRoot(path.join(process.cwd(), 'content')));

  it('is drawn, at its own size, beside their words: the quote cards of testimonials and proof bands, and a case study’s client verdict', async () => {
    const study = caseStudies().find((each) => each.client)!;
    const id = study.client!.person;
    const photo = `/portrait-photos/${id}/photo.png`;
    contentCopyWith(scratch, readdirSync(path.join(process.cwd(), 'content')), { [`company/client-contacts/${id}.yaml`]: (data) => void (data.photo = photo) });
    publicCopyWith(scratch, { [photo.slice(1)]: await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 60, g: 80, b: 90 } } }).png().toBuffer() });
    const drawn = new RegExp(`<img src="${photo}" width="400" height="300"`);

    expect(renderToStaticMarkup(<ClientQuote person={id} quote="They shipped what they said they would." />)).toMatch(drawn);
    const verdict = /<figcaption[^>]*>.*?<\/figcaption>/s.exec(renderToStaticMarkup(<SectionPage page={caseStudyPage(study)} />))?.[0];
    expect(verdict).toMatch(drawn);
    // Every other client contact keeps their illustrated portrait.
    expect(renderToStaticMarkup(<ClientQuote person="dana-kessler" quote="They shipped what they said they would." />)).toContain('src="/portraits/dana-kessler.svg" width="96" height="96"');
  });
});
