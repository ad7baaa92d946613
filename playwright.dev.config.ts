import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_DEV_PORT ?? 3205);
/** The dev server's own database and a copy of content/ it reads from (CONTENT_ROOT), so the test may edit an entry. */
const dataDir = path.join(tmpdir(), `northstack-dev-pglite-${port}`);
const copy = path.join(tmpdir(), `northstack-dev-content-${port}`);
process.env.E2E_DATA_DIR = dataDir;
process.env.E2E_DEV_CONTENT_ROOT = path.join(copy, 'content');

/**
 * `npm run dev` itself (the front proxy on E2E_DEV_PORT; the API and astro dev on PORT + 1 and PORT + 3),
 * for e2e/dev-server.dev.spec.ts alone.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.dev.spec.ts',
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, channel: undefined } }],
  webServer: {
    command: `rm -rf '${dataDir}' '${copy}' && mkdir -p '${copy}' && cp -R content '${copy}/content' && npm run dev`,
    url: `http://localhost:${port}/api/health`,
    env: {
      PORT: String(port),
      DEV_API_PORT: String(port + 1),
      DEV_ASTRO_PORT: String(port + 3),
      DATA_DIR: dataDir,
      CONTENT_ROOT: path.join(copy, 'content'),
    },
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGINT', timeout: 15_000 },
    // A new DATA_DIR runs PGlite's initdb first (10 to 50 s on a loaded machine).
    timeout: 120_000,
  },
});
