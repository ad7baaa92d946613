'use client';

import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
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
  /** The featured article: drawn in its own card above the list, so 'All Posts' does not repeat it (a category still lists it). */
  featured?: boolean;
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
 * The category filter of the blog list: a radio group. The cards are shown or hidden by CSS from the
 * checked radio (the rules below), and so is the status line: a choice is answered at once, before
 * the scripts have arrived and without them. Once hydrated, the choice also lives in the URL
 * (`?category=design`), so a filtered view can be shared, survives a reload and follows Back and
 * Forward; the empty state follows it. A choice made before hydration is kept:
 * React leaves the checked radio as it finds it, and the first effect puts it in the URL.
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
const RADIO_NAME = 'category';

function choose(id: string) {
  const url = new URL(window.location.href);
  if (id === 'all') url.searchParams.delete('category');
  else url.searchParams.set('category', id);
  if (url.href !== window.location.href) window.history.pushState(null, '', url);
}

/**
 * Runs `task` after the next frame is painted (the router's update of the URL must not hold up the
 * frame that shows the filtered list); in a task of its own, also after the router's mount effects,
 * which run after ours: only then does it hear of pushState. Returns a cancel function.
 */
function afterPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * The CSS that answers a choice: with a category's radio checked, the other categories' cards are not
 * displayed, and the status line shows that choice's sentence (one per filter, all in the HTML).
 */
function filterRules(filters: readonly Filter[]): string {
  const scope = (id: string) => `[data-blog-list]:has(input[name="${RADIO_NAME}"][value="${id}"]:checked)`;
  return [
    '[data-blog-list] [data-status-for]{display:none}',
    ...filters.map((filter) => {
      if (!/^[a-z0-9-]+$/.test(filter.id)) throw new Error(`blog filter id ${filter.id} is not a plain slug`);
      const status = `${scope(filter.id)} [data-status-for="${filter.id}"]{display:inline}`;
      return filter.id === 'all'
        ? `${status}${scope(filter.id)} li[data-featured]{display:none}`
        : `${status}${scope(filter.id)} li[data-category]:not([data-category="${filter.id}"]){display:none}`;
    }),
  ].join('');
}

/** How many articles a filter shows. */
export function countFor(filter: Filter, items: readonly Item[]): number {
  return filter.id === 'all' ? items.length : items.filter((item) => item.category === filter.id).length;
}

/** What the status line says with `filter` chosen: never a bare '0 articles'. */
export function statusText(filter: Filter, items: readonly Item[]): string {
  const featured = items.some((item) => item.featured);
  if (filter.id === 'all') return featured ? `Showing all ${items.length} articles: the featured one above, the rest below` : `Showing all ${items.length} articles`;
  const count = countFor(filter, items);
  if (count === 0) return `No articles in ${filter.label} yet`;
  return `${count} ${count === 1 ? 'article' : 'articles'} in ${filter.label}`;
}

const chipClasses = cn(
  'relative inline-flex h-10 cursor-pointer items-center rounded-full border px-4 text-sm font-medium transition-colors duration-150',
  'border-line bg-paper-raised text-fg-muted hover:border-fg/30 hover:text-fg',
  'has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-white',
);

function FilterView({ filters, items, copy, active }: { filters: readonly Filter[]; items: readonly Item[]; copy: Copy; active: string }) {
  const statusId = useId();
  const group = useRef<HTMLFieldSetElement>(null);
  const shown = active === 'all' ? items.filter((item) => !item.featured) : items.filter((item) => item.category === active);
  const activeLabel = filters.find((filter) => filter.id === active)?.label ?? '';

  // The radios are the browser's own (uncontrolled): a tap is answered by CSS in the next frame (the
  // list and the status line), and the URL follows after it. Here the checked radio follows the URL (a link with
  // `?category=`, Back and Forward), except on the first run: a radio checked before hydration is the
  // visitor's choice, and goes into the URL.
  const firstRun = useRef(true);
  useEffect(() => {
    const radios = [...(group.current?.querySelectorAll<HTMLInputElement>(`input[name="${RADIO_NAME}"]`) ?? [])];
    const checked = radios.find((radio) => radio.checked);
    if (firstRun.current) {
      firstRun.current = false;
      if (active === 'all' && checked && checked.value !== 'all') return afterPaint(() => choose(checked.value));
    }
    const wanted = radios.find((radio) => radio.value === active);
    if (wanted && !wanted.checked) wanted.checked = true;
  }, [active]);

  return (
    <div data-blog-list>
      <style href="blog-filter" precedence="default">
        {filterRules(filters)}
      </style>
      <fieldset ref={group} aria-describedby={statusId} className="flex flex-wrap gap-2">
        <legend className="sr-only">{copy.filterLabel}</legend>
        {filters.map((filter) => (
          <label key={filter.id} className={chipClasses}>
            <input
              type="radio"
              name={RADIO_NAME}
              value={filter.id}
              defaultChecked={filter.id === 'all'}
              onChange={() => afterPaint(() => choose(filter.id))}
              // The radio covers its chip: a tap anywhere on it chooses, and its focus ring is drawn around the chip.
              className="absolute inset-0 cursor-pointer appearance-none rounded-full"
            />
            {filter.label}
          </label>
        ))}
      </fieldset>
      <p id={statusId} role="status" className="mt-6 text-sm text-fg-subtle">
        {filters.map((filter) => (
          <span key={filter.id} data-status-for={filter.id}>
            {statusText(filter, items)}
          </span>
        ))}
      </p>
      <ArticleGrid items={items} hidden={shown.length === 0} className="mt-6" />
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
              // This button leaves with the empty state: the focus goes to the radio now checked.
              group.current?.querySelector<HTMLInputElement>(`input[value="all"]`)?.focus();
            }}
            className={buttonClasses('primary', 'md', 'mt-6')}
          >
            {copy.showAll}
          </button>
        </div>
      )}
    </div>
  );
}
