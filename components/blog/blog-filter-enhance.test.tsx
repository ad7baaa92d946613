// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allArticles, blogFilters, blogPage } from '@/content/blog';
import { featuredArticle } from '@/content/blog/list-page';
import { BlogFilter } from './blog-filter';
import { EMPTY_STATE_CLASSES } from './blog-filter-rules';
import { enhanceBlogFilter } from './blog-filter-enhance';

/** The blog filter as the server draws it (the blog list's HTML), enhanced by ./blog-filter-enhance.ts. */

vi.setConfig({ testTimeout: 30_000 });

const articles = allArticles();
const items = articles.map((article) => ({ id: article.id, category: article.category, featured: article.id === featuredArticle()?.id, card: <p>{article.title}</p> }));
const filter = <BlogFilter filters={blogFilters} items={items} copy={blogPage.list} />;
const empty = blogFilters.slice(1).find((candidate) => !articles.some((article) => article.category === candidate.id));
const design = articles.filter((article) => article.category === 'design').length;

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
  document.body.innerHTML = '';
  document.head.querySelectorAll('style').forEach((style) => style.remove());
  window.history.replaceState(null, '', '/our-work/blog');
});

/** Draws the filter at `url`; `before` runs on the server's HTML before the script (a tap before it arrives). */
function mount(url: string, before?: () => void) {
  window.history.replaceState(null, '', url);
  document.body.innerHTML = `<div>${renderToString(filter)}</div>`;
  before?.();
  stop = enhanceBlogFilter(document, blogPage.list);
}

const radio = (label: string) => within(screen.getByRole('group', { name: blogPage.list.filterLabel })).getByRole('radio', { name: label });
const list = () => document.querySelector<HTMLElement>('[data-blog-list]')!;
const grid = () => list().querySelector<HTMLUListElement>(':scope > ul')!;
const checkedLabels = () => blogFilters.filter((entry) => radio(entry.label).matches(':checked')).map((entry) => entry.label);
const emptyHeading = () => screen.queryByRole('heading', { name: blogPage.list.emptyTitle });

describe('the blog filter, enhanced', () => {
  it('finds nothing to do on a page without the filter', () => {
    document.body.innerHTML = '<main><ul><li>no filter</li></ul></main>';
    expect(enhanceBlogFilter(document)).toBeNull();
  });

  it('at the bare list: All Posts checked, every card in the list, the status line describing the group, the URL untouched', async () => {
    mount('/our-work/blog');
    expect(checkedLabels()).toEqual(['All Posts']);
    expect(grid()).not.toHaveAttribute('hidden');
    expect(grid().children).toHaveLength(articles.length);
    expect(emptyHeading()).toBeNull();
    const group = screen.getByRole('group', { name: blogPage.list.filterLabel });
    const status = screen.getByRole('status');
    expect(group).toHaveAttribute('aria-describedby', status.id);
    expect([...status.children].map((line) => line.getAttribute('data-status-for'))).toEqual(blogFilters.map((entry) => entry.id));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.location.search).toBe('');
  });

  it('checks the category a link names, and shows the empty state of a category without articles', async () => {
    mount('/our-work/blog?category=design');
    await waitFor(() => expect(radio('Design')).toBeChecked());
    expect(checkedLabels()).toEqual(['Design']);
    expect(grid()).not.toHaveAttribute('hidden');
    expect(emptyHeading()).toBeNull();
    expect(list().querySelectorAll('li[data-category="design"]')).toHaveLength(design);
    expect(window.location.search).toBe('?category=design');
  });

  it.skipIf(!empty)('a link to a category without articles: its radio checked, the list hidden, the empty state after it', () => {
    mount(`/our-work/blog?category=${empty!.id}`);
    expect(checkedLabels()).toEqual([empty!.label]);
    expect(grid()).toHaveAttribute('hidden');
    const box = emptyHeading()!.parentElement!;
    expect(grid().nextElementSibling).toBe(box);
    expect(box).toHaveClass(...EMPTY_STATE_CLASSES.box.split(' '));
    expect(box).toHaveTextContent(`There are no articles in ${empty!.label} yet. ${blogPage.list.emptyBody}`);
    expect(within(box).getByRole('button', { name: blogPage.list.showAll })).toHaveAttribute('type', 'button');
  });

  it('an unknown category leaves All Posts checked and the URL as it is', async () => {
    mount('/our-work/blog?category=astrology');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(checkedLabels()).toEqual(['All Posts']);
    expect(grid()).not.toHaveAttribute('hidden');
    expect(window.location.search).toBe('?category=astrology');
  });

  it('puts a choice in the URL after it is drawn; Back and Forward check the URL’s choice', async () => {
    mount('/our-work/blog');
    fireEvent.click(radio('Design'));
    await waitFor(() => expect(window.location.search).toBe('?category=design'));
    fireEvent.click(radio('DevOps'));
    await waitFor(() => expect(window.location.search).toBe('?category=devops'));
    await act(async () => {
      window.history.replaceState(null, '', '/our-work/blog?category=design');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(radio('Design')).toBeChecked());
    expect(checkedLabels()).toEqual(['Design']);
    fireEvent.click(radio('All Posts'));
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('keeps a category tapped before the script, and puts it in the URL', async () => {
    mount('/our-work/blog', () => {
      document.querySelector<HTMLInputElement>('input[value="design"]')!.checked = true;
    });
    await waitFor(() => expect(window.location.search).toBe('?category=design'));
    expect(checkedLabels()).toEqual(['Design']);
  });

  it.skipIf(!empty)('an empty category says so; its button goes back to All Posts and hands it the focus', async () => {
    mount('/our-work/blog');
    fireEvent.click(radio(empty!.label));
    const heading = await screen.findByRole('heading', { name: blogPage.list.emptyTitle });
    expect(heading.parentElement).toHaveTextContent(`There are no articles in ${empty!.label} yet. ${blogPage.list.emptyBody}`);
    expect(grid()).toHaveAttribute('hidden');
    expect(window.location.search).toBe(`?category=${empty!.id}`);
    fireEvent.click(screen.getByRole('button', { name: blogPage.list.showAll }));
    await waitFor(() => expect(radio('All Posts')).toHaveFocus());
    expect(radio('All Posts')).toBeChecked();
    expect(window.location.search).toBe('');
    expect(screen.queryByRole('button', { name: blogPage.list.showAll })).toBeNull();
    expect(grid()).not.toHaveAttribute('hidden');
  });
});
