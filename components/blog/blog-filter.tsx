'use client';

import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { UrlQuery } from '@/components/ui/url-query';
import { cn } from '@/lib/cn';
import { ArticleGrid } from './article-grid';
import {
  EMPTY_STATE_CLASSES,
  FILTER_QUERY,
  RADIO_NAME,
  activeFilter,
  afterPaint,
  choiceBeforeScripts,
  chooseFilter as choose,
  emptyStateText,
  filterRules,
  shownFor,
  statusText,
  type Filter,
  type FilterCopy as Copy,
  type FilterItem,
} from './blog-filter-rules';

interface Item extends FilterItem {
  id: string;
  /** The card, rendered on the server. */
  card: ReactNode;
}

/**
 * The category filter of the blog list: a radio group. The cards are shown or hidden by CSS from the
 * checked radio (the rules below), and so is the status line: a choice is answered at once, before
 * the scripts have arrived and without them. Once hydrated, the choice also lives in the URL
 * (`?category=design`), so a filtered view can be shared, survives a reload and follows Back and
 * Forward; the empty state follows it. A choice made before hydration is kept:
 * React leaves the checked radio as it finds it, and the first effect puts it in the URL. The rules are in
 * ./blog-filter-rules.ts, shared with ./blog-filter-enhance.ts, which does the same without React on Astro's pages.
 */
export function BlogFilter(props: { filters: readonly Filter[]; items: readonly Item[]; copy: Copy }) {
  const [requested, setRequested] = useState<string | null>(null);
  const readQuery = useCallback((query: { category: string | null }) => setRequested(query.category), []);
  const active = activeFilter(props.filters, requested);
  return (
    <>
      <UrlQuery names={queryNames} onChange={readQuery} />
      <FilterView {...props} active={active} />
    </>
  );
}

const queryNames = [FILTER_QUERY] as const;

const chipClasses = cn(
  'relative inline-flex h-10 cursor-pointer items-center rounded-full border px-4 text-sm font-medium transition-colors duration-150',
  'border-line bg-paper-raised text-fg-muted hover:border-fg/30 hover:text-fg',
  'has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-white',
);

function FilterView({ filters, items, copy, active }: { filters: readonly Filter[]; items: readonly Item[]; copy: Copy; active: string }) {
  const statusId = useId();
  const group = useRef<HTMLFieldSetElement>(null);
  const shown = shownFor(active, items);
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
      const before = choiceBeforeScripts(active, checked?.value);
      if (before) return afterPaint(() => choose(before));
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
        <div className={EMPTY_STATE_CLASSES.box}>
          <h3 className={EMPTY_STATE_CLASSES.title}>{copy.emptyTitle}</h3>
          <p className={EMPTY_STATE_CLASSES.body}>{emptyStateText(activeLabel, copy)}</p>
          <button
            type="button"
            onClick={() => {
              choose('all');
              // This button leaves with the empty state: the focus goes to the radio now checked.
              group.current?.querySelector<HTMLInputElement>(`input[value="all"]`)?.focus();
            }}
            className={EMPTY_STATE_CLASSES.button}
          >
            {copy.showAll}
          </button>
        </div>
      )}
    </div>
  );
}
