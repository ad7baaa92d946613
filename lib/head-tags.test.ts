import { describe, expect, it } from 'vitest';
import { withBlogFeed } from './blog/metadata';
import { headTags, type HeadTag } from './head-tags';
import { pageMetadata, siteMetadata, siteViewport } from './metadata';

const render = (tags: HeadTag[]) => tags.map(({ tag, attributes, text }) => `${tag}${Object.entries(attributes).map(([key, value]) => ` ${key}=${value}`).join('')}${text ? ` "${text}"` : ''}`);

describe('headTags', () => {
  it("writes a page's head as Next writes it: the order, absolute URLs, the share image", () => {
    const tags = render(headTags(siteMetadata, siteViewport, pageMetadata({ title: 'Privacy Policy', description: 'How we handle data.', path: '/privacy' })));
    const base = siteMetadata.metadataBase.toString().replace(/\/$/, '');
    expect(tags.slice(0, 6)).toEqual([
      `meta name=theme-color content=${siteViewport.themeColor}`,
      'meta name=color-scheme content=light',
      'title "Privacy Policy | Northstack"',
      'meta name=description content=How we handle data.',
      'meta name=application-name content=Northstack',
      `link rel=canonical href=${base}/privacy`,
    ]);
    expect(tags).toContain(`meta property=og:url content=${base}/privacy`);
    expect(tags).toContain(`meta property=og:image content=${base}/og/privacy.png`);
    expect(tags).toContain('meta name=twitter:card content=summary_large_image');
    expect(tags.indexOf('meta property=og:type content=website')).toBeGreaterThan(tags.indexOf('meta property=og:image:alt content=Privacy Policy | Northstack'));
    expect(tags.at(-1)).toBe('link rel=apple-touch-icon href=/apple-touch-icon.png');
    expect(tags.filter((tag) => tag.startsWith('meta name=robots'))).toEqual([]);
  });

  it('says noindex where the page asks, and keeps the home page its whole title', () => {
    const hidden = render(headTags(siteMetadata, siteViewport, pageMetadata({ title: 'Check your inbox', description: 'd', path: '/our-work/blog/subscribed', noindex: true })));
    expect(hidden).toContain('meta name=robots content=noindex, follow');
    const home = render(headTags(siteMetadata, siteViewport, pageMetadata({ title: 'Software agency', description: 'd', path: '/' })));
    expect(home).toContain('title "Software agency | Northstack"');
    // Next writes the root's canonical address and og:url as the bare origin, with no slash.
    const origin = siteMetadata.metadataBase.origin;
    expect(home).toContain(`link rel=canonical href=${origin}`);
    expect(home).toContain(`meta property=og:url content=${origin}`);
    expect(home).toContain(`meta property=og:image content=${origin}/og/index.png`);
  });

  it('writes a robots directive given as text once, as the not-found page asks it', () => {
    const tags = render(headTags(siteMetadata, siteViewport, { title: 'Page not found', robots: 'noindex' }));
    expect(tags.filter((tag) => tag.startsWith('meta name=robots'))).toEqual(['meta name=robots content=noindex']);
    expect(tags).toContain('title "Page not found | Northstack"');
  });

  it('keeps the Referer in the page where it asks (the reschedule link carries its token)', () => {
    const tags = render(headTags(siteMetadata, siteViewport, { ...pageMetadata({ title: 'Your booked call', description: 'd', path: '/contact/reschedule', noindex: true }), referrer: 'no-referrer' }));
    expect(tags.indexOf('meta name=referrer content=no-referrer')).toBeGreaterThan(tags.indexOf('meta name=application-name content=Northstack'));
    expect(tags.indexOf('meta name=referrer content=no-referrer')).toBeLessThan(tags.indexOf('meta name=robots content=noindex, follow'));
  });

  it("links the blog's feed where the page carries it", () => {
    const tags = render(headTags(siteMetadata, siteViewport, withBlogFeed(pageMetadata({ title: 'Blog', description: 'd', path: '/our-work/blog' }))));
    expect(tags.some((tag) => tag.startsWith('link rel=alternate type=application/rss+xml') && tag.includes('/blog/rss.xml title='))).toBe(true);
  });
});
