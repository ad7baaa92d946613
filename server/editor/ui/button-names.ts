/**
 * Keystatic draws a list's rows (Sections, a job's points) with a bin button at the end that has no accessible name:
 * its "Delete" tooltip shows on hover only, so a screen reader announces "button" (docs/editing.md calls it the bin
 * button). Our editor shell names each such button by its tooltip's word and its row, "Delete Figures band: DevOps
 * results in numbers", and keeps doing so as Keystatic redraws (a MutationObserver). Only a row's last button with
 * no name and no text is named; Keystatic's own names are left alone.
 */
export function nameRowRemoveButtons(root: ParentNode): void {
  for (const row of root.querySelectorAll('[role="grid"] [role="row"]')) {
    const buttons = row.querySelectorAll('button');
    const last = buttons[buttons.length - 1];
    if (!last || last.hasAttribute('aria-label') || last.hasAttribute('aria-labelledby') || last.textContent?.trim()) continue;
    const label = (row.textContent ?? '').replace(/\s+/g, ' ').trim();
    last.setAttribute('aria-label', label ? `Delete ${label}` : 'Delete');
  }
}

/** Names the bin buttons now and whenever the editor's page changes. */
export function keepRemoveButtonsNamed(document: Document): MutationObserver {
  nameRowRemoveButtons(document);
  const observer = new MutationObserver(() => nameRowRemoveButtons(document));
  observer.observe(document.body, { childList: true, subtree: true });
  return observer;
}
