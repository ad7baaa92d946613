import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
/** The embedded database of the e2e server: its own directory, never the developer's .data/. */
const dataDir = process.env.E2E_DATA_DIR ?? path.join(tmpdir(), `northstack-e2e-pglite-${port}`);
// The tests read stored submissions through the operator CLI against this directory (e2e/leads-helpers.ts).
process.env.E2E_DATA_DIR = dataDir;
// The server mails through a local SMTP server (e2e/mail-catcher.ts) that keeps each mail as a file here.
const smtpPort = port + 5;
process.env.E2E_SMTP_PORT = String(smtpPort);
process.env.E2E_MAIL_DIR = path.join(tmpdir(), `northstack-e2e-mail-${port}`);

/** End-to-end tests run in Debian's Chromium against the production build served by `npm run serve`. */
export default defineConfig({
  testDir: 'e2e',
  // The nginx smoke run and the dev server's have their own configurations (playwright.nginx.config.ts, playwright.dev.config.ts).
  testIgnore: ['**/*.nginx.spec.ts', '**/*.dev.spec.ts'],
  globalSetup: './e2e/mail-catcher.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, channel: undefined } }],
  webServer: {
    // Every run starts from an empty database: a directory left by an earlier run (bookings that fill the
    // coming weeks, inbox sessions) would make the run depend on what ran before on this machine.
    command: `rm -rf '${dataDir}' && npm run serve`,
    url: `http://localhost:${port}/api/health`,
    // No rate limits: every test speaks from 127.0.0.1 and the directory outlives a run (the limits have their own tests).
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      FORM_RATE_LIMIT: '0',
      VITALS_RATE_LIMIT: '0',
      // Same for the booking caps per network (every booking comes from 127.0.0.1; server/schedule/hosts-api.test.ts tests them).
      SCHEDULE_MAX_UPCOMING_PER_NETWORK: '1000',
      // The relay limits (server/schedule/holds.ts, tested in server/schedule/relay.test.ts) likewise: no booking is held for a proof here.
      SCHEDULE_AT_ONCE_PER_NETWORK_PER_DAY: '1000',
      SCHEDULE_AT_ONCE_PER_RANGE_PER_DAY: '10000',
      SCHEDULE_UNPROVEN_DAY_SHARE: '100',
      SCHEDULE_HOLD_AFTER_CANCEL_HOURS: '0',
      SCHEDULE_MAX_MAILS_PER_NETWORK_PER_DAY: '10000',
      SCHEDULE_MAX_VISITOR_MAILS_PER_DAY: '1000000',
      VITALS_DAILY_CAP: '0',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LEADS_NOTIFY_TO: 'team@northstack.test',
      OUTBOX_INTERVAL_MS: '300',
      // Mailed links lead back to this server.
      SITE_URL: `http://localhost:${port}`,
      SCHEDULE_FEED_TOKEN: 'e2e-calendar-feed-token-0123456789abcdef',
      // The signed-in inbox (e2e/inbox.spec.ts): who may sign in. Its links and passkeys use SITE_URL
      // (localhost: WebAuthn refuses an IP address, and Chromium treats localhost as secure, so the
      // __Host- session cookie, which must be Secure, is kept over plain http).
      INBOX_USERS: 'sales@northstack.test,recruiter@northstack.test',
      INBOX_SIGN_IN_RATE_LIMIT: '0',
    },
    reuseExistingServer: false,
    // A new DATA_DIR runs PGlite's initdb first: about 10 s on a quiet machine, 50 s seen on a loaded one.
    timeout: 120_000,
  },
});
