import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { startServer } from '../http-server';
import { silentLogger } from './log';
import { clientAddressOf, proxyTrustFromEnv, type ProxyTrust } from './proxy-trust';
import { slidingWindowLimiter } from './rate-limit';
import { createFixtureExport } from '../testing/fixture-export';

const siteRoot = createFixtureExport();
afterAll(() => rmSync(siteRoot, { recursive: true, force: true }));

describe('TRUST_PROXY at start', () => {
  it('refuses TRUST_PROXY=1 while Node listens on every address and no proxy is named', () => {
    expect(() => proxyTrustFromEnv({ TRUST_PROXY: '1' })).toThrow(/HOST=0\.0\.0\.0.*forge X-Forwarded-For.*HOST=127\.0\.0\.1.*TRUSTED_PROXIES=/);
    expect(() => proxyTrustFromEnv({ TRUST_PROXY: 'true', HOST: '192.168.1.20' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => proxyTrustFromEnv({ TRUSTED_PROXIES: '10.0.0.5, nginx.internal' })).toThrow(/"nginx\.internal" is not an IP address/);
  });

  it('accepts it on a loopback binding, or with the proxies named (then whatever HOST is)', () => {
    expect(proxyTrustFromEnv({})).toBe(false);
    expect(proxyTrustFromEnv({ TRUST_PROXY: '1', HOST: '127.0.0.1' })).toBe(true);
    expect(proxyTrustFromEnv({ TRUST_PROXY: '1', HOST: '::1' })).toBe(true);
    expect(proxyTrustFromEnv({ TRUST_PROXY: '1', HOST: 'localhost' })).toBe(true);
    expect(proxyTrustFromEnv({ TRUST_PROXY: '1', HOST: '0.0.0.0', TRUSTED_PROXIES: '127.0.0.1,10.0.0.5' })).toEqual(new Set(['127.0.0.1', '10.0.0.5']));
  });

  it('the server itself exits with that message instead of listening', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, TRUST_PROXY: '1', HOST: '0.0.0.0', PORT: '0', SITE_ROOT: siteRoot, DATA_DIR: 'memory://', DATABASE_URL: '', SMTP_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/TRUST_PROXY=1 with HOST=0\.0\.0\.0/);
  }, 60_000);
});

describe('the client address', () => {
  it('believes X-Forwarded-For from trusted peers only, skipping named proxies in the chain', () => {
    const named: ProxyTrust = new Set(['10.0.0.5', '10.0.0.6']);
    expect(clientAddressOf('203.0.113.9', '198.51.100.1', named)).toBe('203.0.113.9'); // a direct client's header is ignored
    expect(clientAddressOf('::ffff:10.0.0.5', '198.51.100.1', named)).toBe('198.51.100.1');
    expect(clientAddressOf('10.0.0.5', 'forged, 198.51.100.1, 10.0.0.6', named)).toBe('198.51.100.1');
    expect(clientAddressOf('127.0.0.1', 'forged, 198.51.100.1', true)).toBe('198.51.100.1');
    expect(clientAddressOf('203.0.113.9', '198.51.100.1', false)).toBe('203.0.113.9');
  });

  /** Five beacons from one client, each claiming another address, against a limit of 2 per address: the statuses. */
  async function passedWith(trustProxy: ProxyTrust): Promise<number[]> {
    const app = createApp({ root: siteRoot, log: silentLogger, api: { trustProxy, vitalsRateLimiter: slidingWindowLimiter({ limit: 2, windowMs: 60_000 }), log: { info: () => {}, error: () => {} } } });
    const server = await startServer(app, { port: 0, hostname: '127.0.0.1', log: silentLogger });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 5; index++) {
        // Past the limit 429; within it the (empty) beacon is judged: 400.
        const response = await fetch(`http://127.0.0.1:${server.port}/api/vitals`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${index + 1}` },
          body: '{}',
        });
        statuses.push(response.status);
      }
      return statuses;
    } finally {
      await server.close(1000);
    }
  }

  it('a client reaching Node directly cannot escape the rate limit by forging X-Forwarded-For', async () => {
    // The only trusted proxy is elsewhere: this client (127.0.0.1) is direct, so its header counts for nothing.
    expect(await passedWith(new Set(['10.0.0.5']))).toEqual([400, 400, 429, 429, 429]);
    expect(await passedWith(false)).toEqual([400, 400, 429, 429, 429]);
  });

  it('behind a named proxy each forwarded client has its own allowance', async () => {
    expect(await passedWith(new Set(['127.0.0.1']))).toEqual([400, 400, 400, 400, 400]);
  });
});
