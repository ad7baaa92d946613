import { describe, expect, it } from 'vitest';
import { formatIsoDate, formatIsoDateLocal, prerenderedIsLocal, rssDate } from './dates';
import { rssFeed } from './rss';

describe('article dates', () => {
  it('prerenders a fixed English date and formats the same calendar day in any locale and time zone', () => {
    expect(formatIsoDate('2026-11-10')).toBe('November 10, 2026');
    expect(formatIsoDate('2026-01-01')).toBe('January 1, 2026');
    expect(formatIsoDateLocal('2026-01-01', 'de-DE')).toBe('1. Januar 2026');
    expect(formatIsoDateLocal('2026-01-01', 'en-GB')).toBe('1 January 2026');
    // Each locale keeps its own formatter (they are made once and kept).
    expect(formatIsoDateLocal('2026-03-15', 'de-DE')).toBe('15. März 2026');
    expect(formatIsoDateLocal('2026-03-15', 'en-GB')).toBe('15 March 2026');
    expect(formatIsoDateLocal('2026-03-15')).toBe(new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2026-03-15T00:00:00Z')));
  });

  it('skips the formatter only where the prerendered form is already the local one (American English)', () => {
    for (const iso of ['2026-01-01', '2026-02-28', '2026-05-09', '2026-11-10', '2026-12-31', '2027-07-04']) {
      expect(formatIsoDateLocal(iso, 'en-US')).toBe(formatIsoDate(iso));
    }
    expect(prerenderedIsLocal('en-US')).toBe(true);
    expect(prerenderedIsLocal('en')).toBe(true);
    for (const language of ['en-GB', 'en-AU', 'de-DE', 'fr', 'ja-JP', 'es-US']) expect(prerenderedIsLocal(language)).toBe(false);
  });

  it('writes RFC 822 dates for the feed', () => {
    expect(rssDate('2026-11-10')).toBe('Tue, 10 Nov 2026 00:00:00 GMT');
  });
});

describe('rssFeed', () => {
  it('escapes every text so titles with markup characters stay valid XML', () => {
    const xml = rssFeed({
      title: 'A & B',
      link: 'https://example.com/blog',
      self: 'https://example.com/blog/rss.xml',
      description: 'x',
      items: [{ title: 'Less <than> "more"', link: 'https://example.com/blog/a?x=1&y=2', description: 'It’s fine', pubDate: rssDate('2026-11-10'), category: 'AI', author: 'O’Brien' }],
    });
    expect(xml).toContain('<title>A &amp; B</title>');
    expect(xml).toContain('<title>Less &lt;than&gt; &quot;more&quot;</title>');
    expect(xml).toContain('<link>https://example.com/blog/a?x=1&amp;y=2</link>');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});
