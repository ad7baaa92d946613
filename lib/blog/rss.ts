/** RSS 2.0 for a list of items; every text is escaped for XML. */
export interface FeedItem {
  title: string;
  link: string;
  description: string;
  pubDate: string;
  category: string;
  author: string;
}

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function rssFeed({ title, link, self, description, items }: { title: string; link: string; self: string; description: string; items: FeedItem[] }): string {
  const entries = items.map(
    (item) => `    <item>
      <title>${escape(item.title)}</title>
      <link>${escape(item.link)}</link>
      <guid isPermaLink="true">${escape(item.link)}</guid>
      <pubDate>${item.pubDate}</pubDate>
      <category>${escape(item.category)}</category>
      <dc:creator>${escape(item.author)}</dc:creator>
      <description>${escape(item.description)}</description>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escape(title)}</title>
    <link>${escape(link)}</link>
    <atom:link href="${escape(self)}" rel="self" type="application/rss+xml"/>
    <description>${escape(description)}</description>
    <language>en-us</language>
${items[0] ? `    <lastBuildDate>${items[0].pubDate}</lastBuildDate>\n` : ''}${entries.join('\n')}
  </channel>
</rss>
`;
}
