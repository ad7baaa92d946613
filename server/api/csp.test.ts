import { describe, expect, it } from 'vitest';
import { API_CSP, LOCKED_DOWN_CSP } from '../http/headers';
import { testApp } from '../testing/test-support';

/**
 * Every /api answer carries a Content-Security-Policy: JSON gets one under which nothing may load,
 * run or frame it; the few HTML pages the API renders (no-JS answers, newsletter links) get one
 * that lets their inline style show and their button post back to us, and still runs nothing.
 */
describe('the API content security policy', () => {
  const app = testApp(undefined);

  it('is strict on JSON answers, /api/health included, whatever the status', async () => {
    const answers = [
      await app.request('/api/health'),
      await app.request('/api/health', { method: 'HEAD' }),
      await app.request('/api/no-such-endpoint'),
      await app.request('/api'),
      await app.request('/api/contact'),
      await app.request('/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
      await app.request('/api/contact', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }),
      await app.request('/api/contact', { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example' }, body: '{}' }),
      await app.request('/api/newsletter/unsubscribe?token=x', { method: 'POST' }),
      await app.request('/api/%zz'),
    ];
    expect(API_CSP).toBe("default-src 'none'; frame-ancestors 'none'");
    for (const response of answers) {
      expect(response.headers.get('content-security-policy'), `${response.url} ${response.status}`).toBe(API_CSP);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect(answers.map((response) => response.status)).toEqual([200, 200, 404, 404, 405, 503, 503, 403, 503, 400]);
  });

  it('lets the HTML pages the API renders show (inline style, a form posting to us) and run nothing', async () => {
    const pages = [
      await app.request('/api/newsletter/confirm?token=abcdefghijklmnopqrstuvwxyz'),
      await app.request('/api/newsletter/unsubscribe'),
      await app.request('/api/contact', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' }, body: 'name=x' }),
      await app.request('/api/contact', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', 'sec-fetch-site': 'cross-site' }, body: 'name=x' }),
    ];
    for (const response of pages) {
      expect(response.headers.get('content-type')).toContain('text/html');
      const csp = response.headers.get('content-security-policy');
      expect(csp).toBe(LOCKED_DOWN_CSP);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("style-src 'unsafe-inline'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('script-src');
      const html = await response.text();
      expect(html).toContain('<style>');
      expect(html).not.toContain('<script');
    }
  });
});
