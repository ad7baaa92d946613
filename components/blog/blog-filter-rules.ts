import { buttonClasses } from '@/lib/ui-classes';

/**
 * The blog filter's rules, shared by the component that draws it on the server (./blog-filter.tsx) and the
 * module that enhances that markup in the browser (./blog-filter-enhance.ts): which filter a URL chooses, how a
 * choice goes into the URL, the CSS that answers a choice before any script, what the status line says, and the
 * empty state's look. No React here: the module's bundle must not carry it.
 */

export interface Filter {
  id: string;
  label: string;
}

export interface FilterItem {
  category: string;
  /** The featured article: drawn in its own card above the list, so 'All Posts' does not repeat it (a category still lists it). */
  featured?: boolean;
}

export interface FilterCopy {
  filterLabel: string;
  emptyTitle: string;
  emptyBody: string;
  showAll: string;
}

/** The query parameter that keeps the choice (`?category=design`), and the radios' name. */
export const FILTER_QUERY = 'category';
export const RADIO_NAME = 'category';

/** The filter a URL's `?category=` chooses: an unknown or missing one is All Posts. */
export function activeFilter(filters: readonly Filter[], requested: string | null): string {
  return filters.some((filter) => filter.id === requested) ? requested! : 'all';
}

/** Puts a choice in the URL as a new history entry (All Posts is the bare list), unless it is there already. */
export function chooseFilter(id: string) {
  const url = new URL(window.location.href);
  if (id === 'all') url.searchParams.delete(FILTER_QUERY);
  else url.searchParams.set(FILTER_QUERY, id);
  if (url.href !== window.location.href) window.history.pushState(null, '', url);
}

/**
 * The choice a radio checked before the scripts ran stands for on their first run: with no choice in the URL,
 * a category checked then is the visitor's, and goes into the URL; otherwise the URL's choice is checked.
 */
export function choiceBeforeScripts(active: string, checked: string | undefined): string | null {
  return active === 'all' && checked && checked !== 'all' ? checked : null;
}

/**
 * The CSS that answers a choice: with a category's radio checked, the other categories' cards are not
 * displayed, and the status line shows that choice's sentence (one per filter, all in the HTML).
 */
export function filterRules(filters: readonly Filter[]): string {
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

/** The items a filter lists: All Posts leaves out the featured article (the large card above the list). */
export function shownFor<Item extends FilterItem>(active: string, items: readonly Item[]): Item[] {
  return active === 'all' ? items.filter((item) => !item.featured) : items.filter((item) => item.category === active);
}

/** How many articles a filter shows. */
export function countFor(filter: Filter, items: readonly FilterItem[]): number {
  return filter.id === 'all' ? items.length : items.filter((item) => item.category === filter.id).length;
}

/** What the status line says with `filter` chosen: never a bare '0 articles'. */
export function statusText(filter: Filter, items: readonly FilterItem[]): string {
  const featured = items.some((item) => item.featured);
  if (filter.id === 'all') return featured ? `Showing all ${items.length} articles: the featured one above, the rest below` : `Showing all ${items.length} articles`;
  const count = countFor(filter, items);
  if (count === 0) return `No articles in ${filter.label} yet`;
  return `${count} ${count === 1 ? 'article' : 'articles'} in ${filter.label}`;
}

/** The empty state's sentence, and its classes (a chosen category without articles). */
export const emptyStateText = (label: string, copy: FilterCopy) => `There are no articles in ${label} yet. ${copy.emptyBody}`;
export const EMPTY_STATE_CLASSES = {
  box: 'mt-6 rounded-lg border border-dashed border-fg-subtle/40 bg-paper-raised px-6 py-14 text-center sm:px-12',
  title: 'text-h3 font-semibold',
  body: 'mx-auto mt-3 max-w-xl leading-7 text-fg-muted',
  button: buttonClasses('primary', 'md', 'mt-6'),
} as const;
