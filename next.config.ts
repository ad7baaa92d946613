import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';

/**
 * The folder Turbopack may read from: the project and node_modules where it really is. In a plain checkout that is
 * the project (Next's default, the lockfile's folder); in a git worktree whose node_modules links to another
 * checkout, their common parent, or Turbopack cannot find `next` itself.
 */
function turbopackRoot(): string {
  const project = process.cwd();
  let modules: string;
  try {
    modules = realpathSync(path.join(project, 'node_modules'));
  } catch {
    return project;
  }
  const a = project.split(path.sep);
  const b = modules.split(path.sep);
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common += 1;
  return a.slice(0, common).join(path.sep) || path.sep;
}

/** In `npm run dev`, /api reaches the API through the front proxy (scripts/dev-proxy.ts), not through Next. */
const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: false,
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  turbopack: { root: turbopackRoot() },
};

export default nextConfig;
