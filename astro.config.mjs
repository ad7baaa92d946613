import path from 'node:path';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';

const here = import.meta.dirname;
const shim = (file) => path.join(here, 'build/astro', file);

/**
 * The Astro half of the site while it moves off Next.js (issue 37, docs/renderer-move.md): the families that
 * content/site-map/renderers.ts gives to Astro are routes in app/pages/, drawn by the same React components at
 * build; the forms a visitor works (the contact pages') are React islands their routes declare. `scripts/merge-exports.ts` copies the result into Next's out/ before the postbuild.
 */
export default defineConfig({
  srcDir: './app',
  outDir: './out-astro',
  // public/ is copied by Next's export; the merge takes only pages and _astro/ from here.
  publicDir: './public',
  trailingSlash: 'never',
  build: { format: 'file', assets: '_astro', inlineStylesheets: 'never' },
  compressHTML: false,
  devToolbar: { enabled: false },
  integrations: [react()],
  vite: {
    plugins: [tailwindcss()],
    // Lightning CSS folds animation-timeline into the animation shorthand, where browsers refuse it; esbuild keeps
    // the longhands (the legal pages were pixel-identical to Next's with it). A page's module scripts stay files
    // under /_astro/ (cached a year, allowed by the CSP's 'self'), never inlined however small: Astro inlines a
    // script under this limit. Other assets keep Vite's 4 KiB default.
    build: { cssMinify: 'esbuild', assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined) },
    // astro dev only (npm run dev puts it behind scripts/dev-proxy.ts): Vite's HMR socket at a path of its own,
    // /@vite/hmr, instead of /, which is the home page's (a Next page); the client still connects to the page's
    // port. `server.ws` is Vite 8's name for what was `server.hmr.path`.
    server: { ws: { path: '/@vite/hmr' } },
    resolve: {
      alias: [
        // No toast layer is mounted at load on these pages: a toast (an island's `notify`) mounts it with the first one.
        // Before '@/', since the first alias that matches applies.
        { find: /^@\/components\/ui\/toaster$/, replacement: `${here}/components/ui/toast-on-demand.ts` },
        { find: /^@\//, replacement: `${here}/` },
        // The few Next modules components/ still names (docs/architecture.md) mean the plain web here.
        { find: /^next\/link$/, replacement: shim('next-link.tsx') },
        { find: /^next\/navigation$/, replacement: shim('next-navigation.ts') },
        { find: /^next\/dynamic$/, replacement: shim('next-dynamic.tsx') },
      ],
    },
  },
});
