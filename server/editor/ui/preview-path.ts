/**
 * The site page the editor is looking at, to open in the preview: the entry's page from its collection's
 * `previewUrl` (`/careers/positions/{slug}`) when the editor shows one entry, else the home page.
 */
export function previewPathFor(editorPath: string, collections: Record<string, { previewUrl?: string }>): string {
  const match = /\/collection\/([^/]+)\/item\/([^/]+)/.exec(editorPath);
  if (!match?.[1] || !match[2]) return '/';
  const template = collections[decodeURIComponent(match[1])]?.previewUrl;
  if (!template) return '/';
  const page = template.replace('{slug}', encodeURIComponent(decodeURIComponent(match[2])));
  return page.startsWith('/') ? page : '/';
}
