import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isLive } from './site-map/routes';
import { setContentRoot } from './shared/collection';
import { placeholderKeys } from './shared/placeholders';
import { practiceFigures } from './company/practice-figures';
import { rosterPerson } from './roster-ref';
import { site } from './site';
import { mediaContacts, pressContacts, telHref } from './press-contacts';
import { mediaKit, mediaKitFiles } from './media-kit';
import { newsItems, pressNews } from './press-news';
import { tempContent } from './shared/temp-content';

const repoContent = path.join(process.cwd(), 'content');
afterEach(() => setContentRoot(repoContent));

/** A copy of content/press/ as the content root, with one file replaced; returns what removes it. */
function brokenCopy(file: string, text: string): () => void {
  const copy = tempContent(['press']);
  copy.write(path.join('press', file), text);
  return copy.dispose;
}

describe('press collections', () => {
  it('loads every file: news newest first with site values filled in, the kit and the contacts in page order', () => {
    expect(pressNews.problems()).toEqual([]);
    expect(mediaKit.problems()).toEqual([]);
    expect(pressContacts.problems()).toEqual([]);
    const news = newsItems();
    expect(news.length).toBe(pressNews.files().length);
    expect(news.map((item) => item.date)).toEqual(news.map((item) => item.date).sort().reverse());
    const ml = news.find((item) => item.link.href === '/services/machine-learning-development');
    expect(ml?.title).toBe(`${site.name} turns its machine learning work into a dedicated AI practice`);
    expect(ml?.excerpt).toContain(`(${practiceFigures.mlModels.value} so far)`);
    expect(ml?.excerpt).toContain(`led by ${rosterPerson('priya-raman')?.name} brings`);
    expect(JSON.stringify(news)).not.toMatch(/\{\{/);
    expect(mediaKitFiles().map((file) => file.title)).toEqual(['Brand guidelines', 'Logo pack', 'Company fact sheet', 'Image pack']);
  });

  it('links every news item to a real page and every contact to a person on the roster, at the site’s domain', () => {
    for (const item of newsItems()) expect(isLive(item.link.href), item.link.href).toBe(true);
    const domain = site.email.split('@')[1];
    for (const contact of mediaContacts()) {
      expect(contact.email.endsWith(`@${domain}`)).toBe(true);
      expect(contact.phone.href).toBe(`tel:+${contact.phone.display.replace(/\D/g, '')}`);
    }
    expect(mediaContacts().map((contact) => contact.name)).toEqual(pressContacts.all().map((entry) => rosterPerson(entry.person)?.name));
    expect(telHref('+1 (410) 555-0168')).toBe('tel:+14105550168');
  });

  it('never types a company or practice figure into a file: figures are {{keys}}, and the collections refuse one typed', () => {
    expect(pressNews.problems()).toEqual([]);
    expect(mediaKit.problems()).toEqual([]);
    const prose = [...pressNews.all().flatMap((entry) => [entry.title, entry.excerpt]), ...mediaKit.all().map((entry) => entry.description)];
    expect(prose.flatMap(placeholderKeys)).toContain('practice.mlModels');
    const typed = Object.values(practiceFigures).find((figure) => /\d/.test(figure.value) && figure.value.length > 1)!.value;
    const original = readFileSync(path.join('content/press/news', 'bloxios-case-study.yaml'), 'utf8');
    const dispose = brokenCopy('news/bloxios-case-study.yaml', original.replace(/^excerpt: >-\n(?: {2}.*\n)+/m, `excerpt: 'We have now shipped ${typed} for clients, each audited before launch and reported on for its first six months.'\n`));
    expect(pressNews.problems().map((error) => error.message)).toEqual([
      expect.stringMatching(new RegExp(`news/bloxios-case-study\\.yaml: excerpt: types the figure ${typed.replace(/[+$.]/g, '\\$&')}: write it as its \\{\\{key\\}\\}`)),
    ]);
    dispose();
  });

  it('names the file, the field and the reason of a malformed file', () => {
    const dispose = brokenCopy('news/bloxios-case-study.yaml', 'title: Bloxios\ndate: 2026-02-30\ncategory: Gossip\nexcerpt: Short.\nlink:\n  label: Read it\n  href: /work/bloxios\n');
    const message = pressNews.problems().map((error) => error.message).join('\n');
    expect(message).toMatch(/news\/bloxios-case-study\.yaml: title: must be at least 10 characters/);
    expect(message).toMatch(/bloxios-case-study\.yaml: date: is not a real calendar date/);
    expect(message).toMatch(/bloxios-case-study\.yaml: category: must be one of Company news, Case study, Partnership/);
    expect(message).toMatch(/bloxios-case-study\.yaml: excerpt: must be at least 60 characters/);
    dispose();
  });

  it('refuses unknown fields, unknown {{keys}}, a person not on the roster and a type that does not match the file', () => {
    let dispose = brokenCopy('news/partner-programme.yaml', 'title: A new partner programme for agencies\ndate: 2026-06-09\ncategory: Partnership\nexcerpt: "We now have {{practice.nothing}} partners, each with a written agreement and a named contact."\nlink:\n  label: Explore\n  href: /about/partnerships\nauthor: someone\n');
    const news = pressNews.problems().map((error) => error.message).join('\n');
    expect(news).toMatch(/partner-programme\.yaml: \(file\): .*author/);
    expect(news).toMatch(/partner-programme\.yaml: excerpt: \{\{practice\.nothing\}\} is not a value the site knows/);
    dispose();
    dispose = brokenCopy('contacts/tomas-reyes.yaml', 'person: tomas-reye\nmailbox: media\nphone: +1 (410) 555-0173\norder: 1\n');
    const contacts = pressContacts.problems().map((error) => error.message).join('\n');
    expect(contacts).toMatch(/contacts\/tomas-reyes\.yaml: person: "tomas-reye" is not on the roster/);
    expect(contacts).toMatch(/order: 1 is used by another entry too/);
    dispose();
    dispose = brokenCopy('media-kit/logo-pack.yaml', 'title: Logo pack\ndescription: The mark and the wordmark in color, white and black.\nfile: /media-kit/northstack-logo-pack.zip\ntype: PDF\norder: 2\n');
    expect(mediaKit.problems()[0]?.message).toMatch(/media-kit\/logo-pack\.yaml: type: must match the file's extension/);
    dispose();
  });
});
