// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allArticles, blogCategories, blogFilters, blogPage } from '@/content/blog';
import { featuredArticle } from '@/content/blog/list-page';
import { BlogFilter } from './blog-filter';
import { statusText } from './blog-filter-rules';

const articles = allArticles();

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const items = articles.map((article) => ({ id: article.id, category: article.category, featured: article.id === featuredArticle()?.id, card: <p>{article.title}</p> }));

describe('BlogFilter on the real articles', () => {
  it('does not repeat the featured article under All Posts (it is the large card above), but lists it in its category', () => {
    const { container } = render(<BlogFilter filters={blogFilters} items={items} copy={blogPage.list} />);
    const featured = container.querySelectorAll('li[data-featured]');
    expect(featured).toHaveLength(1);
    expect(featured[0]).toHaveTextContent(featuredArticle()!.title);
    // React hoists the rules into the head (a <style> with precedence).
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(css).toContain('[value="all"]:checked) li[data-featured]{display:none}');
    // A category's rule hides the other categories only: the featured card shows in its own.
    expect(css).not.toMatch(new RegExp(`\\[value="${featuredArticle()!.category}"\\]:checked\\) li\\[data-featured\\]`));
  });

  it('never answers "0 articles": SPEC’s row stays, and an empty category says it has none yet', () => {
    render(<BlogFilter filters={blogFilters} items={items} copy={blogPage.list} />);
    const status = screen.getByRole('status');
    expect(status.textContent).not.toMatch(/\b0 articles/);
    expect(within(status).getByText(/^Showing all \d+ articles: the featured one above, the rest below$/)).toBeInTheDocument();
    for (const category of blogCategories.filter((c) => !articles.some((article) => article.category === c.id))) {
      expect(within(status).getByText(`No articles in ${category.label} yet`)).toBeInTheDocument();
    }
  });

  it('words an empty category honestly (a link with ?category= can still name one)', () => {
    expect(statusText({ id: 'innovation', label: 'Innovation' }, [])).toBe('No articles in Innovation yet');
    expect(statusText({ id: 'ai', label: 'Artificial Intelligence' }, [{ category: 'ai' }])).toBe('1 article in Artificial Intelligence');
  });
});
