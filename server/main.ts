import { existsSync } from 'node:fs';
import path from 'node:path';
import { readSiteManifest } from './site-manifest';
import { orExit, serve } from './serve';

const root = path.resolve(process.env.SITE_ROOT ?? 'out');
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No static export at ${root}: run "npm run build" first.`);
  process.exit(1);
}
await serve({ root, manifest: orExit(() => readSiteManifest(root)) });
