import { describe, expect, it } from 'vitest';
import { FORWARDING_HEADERS, isLocalRequest } from './local-request';

describe('a local request (the editor’s local storage)', () => {
  const at = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

  it('is one to a loopback host name with no forwarding header', () => {
    for (const url of ['http://127.0.0.1:3000/keystatic', 'http://localhost/api/keystatic/tree', 'http://[::1]:3000/keystatic', 'http://127.1.2.3/keystatic']) expect(isLocalRequest(at(url)), url).toBe(true);
    for (const url of ['http://editor.northstack.test/keystatic', 'http://10.0.0.5/keystatic', 'http://localhost.evil.test/keystatic']) expect(isLocalRequest(at(url)), url).toBe(false);
  });

  it.each([...FORWARDING_HEADERS])('is not one when it carries %s (a proxy, CDN or tunnel relayed it)', (name) => {
    expect(isLocalRequest(at('http://127.0.0.1:3000/api/keystatic/tree', { [name]: '203.0.113.9' }))).toBe(false);
    expect(isLocalRequest(at('http://127.0.0.1:3000/api/keystatic/tree', { [name.toUpperCase()]: '203.0.113.9' }))).toBe(false);
  });

  it('is not one with any other X-Forwarded-… header, and the list names every common one', () => {
    expect(isLocalRequest(at('http://127.0.0.1/keystatic', { 'x-forwarded-anything': '1' }))).toBe(false);
    for (const name of ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-forwarded-server', 'x-real-ip', 'x-client-ip', 'true-client-ip', 'cf-connecting-ip', 'fastly-client-ip', 'x-cluster-client-ip', 'via', 'x-original-url', 'x-rewrite-url']) {
      expect(FORWARDING_HEADERS, name).toContain(name);
    }
    // Ordinary browser headers do not count.
    expect(isLocalRequest(at('http://127.0.0.1/keystatic', { 'user-agent': 'x', accept: '*/*', 'no-cors': '1', origin: 'http://127.0.0.1', referer: 'http://127.0.0.1/keystatic' }))).toBe(true);
  });
});
