/**
 * When a page's scripts load (build/defer-scripts.ts). Every page works as HTML, so React arrives on
 * the visitor's first sign of intent (a pointer, a key, a touch, a scroll); a page that must run
 * scripts at once asks for them as soon as it has painted by carrying this attribute (the 404 page,
 * which logs the missing path).
 */
const HYDRATE_ATTRIBUTE = 'data-hydrate';
export const eagerHydration = { [HYDRATE_ATTRIBUTE]: 'eager' } as const;

/** The selector the loader looks for. */
export const EAGER_HYDRATION_SELECTOR = `[${HYDRATE_ATTRIBUTE}=${eagerHydration[HYDRATE_ATTRIBUTE]}]`;

/**
 * A form that keeps a draft in sessionStorage names its key: when this tab holds a draft under it, the
 * page hydrates right after the paint and the form brings the draft back; without one it waits for
 * intent like any page (text typed before the scripts arrive stays in the fields).
 */
export const DRAFT_ATTRIBUTE = 'data-draft';
export const draftHydration = (key: string) => ({ [DRAFT_ATTRIBUTE]: key });

/** The site header says the page is hydrated (its effect sets this attribute; tests and the loader read it). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** What counts as intent: the first of these, anywhere on the page, loads the scripts. */
export const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'] as const;

/**
 * Controls that only scripts make work: a click on one before React listens is clicked again once the
 * page is hydrated, so the tap that asked for the scripts is not lost. A native popover toggle works
 * without scripts and is left alone (a second click would close it again).
 */
export const SCRIPTED_BUTTON_SELECTOR = 'button[type=button]:not([popovertarget])';

/**
 * React marks the root it listens on (here `document`, Next's hydrateRoot target) with an expando named
 * so (react-dom 19): from then on React replays a click during hydration itself. A unit test checks
 * that the react-dom Next ships still writes it.
 */
export const REACT_LISTENING_MARKER = '_reactListening';
