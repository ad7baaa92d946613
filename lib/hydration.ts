/** The site header says the page is interactive (components/layout/header-enhance.ts sets this attribute; tests read it). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Set on <html> when the page is opened at an anchor (ANCHOR_ARRIVAL, in the head) or a link to one is clicked
 * (components/layout/header-enhance.ts): every band is drawn at its real size, so the jump measures real heights
 * (app/globals.css).
 */
export const ANCHOR_JUMP_ATTRIBUTE = 'data-anchor-jump';

/**
 * The head's inline script for a visit that opens at an anchor (/contact#schedule). It runs before the body is
 * parsed. A `:has(:target)` rule on <html> did the same without a script, but it made the browser restyle the whole
 * document on every node a form inserted (about 30 ms per error message on a 4x slower phone); without scripts,
 * every band is drawn in full instead (the layout's <noscript>).
 */
export const ANCHOR_ARRIVAL = `if(location.hash)document.documentElement.setAttribute(${JSON.stringify(ANCHOR_JUMP_ATTRIBUTE)},"")`;
