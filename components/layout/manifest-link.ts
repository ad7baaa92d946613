/**
 * The web-app manifest, linked once the page has loaded. Chrome fetches a linked manifest at the load event,
 * which on a slow phone comes before the first screen is laid out (0.15 s of LCP, measured before the move to
 * Astro); it only matters for installing the site, which nobody does before it has painted.
 * The layout names the file on <body data-manifest>.
 */
export function linkManifestAfterLoad(doc: Document = document): void {
  const href = doc.body.dataset.manifest;
  if (!href) return;
  const link = () => {
    if (doc.querySelector('link[rel="manifest"]')) return;
    const element = doc.createElement('link');
    element.rel = 'manifest';
    element.href = href;
    doc.head.append(element);
  };
  if (doc.readyState === 'complete') setTimeout(link, 0);
  else window.addEventListener('load', () => setTimeout(link, 0), { once: true });
}
