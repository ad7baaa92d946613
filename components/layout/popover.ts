/** Whether the browser draws popovers (`popover`, `popovertarget`); where it does not, a script shows and hides the element. */
export function supportsPopover(element: HTMLElement): boolean {
  return typeof element.showPopover === 'function';
}

/** Whether `element` is an open popover (never, in a browser without popovers, whose selector parser refuses the pseudo-class). */
export function isPopoverOpen(element: Element): boolean {
  try {
    return element.matches(':popover-open');
  } catch {
    return false;
  }
}
