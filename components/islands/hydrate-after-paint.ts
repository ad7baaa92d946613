import type { ClientDirective } from 'astro';

/**
 * `client:painted`: an island hydrates once the page's first screen has been painted and its preloaded faces have
 * arrived (the rule the page's own modules follow, build/defer-page-modules.ts, which also loads Astro's island
 * runtime and the islands' modules then). `client:idle` fired while the stylesheet was still on its way (the main
 * thread idles then), so on a phone's slow line the form's and the picker's modules shared the first round trips
 * with the document, the faces and the stylesheet, and /contact's largest paint waited for them. No idle wait after
 * the paint: a hurried visitor's tap that meets an island still hydrating waits for all of it. The islands are
 * complete HTML that works before its scripts (native validation, the picker's plain form), so nothing a visitor
 * can do waits for them. After three seconds it hydrates anyway (a browser that reports no paint).
 */
const hydrateAfterPaint: ClientDirective = (load) => {
  let started = false;
  const hydrate = async () => {
    if (started) return;
    started = true;
    await (await load())();
  };
  let waitingFor = 2;
  const arrived = () => {
    waitingFor -= 1;
    if (waitingFor === 0) requestAnimationFrame(() => setTimeout(() => void hydrate()));
  };
  setTimeout(() => void hydrate(), 3000);
  try {
    new PerformanceObserver((_entries, observer) => {
      observer.disconnect();
      arrived();
    }).observe({ type: 'paint', buffered: true });
    void document.fonts.ready.then(arrived);
  } catch {
    // No paint timing here: the timeout above hydrates.
  }
};

export default hydrateAfterPaint;
