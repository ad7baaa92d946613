import { describe, expect, it } from 'vitest';
import { ogImagePath, ogImageSegments, pagePathOfOgImage } from './og';

describe('share image paths', () => {
  it('gives every page one PNG under /og, the home page as index', () => {
    expect(ogImagePath('/')).toBe('/og/index.png');
    expect(ogImagePath('/services/devops')).toBe('/og/services/devops.png');
    expect(ogImagePath('/contact')).toBe('/og/contact.png');
  });

  it('maps the image route segments back to the page', () => {
    for (const page of ['/', '/contact', '/services/devops', '/work/bloxios']) {
      expect(pagePathOfOgImage(ogImageSegments(page))).toBe(page);
    }
    expect(pagePathOfOgImage(['services', 'devops.jpg'])).toBeNull();
  });
});
