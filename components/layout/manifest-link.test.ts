// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { linkManifestAfterLoad } from './manifest-link';

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  delete document.body.dataset.manifest;
});

describe('linkManifestAfterLoad', () => {
  it('links the manifest the layout names once the page has loaded, once', () => {
    vi.useFakeTimers();
    document.body.dataset.manifest = '/manifest.webmanifest';
    linkManifestAfterLoad();
    linkManifestAfterLoad();
    vi.runAllTimers();
    const links = document.querySelectorAll('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/manifest.webmanifest');
  });

  it('links nothing where the layout names no manifest', () => {
    vi.useFakeTimers();
    linkManifestAfterLoad();
    vi.runAllTimers();
    expect(document.querySelector('link[rel="manifest"]')).toBeNull();
  });
});
