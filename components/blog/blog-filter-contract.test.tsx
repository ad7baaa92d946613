// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { allArticles, blogFilters, blogPage } from '@/content/blog';
import { featuredArticle } from '@/content/blog/list-page';
import { BlogFilter } from './blog-filter';
import { enhanceBlogFilter } from './blog-filter-enhance';

/**
 * One contract, two implementations: the React filter hydrated and the server-drawn filter
 * enhanced by ./blog-filter-enhance.ts (as Astro draws it, no React in the browser). Each scenario runs on both,
 * and the markup of each state is held equal.
 */

vi.setConfig({ testTimeout: 30_000 });

const articles = allArticles();
const items = articles.map((article) => ({ id: article.id, category: article.category, featured: article.id === featuredArticle()?.id, card: <p>{article.title}</p> }));
const filter = <BlogFilter filters={blogFilters} items={items} copy={blogPage.list} />;
const empty = blogFilters.slice(1).find((candidate) => !articles.some((article) => article.category === candidate.id));
const design = articles.filter((article) => article.category === 'design').length;

beforeAll(() => {
  const push = window.history.pushState.bind(window.history);
  window.history.pushState = (...args: Parameters<History['pushState']>) => {
    push(...args);
    // The React filter reads the query on mount and on popstate (components/ui/url-query.tsx); here it follows its own choices too.
    window.dispatchEvent(new PopStateEvent('popstate'));
  };
});

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
  cleanup();
  document.body.innerHTML = '';
  document.head.querySelectorAll('style').forEach((style) => style.remove());
  window.history.replaceState(null, '', '/our-work/blog');
});

interface Implementation {
  name: string;
  /** Draws the filter at `url`; `before` runs on the server's HTML before the scripts (a tap before they arrive). */
  mount: (url: string, before?: () => void) => Promise<void>;
}

const implementations: Implementation[] = [
  {
    name: 'React, hydrated',
    mount: async (url, before) => {
      window.history.replaceState(null, '', url);
      const container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = renderToString(filter);
      before?.();
      const { hydrateRoot } = await import('react-dom/client');
      await act(async () => {
        hydrateRoot(container, filter, { onRecoverableError: () => undefined });
      });
    },
  },
  {
    name: 'server-drawn, enhanced',
    mount: async (url, before) => {
      window.history.replaceState(null, '', url);
      document.body.innerHTML = `<div>${renderToString(filter)}</div>`;
      before?.();
      stop = enhanceBlogFilter(document, blogPage.list);
    },
  },
];

const radio = (label: string) => within(screen.getByRole('group', { name: blogPage.list.filterLabel })).getByRole('radio', { name: label });
const list = () => document.querySelector<HTMLElement>('[data-blog-list]')!;

/** The filter's markup: attributes sorted, class names sorted, React's generated ids named alike. */
function canonical(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return '';
  const attributes = [...node.attributes]
    .map(({ name, value }) => `${name}="${(name === 'class' ? value.split(/\s+/).filter(Boolean).sort().join(' ') : value).replace(/_[rR]_[0-9A-Za-z]+_/g, 'ID')}"`)
    .sort();
  const children = [...node.childNodes].filter((child) => !(child instanceof HTMLStyleElement));
  // Adjacent text nodes (React's) read as one.
  return `<${node.localName} ${attributes.join(' ')}>${children.map(canonical).join('')}</${node.localName}>`;
}

describe.each(implementations)('the blog filter ($name)', ({ mount }) => {
  it('checks the category a link names, and shows the empty state of a category without articles', async () => {
    await mount('/our-work/blog?category=design');
    await waitFor(() => expect(radio('Design')).toBeChecked());
    expect(radio('All Posts')).not.toBeChecked();
    expect(list().querySelector('ul')).not.toHaveAttribute('hidden');
    expect(screen.queryByRole('heading', { name: blogPage.list.emptyTitle })).toBeNull();
    expect(list().querySelectorAll('li[data-category="design"]')).toHaveLength(design);
  });

  it('an unknown category leaves All Posts checked and the URL as it is', async () => {
    await mount('/our-work/blog?category=astrology');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(radio('All Posts')).toBeChecked();
    expect(window.location.search).toBe('?category=astrology');
  });

  it('puts a choice in the URL after it is drawn; Back and Forward check the URL’s choice', async () => {
    await mount('/our-work/blog');
    fireEvent.click(radio('Design'));
    await waitFor(() => expect(window.location.search).toBe('?category=design'));
    fireEvent.click(radio('DevOps'));
    await waitFor(() => expect(window.location.search).toBe('?category=devops'));
    await act(async () => {
      window.history.replaceState(null, '', '/our-work/blog?category=design');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(radio('Design')).toBeChecked());
    fireEvent.click(radio('All Posts'));
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('keeps a category tapped before the scripts, and puts it in the URL', async () => {
    await mount('/our-work/blog', () => {
      document.querySelector<HTMLInputElement>('input[value="design"]')!.checked = true;
    });
    await waitFor(() => expect(window.location.search).toBe('?category=design'));
    expect(radio('Design')).toBeChecked();
  });

  it.skipIf(!empty)('an empty category says so; its button goes back to All Posts and hands it the focus', async () => {
    await mount('/our-work/blog');
    fireEvent.click(radio(empty!.label));
    const heading = await screen.findByRole('heading', { name: blogPage.list.emptyTitle });
    expect(heading.parentElement).toHaveTextContent(`There are no articles in ${empty!.label} yet. ${blogPage.list.emptyBody}`);
    expect(list().querySelector('ul')).toHaveAttribute('hidden');
    fireEvent.click(screen.getByRole('button', { name: blogPage.list.showAll }));
    await waitFor(() => expect(radio('All Posts')).toHaveFocus());
    expect(radio('All Posts')).toBeChecked();
    expect(window.location.search).toBe('');
    expect(screen.queryByRole('button', { name: blogPage.list.showAll })).toBeNull();
    expect(list().querySelector('ul')).not.toHaveAttribute('hidden');
  });
});

describe('the enhanced filter draws what the hydrated React filter draws', () => {
  const states = ['/our-work/blog', '/our-work/blog?category=design', ...(empty ? [`/our-work/blog?category=${empty.id}`] : [])];
  it.each(states)('at %s', async (url) => {
    const drawn: string[] = [];
    for (const { mount } of implementations) {
      await mount(url);
      await waitFor(() => expect(radio(blogFilters.find((entry) => url.endsWith(`=${entry.id}`))?.label ?? 'All Posts')).toBeChecked());
      drawn.push(canonical(list()));
      stop?.();
      stop = null;
      cleanup();
      document.body.innerHTML = '';
    }
    expect(drawn[1]).toBe(drawn[0]);
  });

  it('finds nothing to do on a page without the filter', () => {
    document.body.innerHTML = '<main><ul><li>no filter</li></ul></main>';
    expect(enhanceBlogFilter(document)).toBeNull();
  });
});
