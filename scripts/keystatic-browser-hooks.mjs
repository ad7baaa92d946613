/**
 * A module resolution hook (node:module register) for scripts/content-normalise.ts: `@keystatic/core` resolves to
 * its browser build, the code the admin UI runs. Under Node the package's `node` export is chosen, whose Markdown
 * editor fields are stubs that throw; the browser build's serialisers run fine in Node.
 */
export async function resolve(specifier, context, nextResolve) {
  if (specifier === '@keystatic/core') {
    const { url } = await nextResolve('@keystatic/core/package.json', context);
    return nextResolve(new URL('./dist/keystatic-core.js', url).href, context);
  }
  return nextResolve(specifier, context);
}
