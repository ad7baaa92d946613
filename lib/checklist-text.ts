import type { Checklist } from '@/content/resources';
import { site } from '@/content/site';

/** The text of a checklist's file, citing the article it condenses (served by the route, sized by /resources). */
export function checklistFileText(checklist: Checklist, article: { title: string; href: string }): string {
  return checklistText({
    title: checklist.title,
    description: checklist.description,
    items: checklist.items,
    sourceTitle: article.title,
    sourceUrl: new URL(article.href, site.url).toString(),
    publisher: `${site.legalName}, ${site.url.replace(/^https?:\/\//, '')}`,
  });
}

/** A checklist as a plain-text file that prints on one page: title, purpose, boxes, source. */
export function checklistText({
  title,
  description,
  items,
  sourceTitle,
  sourceUrl,
  publisher,
}: {
  title: string;
  description: string;
  items: readonly string[];
  sourceTitle: string;
  sourceUrl: string;
  publisher: string;
}): string {
  const wrap = (text: string, indent: string) => {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/)) {
      if (line && line.length + word.length + 1 > 76 - indent.length) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    if (line) lines.push(line);
    return lines.map((text, index) => (index === 0 ? text : indent + text)).join('\n');
  };
  return [
    title.toUpperCase(),
    '='.repeat(title.length),
    '',
    wrap(description, ''),
    '',
    ...items.map((item) => `[ ] ${wrap(item, '    ')}`),
    '',
    `From the guide "${sourceTitle}":`,
    sourceUrl,
    '',
    `${publisher}. Free to copy and share.`,
    '',
  ].join('\n');
}
