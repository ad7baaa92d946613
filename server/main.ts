import { existsSync } from 'node:fs';
import path from 'node:path';
import { readSiteManifest } from './site-manifest';
import { serve } from './serve';

const root = path.resolve(process.env.SITE_ROOT ?? 'out');
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No static export at ${root}: run "npm run build" first.`);
  process.exit(1);
}
let manifest: ReturnType<typeof readSiteManifest>;
try {
  manifest = readSiteManifest(root);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

await serve({ root, manifest });
