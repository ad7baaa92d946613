/**
 * When the site's two self-hosted faces (app/styles/fonts.css) come into a page.
 *
 * A page of the site paints first in the faces' metric-matched fallbacks (local Arial, size-adjusted so a line of
 * text takes the room it takes in the face: no rewrap when the face arrives). The faces are asked for once the page
 * has painted its first content and loaded, and drawn when both have arrived, in one frame: on a slow phone line the
 * document and the stylesheet have the line to themselves before the first paint, and the largest paint does not wait
 * for 27 KB of fonts on two more connections (docs/performance.md, "Fonts after the first paint"). A later page of
 * the visit (the faces in the browser's cache) draws them at once: the head script marks <html> before the first
 * paint. Without scripts the faces are drawn from the start (the layout's <noscript>). The server's own pages
 * (inbox, manage, no-script booking) have no scripts: their <html> carries the class and their head preloads the
 * faces (app/pages/server-frame.astro).
 */

/** On <html>: the faces are in use (app/styles/fonts.css switches the font variables on it). */
export const WEB_FONTS_CLASS = 'fonts';

/** What FontFaceSet.load asks for: the display face's one weight and Geist (one variable file). */
const FACES = ['600 1em displayFace', '1em geistSans'];

/**
 * The head's inline script (one CSP hash on every page). On a later page of the visit, the class at once. Otherwise it
 * waits for the first contentful paint and the load event, then loads both faces and sets the class (and remembers it
 * for the visit's next pages). A browser without paint timing loads them five seconds after the start at the latest.
 */
export const WEB_FONTS_LOADER = [
  '(function(d,w){var c=d.documentElement.classList,k=' + JSON.stringify(WEB_FONTS_CLASS) + ',p,l,s;',
  'function on(){c.add(k);try{sessionStorage.setItem(k,"1")}catch(e){}}',
  'try{if(sessionStorage.getItem(k))return on()}catch(e){}',
  'function go(){if(s||!p||!l)return;s=1;setTimeout(function(){try{Promise.all(' + JSON.stringify(FACES) + '.map(function(f){return d.fonts.load(f)})).then(on,on)}catch(e){on()}})}',
  'try{new PerformanceObserver(function(x,o){x.getEntries().forEach(function(e){if(e.name=="first-contentful-paint"){o.disconnect();p=1;go()}})}).observe({type:"paint",buffered:!0})}catch(e){p=1}',
  'w.addEventListener("load",function(){l=1;go()});',
  'setTimeout(function(){p=l=1;go()},5e3)',
  '})(document,window)',
].join('');

/** Without scripts: the faces from the start (in the layout's <noscript>). */
export const WEB_FONTS_WITHOUT_SCRIPTS = `:root{--font-geist-sans:"geistSans","geistSans Fallback";--font-display-face:"displayFace","displayFace Fallback"}`;
