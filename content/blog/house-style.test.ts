import { describe, expect, it } from 'vitest';
import { articles } from './index';

/** An article's prose: its body without fenced code blocks and inline code, where straight quotes belong. */
function prose(body: string): string {
  return body.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '').replace(/\]\([^)]*\)/g, ']');
}

describe('article house style', () => {
  it.each(articles.map((article) => [article.id, article] as const))('%s uses typographic quotes and apostrophes (“ ” ‘ ’) in its prose', (_, article) => {
    const straight = prose(article.body)
      .split('\n')
      .filter((line) => /["']/.test(line));
    expect(straight).toEqual([]);
  });
});
