/**
 * What the server-drawn header (header-shell.tsx, mobile-menu.tsx) and the module that enhances it in the
 * browser (header-enhance.ts) share: the classes each state draws and the small DOM rules. No React here: the
 * module's bundle must not carry it.
 */

/** The header once scrolled past the threshold or with a menu open, and at the top. */
export const HEADER_SOLID_CLASSES = 'border-white/10 bg-ink/85 backdrop-blur-xl';
/**
 * The header over an open panel: opaque like the panel, without the blur of the page behind it (a backdrop filter the
 * width of the screen, repainted in the frame that opens the panel, is most of that frame's cost on a slow machine).
 */
export const HEADER_OPEN_CLASSES = 'border-white/10 bg-ink';
export const HEADER_CLEAR_CLASSES = 'border-transparent bg-transparent';

/** A top item (link before the scripts, disclosure button after), lit when open or on the current section. */
export function topItemClasses(highlighted: boolean): string {
  return `relative hidden h-full items-center lg:flex gap-1 px-3.5 text-sm font-medium transition-colors ${highlighted ? 'text-white' : 'text-on-dark-muted hover:text-white'}`;
}

/** A top item's chevron turns while its panel is open. */
export const CHEVRON_OPEN_CLASS = 'rotate-180';

/** A top item's underline, shown when open or on the current section. */
export function underlineClasses(lit: boolean): string {
  return `absolute inset-x-3.5 bottom-0 h-0.5 rounded-full bg-accent-on-dark transition-opacity ${lit ? 'opacity-100' : 'opacity-0'}`;
}

/**
 * A panel: on a phone the body of its section's disclosure in the menu (shown when the section is open); on a wide
 * screen the dropdown under its top item, hidden until the CSS hover rule (before the scripts) or the script opens it.
 */
export const PANEL_CLASSES = 'hidden pb-5 max-lg:block lg:absolute lg:top-full lg:border-white/10 lg:bg-ink lg:pb-0 [&[hidden]]:hidden';

/** Once scripted, a panel is shown on a wide screen unless `hidden` (before, only the CSS hover rule shows it). */
export const PANEL_SCRIPTED_CLASS = 'lg:block';

/** The small-screen menu: its dialog's id, and the width at which it closes (the wide header takes over). */
export const MOBILE_MENU_ID = 'site-menu';
export const DESKTOP_QUERY = '(min-width: 64rem)';

const FOCUSABLE = 'a[href], button:not([disabled]), summary, input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab cycling through the open dialog's visible controls. */
export function wrapTab(
  event: { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; preventDefault(): void },
  dialog: HTMLElement,
): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  // Links inside a closed section have no box: checkVisibility() leaves them out.
  const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((control) => control.checkVisibility());
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** The menu opens with its sections folded, as it did the first time. */
export function foldSections(dialog: HTMLElement): void {
  for (const section of dialog.querySelectorAll<HTMLDetailsElement>('details[open]')) section.open = false;
}
