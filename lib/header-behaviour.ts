/** Header behaviour constants (SPEC section 9). */
export const SCROLL_THRESHOLD_PX = 64;
export const MENU_CLOSE_DELAY_MS = 150;

/** The header turns solid once the page is scrolled more than the threshold. */
export function isScrolledPast(scrollY: number, threshold = SCROLL_THRESHOLD_PX): boolean {
  return scrollY > threshold;
}

/** The index of the item whose horizontal centre is nearest to x; -1 for no items. */
export function nearestByCentre(x: number, centres: readonly number[]): number {
  let best = -1;
  let bestDistance = Infinity;
  centres.forEach((centre, index) => {
    const distance = Math.abs(centre - x);
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

/**
 * A cancellable delayed close: schedule() restarts the delay, cancel() keeps the menu open
 * (the pointer came back), and the callback runs once the delay passes untouched.
 */
export function createDelayedClose(onClose: () => void, delay = MENU_CLOSE_DELAY_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    schedule() {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        onClose();
      }, delay);
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
    get pending() {
      return timer !== undefined;
    },
  };
}

/**
 * The wide-screen menu's state: the open item (opened by hover, or pinned by a click) and the item a click
 * has just closed, which hover leaves closed until the pointer moves to another item (or leaves the header).
 * The header's script (components/layout/header-enhance.ts) follows these.
 */
export interface MenuState {
  open: { id: string; pinned: boolean } | null;
  suppressed: string | null;
}

export const CLOSED_MENU: MenuState = { open: null, suppressed: null };

/** A click (or Enter, Space) on a top item: pins an item opened by hover or closed, closes a pinned one. */
export function menuAfterClick(state: MenuState, id: string): MenuState {
  if (state.open?.id === id && state.open.pinned) return { open: null, suppressed: id };
  return { open: { id, pinned: true }, suppressed: null };
}

/** The pointer, moving in the band of top items, is nearest this item: it opens by hover unless a click just closed it. */
export function menuAfterPointing(state: MenuState, id: string): MenuState {
  if (state.suppressed === id) return state;
  return { open: state.open?.id === id ? state.open : { id, pinned: false }, suppressed: null };
}
