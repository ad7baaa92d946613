import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CLOSED_MENU,
  MENU_CLOSE_DELAY_MS,
  SCROLL_THRESHOLD_PX,
  createDelayedClose,
  isScrolledPast,
  menuAfterClick,
  menuAfterPointing,
  nearestByCentre,
} from './header-behaviour';

describe('header scroll threshold', () => {
  it('is 64 px, as SPEC section 9 says', () => {
    expect(SCROLL_THRESHOLD_PX).toBe(64);
  });
  it('stays transparent up to and at the threshold, and turns solid past it', () => {
    expect(isScrolledPast(0)).toBe(false);
    expect(isScrolledPast(40)).toBe(false);
    expect(isScrolledPast(64)).toBe(false);
    expect(isScrolledPast(65)).toBe(true);
    expect(isScrolledPast(2000)).toBe(true);
  });
});

describe('menu close delay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes 150 ms after being scheduled, not before', () => {
    const onClose = vi.fn();
    const closer = createDelayedClose(onClose);
    closer.schedule();
    vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS - 1);
    expect(onClose).not.toHaveBeenCalled();
    expect(closer.pending).toBe(true);
    vi.advanceTimersByTime(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(closer.pending).toBe(false);
  });

  it('does not close when the pointer comes back in time', () => {
    const onClose = vi.fn();
    const closer = createDelayedClose(onClose);
    closer.schedule();
    vi.advanceTimersByTime(100);
    closer.cancel();
    vi.advanceTimersByTime(1000);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('restarts the delay when scheduled again', () => {
    const onClose = vi.fn();
    const closer = createDelayedClose(onClose);
    closer.schedule();
    vi.advanceTimersByTime(100);
    closer.schedule();
    vi.advanceTimersByTime(100);
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('nearest item by horizontal centre', () => {
  const centres = [100, 220, 340, 460];
  it('selects the item whose centre is closest to the pointer', () => {
    expect(nearestByCentre(0, centres)).toBe(0);
    expect(nearestByCentre(170, centres)).toBe(1);
    expect(nearestByCentre(330, centres)).toBe(2);
    expect(nearestByCentre(9999, centres)).toBe(3);
  });
  it('keeps the first of two equally near items', () => {
    expect(nearestByCentre(160, centres)).toBe(0);
  });
  it('selects nothing when there are no items', () => {
    expect(nearestByCentre(50, [])).toBe(-1);
  });
});

describe('the menu state: hover opens, a click pins, a click on a pinned item closes', () => {
  it('a click pins an item opened by hover, or opens it pinned', () => {
    const hovered = menuAfterPointing(CLOSED_MENU, 'services');
    expect(hovered).toEqual({ open: { id: 'services', pinned: false }, suppressed: null });
    expect(menuAfterClick(hovered, 'services')).toEqual({ open: { id: 'services', pinned: true }, suppressed: null });
    expect(menuAfterClick(CLOSED_MENU, 'about')).toEqual({ open: { id: 'about', pinned: true }, suppressed: null });
    expect(menuAfterClick(hovered, 'about')).toEqual({ open: { id: 'about', pinned: true }, suppressed: null });
  });

  it('a click on a pinned item closes it, and hover leaves it closed until the pointer reaches another item', () => {
    const closed = menuAfterClick({ open: { id: 'services', pinned: true }, suppressed: null }, 'services');
    expect(closed).toEqual({ open: null, suppressed: 'services' });
    expect(menuAfterPointing(closed, 'services')).toBe(closed);
    const elsewhere = menuAfterPointing(closed, 'about');
    expect(elsewhere).toEqual({ open: { id: 'about', pinned: false }, suppressed: null });
    expect(menuAfterPointing(elsewhere, 'services')).toEqual({ open: { id: 'services', pinned: false }, suppressed: null });
  });

  it('hover keeps the open item as it is (a pinned item stays pinned)', () => {
    const pinned = { open: { id: 'services', pinned: true }, suppressed: null };
    expect(menuAfterPointing(pinned, 'services').open).toBe(pinned.open);
  });
});
