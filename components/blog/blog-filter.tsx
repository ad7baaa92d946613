import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { ArticleGrid } from './article-grid';
import {
  EMPTY_STATE_CLASSES,
  RADIO_NAME,
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

const chipClasses = cn(
  'relative inline-flex h-10 cursor-pointer items-center rounded-full border px-4 text-sm font-medium transition-colors duration-150',
  'border-line bg-paper-raised text-fg-muted hover:border-fg/30 hover:text-fg',
  'has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-white',
);

/**
 * The category filter of the blog list, as the server draws it: a radio group (All Posts checked; a page is
 * drawn without a query). The cards are shown or hidden by CSS from the checked radio (the rules of
 * ./blog-filter-rules.ts), and so is the status line: a choice is answered at once, before any script and
 * without one. ./blog-filter-enhance.ts adds the rest in the browser: the choice in the URL (`?category=design`),
 * the URL's choice checked (a link, Back and Forward), and the empty state of a category without articles.
 *
 * The status line's id is React's (useId), the one hook here: unique on the page, whatever else it draws.
 */
export function BlogFilter({ filters, items, copy }: { filters: readonly Filter[]; items: readonly Item[]; copy: Copy }) {
  const statusId = useId();
  const shown = shownFor('all', items);
  const allLabel = filters.find((filter) => filter.id === 'all')?.label ?? '';

  return (
    <div data-blog-list>
      <style href="blog-filter" precedence="default">
        {filterRules(filters)}
      </style>
      <fieldset aria-describedby={statusId} className="flex flex-wrap gap-2">
        <legend className="sr-only">{copy.filterLabel}</legend>
        {filters.map((filter) => (
          <label key={filter.id} className={chipClasses}>
            <input
              type="radio"
              name={RADIO_NAME}
              value={filter.id}
              defaultChecked={filter.id === 'all'}
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
      <ArticleGrid items={items} hidden={shown.length === 0} index className="mt-6" />
      {/* No article at all: All Posts lists nothing either. */}
      {shown.length === 0 && (
        <div className={EMPTY_STATE_CLASSES.box}>
          <h3 className={EMPTY_STATE_CLASSES.title}>{copy.emptyTitle}</h3>
          <p className={EMPTY_STATE_CLASSES.body}>{emptyStateText(allLabel, copy)}</p>
          <button type="button" className={EMPTY_STATE_CLASSES.button}>
            {copy.showAll}
          </button>
        </div>
      )}
    </div>
  );
}
