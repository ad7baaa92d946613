import { blogPage } from '@/content/blog/page';
import { afterPaint } from '@/lib/after-paint';
import {
  EMPTY_STATE_CLASSES,
  FILTER_QUERY,
  RADIO_NAME,
  activeFilter,
  choiceBeforeScripts,
  chooseFilter,
  emptyStateText,
  shownFor,
  type FilterCopy,
} from './blog-filter-rules';

/**
 * The blog filter's behaviour in the browser, without React (issue 37): the HTML that ./blog-filter.tsx draws on
 * the server (radios that CSS answers before any script) gets the rest by the rules of ./blog-filter-rules.ts.
 * The choice goes into the URL after the frame that shows it, the URL's choice (a link with `?category=`, Back
 * and Forward) is checked, a radio checked before this ran is kept and put in the URL, and a category without
 * articles shows the empty state, whose button goes back to All Posts.
 * Returns a function that stops it, or null when the page has no filter.
 */
export function enhanceBlogFilter(root: ParentNode = document, copy: FilterCopy = blogPage.list): (() => void) | null {
  const list = root.querySelector<HTMLElement>('[data-blog-list]');
  const grid = list?.querySelector<HTMLUListElement>(':scope > ul');
  if (!list || !grid) return null;
  const radios = [...list.querySelectorAll<HTMLInputElement>(`input[name="${RADIO_NAME}"]`)];
  const filters = radios.map((radio) => ({ id: radio.value, label: radio.parentElement?.textContent ?? '' }));
  const items = [...grid.children].map((item) => ({ category: item.getAttribute('data-category') ?? '', featured: item.hasAttribute('data-featured') }));
  const stops: (() => void)[] = [];

  const empty = document.createElement('div');
  empty.className = EMPTY_STATE_CLASSES.box;
  const title = empty.appendChild(document.createElement('h3'));
  title.className = EMPTY_STATE_CLASSES.title;
  title.textContent = copy.emptyTitle;
  const body = empty.appendChild(document.createElement('p'));
  body.className = EMPTY_STATE_CLASSES.body;
  const showAll = empty.appendChild(document.createElement('button'));
  showAll.type = 'button';
  showAll.className = EMPTY_STATE_CLASSES.button;
  showAll.textContent = copy.showAll;

  const requested = () => new URL(window.location.href).searchParams.get(FILTER_QUERY);

  /** Draws the URL's choice: its radio checked, and the empty state in the list's place if it lists nothing. */
  const sync = () => {
    const active = activeFilter(filters, requested());
    const wanted = radios.find((radio) => radio.value === active);
    if (wanted && !wanted.checked) wanted.checked = true;
    const nothing = shownFor(active, items).length === 0;
    grid.hidden = nothing;
    if (nothing) {
      body.textContent = emptyStateText(filters.find((filter) => filter.id === active)?.label ?? '', copy);
      if (!empty.isConnected) grid.after(empty);
    } else {
      empty.remove();
    }
  };
  const choose = (id: string) => {
    chooseFilter(id);
    sync();
  };

  for (const radio of radios) {
    const onChange = () => stops.push(afterPaint(() => choose(radio.value)));
    radio.addEventListener('change', onChange);
    stops.push(() => radio.removeEventListener('change', onChange));
  }
  const onShowAll = () => {
    choose('all');
    // This button leaves with the empty state: the focus goes to the radio now checked.
    radios.find((radio) => radio.value === 'all')?.focus();
  };
  showAll.addEventListener('click', onShowAll);
  window.addEventListener('popstate', sync);
  stops.push(() => window.removeEventListener('popstate', sync));

  const before = choiceBeforeScripts(activeFilter(filters, requested()), radios.find((radio) => radio.checked)?.value);
  if (before) stops.push(afterPaint(() => choose(before)));
  else sync();
  return () => stops.forEach((stop) => stop());
}
