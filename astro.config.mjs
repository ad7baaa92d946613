import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import path from 'node:path';
import { devContentReload } from './scripts/dev-content-reload.mjs';

const here = import.meta.dirname;

/**
 * The site's renderer (docs/architecture.md): every route in app/pages/ is drawn at build by the React components
 * into a static export in out/; the forms a visitor works are React islands their routes declare, and the rest of
 * a page's behaviour is one small module script. scripts/postbuild.ts completes the export for any host.
 */
export default defineConfig({
  srcDir: './app',
  outDir: './out',
  publicDir: './public',
  trailingSlash: 'never',
  build: { format: 'file', assets: '_astro', inlineStylesheets: 'never' },
  compressHTML: false,
  devToolbar: { enabled: false },
  integrations: [
    react(),
    {
      // `client:painted`, the islands' directive: hydrate after the first paint and the faces (the file says why).
      name: 'northstack:client-painted',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) =>
          addClientDirective({ name: 'painted', entrypoint: path.join(here, 'components/islands/hydrate-after-paint.ts') }),
      },
    },
  ],
  vite: {
    // astro dev: a page request after a change under content/ evaluates the site's modules again (menus, routes).
    plugins: [tailwindcss(), devContentReload({ root: here, contentRoot: path.resolve(process.env.CONTENT_ROOT ?? path.join(here, 'content')) })],
    // Lightning CSS folds animation-timeline into the animation shorthand, where browsers refuse it; esbuild keeps
    // the longhands (the legal pages were pixel-identical to Next's with it). A page's module scripts stay files
    // under /_astro/ (cached a year, allowed by the CSP's 'self'), never inlined however small: Astro inlines a
    // script under this limit. Other assets keep Vite's 4 KiB default.
    build: { cssMinify: 'esbuild', assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined) },
    // astro dev only (npm run dev puts it behind scripts/dev-proxy.ts): Vite's HMR socket at a path of its own,
    // /@vite/hmr, instead of /, which is the home page's; the client still connects to the page's port.
    // `server.ws` is Vite 8's name for what was `server.hmr.path`.
    server: { ws: { path: '/@vite/hmr' } },
    resolve: { alias: [{ find: /^@\//, replacement: `${here}/` }] },
  },
});
