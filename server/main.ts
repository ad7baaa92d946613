import { existsSync } from 'node:fs';
import path from 'node:path';
import { exportAtStart, releasesIn } from './editor/publish/releases';
import { readSiteManifest } from './site-manifest';
import { orExit, serve } from './serve';

const siteRoot = path.resolve(process.env.SITE_ROOT ?? 'out');
// The editor's Publish builds releases beside it (docs/deployment.md, "Releases and rollback"): the last one published
// is served after a restart, unless the export at SITE_ROOT was built after it.
const releases = releasesIn(path.resolve(process.env.RELEASES_DIR ?? 'releases'));
const root = exportAtStart(siteRoot, releases);
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No static export at ${root}: run "npm run build" first.`);
  process.exit(1);
}
await serve({ root, manifest: orExit(() => readSiteManifest(root)), releases });
