import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { VITALS_DAILY_CAP, VITALS_RETENTION_DAYS } from './data-retention';
import { legalCollection, legalDocument, legalDocuments, legalSlugs, parseLegalBody } from './legal';
import { legalBodyOptions } from './legal.keystatic';
import { RETENTION_MONTHS } from './lead-pages';
import { setContentRoot, splitFrontmatter } from './shared/collection';
import { isLive } from './site-map/routes';
import { site } from './site';
import { tempContent } from './shared/temp-content';

const repoContent = path.join(process.cwd(), 'content');
afterEach(() => setContentRoot(repoContent));

function tempLegal(files: Record<string, string>): () => void {
  const copy = tempContent(['legal']);
  for (const [name, text] of Object.entries(files)) copy.write(path.join('legal', name), text);
  return copy.dispose;
}

describe('legal documents', () => {
  it('loads one document per legal page, each a page of the site with anchored sections', () => {
    expect(legalCollection.problems()).toEqual([]);
    expect(legalDocuments().map((doc) => doc.slug)).toEqual([...legalSlugs]);
    for (const doc of legalDocuments()) {
      expect(isLive(`/${doc.slug}`)).toBe(true);
      expect(doc.meta.title).toBe(doc.title);
      expect(doc.sections.length).toBeGreaterThan(5);
      expect(new Set(doc.sections.map((section) => section.id)).size).toBe(doc.sections.length);
      expect(JSON.stringify(doc)).not.toMatch(/\{\{|\{%/);
    }
    const privacy = legalDocument('privacy');
    expect(privacy.sections.map((section) => section.id)).toContain('page-speed');
    const collect = privacy.sections.find((section) => section.id === 'information-we-collect');
    expect(collect?.heading).toBe('Information we collect');
    expect(collect?.paragraphs).toHaveLength(2);
    expect(collect?.list?.[0]).toMatch(/^Contact form: your name, email address, company \(optional\), .*your message/);
    expect(collect?.list?.[1]).toMatch(/^Call booking \(the calendar on the contact page\): /);
  });

  it('quotes the retention figures and the identity from their one source, never typed into the text', () => {
    const privacy = legalDocument('privacy');
    const text = privacy.sections.flatMap((section) => [...section.paragraphs, ...(section.list ?? [])]).join('\n');
    expect(text).toContain(`counts at most ${VITALS_DAILY_CAP} times per page and day`);
    expect(text).toContain(`We keep these counts for ${VITALS_RETENTION_DAYS} days.`);
    expect(text).toContain(`Job applications and their resumes: ${RETENTION_MONTHS} months from the day you sent them.`);
    expect(text).toContain(`${site.legalName} (“${site.name}”, “we”, “us”)`);
    const source = legalCollection.files().map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(source).toContain('{{vitals.dailyCap}}');
    expect(source).toContain('{{retention.months}} months');
    for (const value of [site.email, site.legalName, site.phone.display, `${RETENTION_MONTHS} months`, `${VITALS_RETENTION_DAYS} days`]) expect(source).not.toContain(value);
  });

  it('reads the Markdown by meaning: headings with anchors, a paragraph, a list, more paragraphs', () => {
    const { sections, problems } = parseLegalBody('## Who we are {% #who %}\n\nFirst.\n\n* One: a.\n* Two\n\nAfter.\n\n## Next {% #next %}\n\nOnly.\n');
    expect(problems).toEqual([]);
    expect(sections).toEqual([
      { id: 'who', heading: 'Who we are', paragraphs: ['First.', 'After.'], list: ['One: a.', 'Two'] },
      { id: 'next', heading: 'Next', paragraphs: ['Only.'] },
    ]);
    const refused = parseLegalBody('Intro.\n\n## No anchor\n\nText with **bold** and [a link](/x).\n\n### Sub {% #sub %}\n\n1. one\n');
    expect(refused.problems.join('\n')).toMatch(/line 1 of the text: the text must start with a "## Heading/);
    expect(refused.problems.join('\n')).toMatch(/line 3 of the text: a section heading is plain text ending with its anchor/);
    expect(refused.problems.join('\n')).toMatch(/line 7 of the text: level-3 headings are not used/);
    expect(parseLegalBody('## A {% #a %}\n\nText with **bold**.\n').problems).toEqual(['line 3 of the text: paragraphs are plain text (no bold, italics or links)']);
  });

  it('names the file, the field and the reason of a malformed document, and refuses unknown fields and keys', () => {
    const cleanup = tempLegal({
      'terms.md': '---\ntitle: Terms of Service\ndescription: Short.\nupdated: 2026-13-01\nintro: "{{site.nickname}} terms that apply when you use the website, read them carefully."\nversion: 2\n---\n\n## About {% #about %}\n\nText.\n\n## About again {% #about %}\n\nMore.\n',
      'imprint.md': '---\ntitle: Imprint\n---\n\n## A {% #a %}\n\nB.\n',
    });
    const message = legalCollection.problems().map((error) => error.message).join('\n');
    expect(message).toMatch(/legal\/terms\.md: description: must be at least 50 characters/);
    expect(message).toMatch(/legal\/terms\.md: updated: /);
    expect(message).toMatch(/legal\/terms\.md: intro: \{\{site\.nickname\}\} is not a value the site knows/);
    expect(message).toMatch(/legal\/terms\.md: \(file\): .*version/);
    expect(message).toMatch(/legal\/terms\.md: body: line 5 of the text: the anchor #about is used twice/);
    expect(message).toMatch(/legal\/imprint\.md: /);
    cleanup();
  });

  it('needs a document for every legal page', () => {
    const cleanup = tempLegal({});
    rmSync(path.join(repoContent, '..', 'does-not-exist'), { force: true });
    const root = path.dirname(path.dirname(legalCollection.files()[0] ?? ''));
    rmSync(path.join(root, 'legal', 'cookies.md'));
    expect(legalCollection.problems()[0]?.message).toMatch(/legal\/cookies\.md: \(file\): the page \/cookies needs this document/);
    cleanup();
  });

  it('saves an unchanged document’s text in the editor as the same bytes (the fields’ agreement: content/shared/zod-keystatic.test.ts)', async () => {
    // The editor's own serializer: the browser build (the node build leaves the editor's parser out).
    const browser = (await import(pathToFileURL(path.join(process.cwd(), 'node_modules/@keystatic/core/dist/keystatic-core.js')).href)) as typeof import('@keystatic/core');
    const body = browser.fields.markdoc({ label: 'Text', extension: 'md', options: legalBodyOptions });
    for (const slug of legalSlugs) {
      const text = splitFrontmatter(readFileSync(path.join(repoContent, 'legal', `${slug}.md`), 'utf8'))?.body ?? '';
      const state = body.parse(undefined, { content: new TextEncoder().encode(text), other: new Map(), external: new Map(), slug });
      expect(new TextDecoder().decode(body.serialize(state, { slug }).content), slug).toBe(text);
    }
  }, 60_000);
});
