'use client';

import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { useHydrated } from '@/components/layout/use-hydrated';
import { buttonClasses } from '@/components/ui/button';
import { UrlQuery } from '@/components/ui/url-query';
import { cn } from '@/lib/cn';
import { ArticleGrid } from './article-grid';

interface Filter {
  id: string;
  label: string;
}

interface Item {
  id: string;
  category: string;
  /** The card, rendered on the server. */
  card: ReactNode;
}

interface Copy {
  filterLabel: string;
  emptyTitle: string;
  emptyBody: string;
  showAll: string;
}

/**
 * The category filter of the blog list. The choice lives in the URL (`?category=design`), so a
 * filtered view can be shared, survives a reload and follows Back and Forward. The prerendered
 * HTML shows every article, so the page works before this script runs; React hydrates that list as
 * it is, then narrows it to the URL's category. Until hydrated, each filter is a link to its filtered
 * address, so a tap made before the scripts run is not lost: it loads the filtered view.
 */
export function BlogFilter(props: { filters: readonly Filter[]; items: readonly Item[]; copy: Copy }) {
  const [requested, setRequested] = useState<string | null>(null);
  const readQuery = useCallback((query: { category: string | null }) => setRequested(query.category), []);
  const active = props.filters.some((filter) => filter.id === requested) ? requested! : 'all';
  return (
    <>
      <UrlQuery names={queryNames} onChange={readQuery} />
      <FilterView {...props} active={active} />
    </>
  );
}

const queryNames = ['category'] as const;

function choose(id: string) {
  const url = new URL(window.location.href);
  if (id === 'all') url.searchParams.delete('category');
  else url.searchParams.set('category', id);
  if (url.href !== window.location.href) window.history.pushState(null, '', url);
}

const chipClasses = cn(
  'inline-flex h-10 items-center rounded-full border px-4 text-sm font-medium transition-colors duration-150',
  'border-line bg-paper-raised text-fg-muted hover:border-fg/30 hover:text-fg',
  'aria-pressed:border-ink aria-pressed:bg-ink aria-pressed:text-white aria-[current]:border-ink aria-[current]:bg-ink aria-[current]:text-white',
);

function FilterView({ filters, items, copy, active }: { filters: readonly Filter[]; items: readonly Item[]; copy: Copy; active: string }) {
  const statusId = useId();
  const hydrated = useHydrated();
  const pathname = usePathname();
  const allPosts = useRef<HTMLButtonElement>(null);
  const shown = active === 'all' ? items : items.filter((item) => item.category === active);
  const activeLabel = filters.find((filter) => filter.id === active)?.label ?? '';
  const status =
    active === 'all'
      ? `Showing all ${items.length} articles`
      : `${shown.length} ${shown.length === 1 ? 'article' : 'articles'} in ${activeLabel}`;
  return (
    <>
      <div role="group" aria-label={copy.filterLabel} aria-describedby={statusId} className="flex flex-wrap gap-2">
        {filters.map((filter) =>
          hydrated ? (
            <button
              key={filter.id}
              ref={filter.id === 'all' ? allPosts : undefined}
              type="button"
              aria-pressed={filter.id === active}
              onClick={() => choose(filter.id)}
              className={chipClasses}
            >
              {filter.label}
            </button>
          ) : (
            <a
              key={filter.id}
              href={filter.id === 'all' ? pathname : `${pathname}?category=${filter.id}`}
              aria-current={filter.id === active ? 'true' : undefined}
              // Hydration swaps it for the button (e2e/every-page.spec.ts allows this swap alone).
              data-filter-link
              className={chipClasses}
            >
              {filter.label}
            </a>
          ),
        )}
      </div>
      <p id={statusId} role="status" className="mt-6 text-sm text-fg-subtle">
        {status}
      </p>
      <ArticleGrid items={items.map((item) => (active === 'all' || item.category === active ? item : { ...item, hidden: true }))} className="mt-6" />
      {shown.length === 0 && (
        <div className="mt-6 rounded-lg border border-dashed border-fg-subtle/40 bg-paper-raised px-6 py-14 text-center sm:px-12">
          <h3 className="text-h3 font-semibold">{copy.emptyTitle}</h3>
          <p className="mx-auto mt-3 max-w-xl leading-7 text-fg-muted">
            There are no articles in {activeLabel} yet. {copy.emptyBody}
          </p>
          <button
            type="button"
            onClick={() => {
              choose('all');
              // This button leaves with the empty state: the focus goes to the filter now pressed.
              allPosts.current?.focus();
            }}
            className={buttonClasses('primary', 'md', 'mt-6')}
          >
            {copy.showAll}
          </button>
        </div>
      )}
    </>
  );
}
