/**
 * When a page's scripts load (build/defer-scripts.ts). Every page works as HTML, and hydrates soon after
 * its first paint: once the largest contentful paint (and a hero image) is on screen, the loader asks for
 * the scripts when the browser is next idle, and never later than this bound.
 */
export const HYDRATION_IDLE_TIMEOUT_MS = 200;

/** The site header says the page is interactive (components/layout/header-enhance.ts sets this attribute; tests read it). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Set on <html> by a click on an anchor link: every band is drawn at its real size (app/globals.css). */
export const ANCHOR_JUMP_ATTRIBUTE = 'data-anchor-jump';
