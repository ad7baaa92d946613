import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * astro dev only (astro.config.mjs): a page request after any change under content/ (an edited, added or removed
 * file of any collection) is drawn from fresh modules. The page modules read their files when asked, but some
 * values are worked out when a module is first evaluated (the menus, the route registry's titles) and Astro keeps
 * each route's getStaticPaths until its module changes: a content file is no module, so Vite never sees it change.
 * The check is the content folder's file list with sizes and modification times, taken on each page request (a
 * few hundred stats); on a difference the site's own modules are invalidated, so the request evaluates them again.
 */
function signature(folder) {
  const parts = [];
  const walk = (dir) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        const { size, mtimeMs } = statSync(full, { throwIfNoEntry: false }) ?? {};
        parts.push(`${full}:${size}:${mtimeMs}`);
      }
    }
  };
  walk(folder);
  return parts.sort().join('|');
}

/** The site's own modules (not node_modules, whose instances, React's among them, must stay one) and Astro's page entries. */
const isSiteModule = (root, id, file) =>
  (file !== null && file !== undefined && file.startsWith(`${root}/`) && !file.includes('/node_modules/')) || (id?.includes('virtual:astro:page') ?? false);

export function devContentReload({ root, contentRoot }) {
  return {
    name: 'northstack:dev-content-reload',
    apply: 'serve',
    configureServer(server) {
      let seen = signature(contentRoot);
      server.middlewares.use((request, _response, next) => {
        // Pages only: a page's scripts, styles and Vite's own requests never need fresh content.
        if (!request.headers.accept?.includes('text/html')) return next();
        const now = signature(contentRoot);
        if (now === seen) return next();
        seen = now;
        const timestamp = Date.now();
        for (const environment of Object.values(server.environments)) {
          const runner = environment.runner;
          if (!runner) continue;
          for (const [id, module] of environment.moduleGraph.idToModuleMap) {
            if (!isSiteModule(root, id, module.file)) continue;
            environment.moduleGraph.invalidateModule(module, undefined, timestamp, true);
            const evaluated = runner.evaluatedModules.getModuleById(id);
            if (evaluated) runner.evaluatedModules.invalidateModule(evaluated);
          }
        }
        next();
      });
    },
  };
}
