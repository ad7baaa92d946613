import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * What may import what, by where the code runs (README, Layout). Paths are resolved (the `@/` alias
 * and relative imports alike) by eslint-plugin-import with the TypeScript resolver.
 * - lib/: shared logic that may run anywhere (browser, prerender, server, build): lib/ and content/ only.
 * - content/: typed data: content/ only (lib/ reads content, never the other way).
 * - content/shared/: the page and section model every domain builds on: content/shared/ only. What one domain
 *   adds to it is declared beside that domain by module augmentation: a page's own section kinds
 *   (PageOwnSections), hero parts (PageHeroContent's `study`) and structured data (PageOwnSchemas), the kinds of
 *   project and the people a testimonial names (ProjectKinds, QuotedPeople).
 * - components/ui/: the design system every other components/ folder builds on: no other components/ folder.
 * - components/, app/: the site (browser and prerender): never the server runtime or the build pipeline.
 * - server/: the Node server runtime and its serving tables: no site code, no build pipeline (keeps the
 *   bundle lean); server/testing/ builds fixture exports with build/. Inside it, the composition root (the files
 *   directly in server/: app, main, runtime) is on top, so no server/ folder but server/testing/ imports it, and the
 *   shared utilities (server/http/) and mail (server/mail/) import no feature: only server/db/, content/ and lib/.
 * - build/: the postbuild pipeline run on the finished export: may read server/'s serving tables, not the site.
 * - the content editor (server/editor/, content/**\/*.keystatic.ts): only server/ imports it; app/, components/, lib/,
 *   content/ and build/ never do (its admin UI is its own bundle; the public pages carry none of it).
 * - scripts/, e2e/: tooling, anything. Unit tests (*.test.ts) may check that two sides agree, so they are exempt.
 * These rules keep the layers; scripts/import-graph.test.ts fails on any folder cycle they let through.
 */
const zone = (target, from, runsWhere) => ({
  target,
  from,
  message: `${target.replace('./', '')}/ ${runsWhere}; see the boundary table in eslint.config.mjs and README (Layout).`,
});

export const boundaryZones = [
  zone('./lib', ['./server', './build', './components', './app', './scripts', './e2e'], 'is shared code that may run anywhere, so it imports only lib/ and content/'),
  zone('./content', ['./server', './build', './components', './app', './scripts', './e2e', './lib'], 'is typed data, so it imports only content/ (lib/ reads content, never the other way)'),
  {
    target: './content/shared',
    from: './content',
    except: ['./shared'],
    message: 'content/shared/ is the model every domain builds on, so it imports no domain: declare what a domain adds to it beside that domain, by module augmentation (PageOwnSections, PageOwnSchemas, ProjectKinds); see eslint.config.mjs and docs/architecture.md.',
  },
  { ...zone('./components/ui', './components', 'is the design system the other components build on, so it imports no other components/ folder'), except: ['./ui'] },
  zone('./components', ['./server', './build', './app', './scripts', './e2e'], 'runs in the browser and the prerender, never in the server or the build pipeline'),
  zone('./app', ['./server', './build', './scripts', './e2e'], 'holds the routes, rendered in the browser and the prerender, never in the server or the build pipeline'),
  zone('./server', ['./components', './app', './scripts', './e2e'], 'is the server runtime: no site code'),
  { ...zone('./server', ['./build'], 'is the server runtime: the build pipeline stays out of its bundle (only server/testing/ may use it)'), target: ['./server/!(testing)/**', './server/*'] },
  { ...zone('./server', ['./server/app.ts', './server/main.ts', './server/runtime.ts', './server/http-server.ts', './server/static-site.ts'], 'holds the composition root directly in server/ (app, main, runtime): only server/testing/ imports it'), target: './server/!(testing)/**' },
  { ...zone('./server/http', ['./server'], 'holds the shared server utilities: they import only server/db/, content/ and lib/'), except: ['./http', './db'] },
  { ...zone('./server/mail', ['./server'], 'holds the mail types, the mailer and the renderer registry: it imports no feature'), except: ['./mail'] },
  zone('./build', ['./components', './app', './scripts', './e2e'], 'is the postbuild pipeline: it reads the export, not the site code'),
  // The content editor (server/editor/ and the collections' Keystatic definitions) is its own bundle: no page may pull it in.
  ...['./app', './components', './lib', './content', './build'].flatMap((target) =>
    ['./server/editor', './**/*.keystatic.ts'].map((from) => ({
      target,
      from,
      message: `${target.replace('./', '')}/ never imports the content editor (server/editor/, *.keystatic.ts): it is its own bundle, served at /keystatic, never part of the pages (scripts/editor-isolation.test.ts).`,
    })),
  ),
];

const config = [
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
    plugins: { react, 'react-hooks': reactHooks, import: importPlugin, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      react: { version: 'detect' },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.mts', '.cts', '.tsx', '.d.ts'] },
      'import/resolver': { typescript: { alwaysTryTypes: true }, node: { extensions: ['.js', '.jsx', '.ts', '.tsx'] } },
    },
    rules: {
      ...react.configs.recommended.rules,
      ...reactHooks.configs.recommended.rules,
      'react/no-unknown-property': 'off',
      'react/react-in-jsx-scope': 'off',
      'react/prop-types': 'off',
      'react/jsx-no-target-blank': 'off',
      'import/no-anonymous-default-export': 'warn',
      'jsx-a11y/alt-text': ['warn', { elements: ['img'] }],
      'jsx-a11y/aria-props': 'warn',
      'jsx-a11y/aria-proptypes': 'warn',
      'jsx-a11y/aria-unsupported-elements': 'warn',
      'jsx-a11y/role-has-required-aria-props': 'warn',
      'jsx-a11y/role-supports-aria-props': 'warn',
      '@typescript-eslint/no-unused-vars': 'warn',
      '@typescript-eslint/no-unused-expressions': 'warn',
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaryZones }] },
  },
  { ignores: ['out/**', '.astro/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'screenshots/**'] },
];

export default config;
