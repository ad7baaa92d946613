import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * The smoke run through nginx: `npm run nginx:config` writes the configuration for the built
 * export, nginx (Debian nginx-light, foreground, unprivileged paths under /tmp) serves out/ and
 * proxies /api to the compiled Node server. Used by .ci/run after `npm test`: npm run test:e2e:nginx.
 */
const port = Number(process.env.E2E_NGINX_PORT ?? 3290);
const apiPort = Number(process.env.E2E_API_PORT ?? port + 1);
const dataDir = path.join(tmpdir(), `northstack-e2e-nginx-pglite-${apiPort}`);
const conf = path.join(tmpdir(), `northstack-nginx-${port}.conf`);

export default defineConfig({
  testDir: 'e2e',
  testMatch: ['smoke.nginx.spec.ts', 'hostile.spec.ts'],
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
  },
  projects: [{ name: 'nginx', metadata: { target: 'nginx' }, use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, channel: undefined } }],
  webServer: [
    {
      command: `rm -rf '${dataDir}' && npm run serve`,
      url: `http://127.0.0.1:${apiPort}/api/health`,
      env: { PORT: String(apiPort), HOST: '127.0.0.1', DATA_DIR: dataDir, TRUST_PROXY: '1' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npm run -s nginx:config -- --root out --api 127.0.0.1:${apiPort} --listen 127.0.0.1:${port} > ${conf} && exec nginx -c ${conf} -p ${tmpdir()}/`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
