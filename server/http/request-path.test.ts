import { describe, expect, it } from 'vitest';
import { checkRequestPath, isApiPath } from './request-path';

describe('checkRequestPath', () => {
  it('normalises slashes, backslashes and dot segments', () => {
    expect(checkRequestPath('//evil.com/')).toEqual({ ok: true, decoded: '//evil.com/', normalised: '/evil.com' });
    expect(checkRequestPath('/%5cevil.com/')).toMatchObject({ ok: true, normalised: '/evil.com' });
    expect(checkRequestPath('/a/./b/../c/')).toMatchObject({ ok: true, normalised: '/a/c' });
    expect(checkRequestPath('/')).toMatchObject({ ok: true, normalised: '/' });
  });

  it('refuses control characters (raw or encoded), bad escapes and climbing above the root', () => {
    for (const raw of ['/a%00', '/%0d%0a', '/%09/evil.com/', '/a%7F', '/a\u0001', '/%zz', '/%e0%a4%a', '/../x', '/%2e%2e/x', '/a/..%2f..%2fx', 'evil.com']) {
      expect(checkRequestPath(raw), raw).toMatchObject({ ok: false, status: 400 });
    }
  });

  it('answers 414 past 2048 characters and 404 for a segment no file can have', () => {
    expect(checkRequestPath(`/${'a'.repeat(2048)}`)).toMatchObject({ ok: false, status: 414 });
    expect(checkRequestPath(`/${'a/'.repeat(1023)}a`)).toMatchObject({ ok: true });
    expect(checkRequestPath(`/x/${'a'.repeat(256)}`)).toMatchObject({ ok: false, status: 404 });
  });

  it('knows the API paths', () => {
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/api/health')).toBe(true);
    expect(isApiPath('/apis')).toBe(false);
  });
});
