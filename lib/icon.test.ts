import { describe, expect, it } from 'vitest';
import { iconSvg, svgDataUrl } from './icon';

describe('the inline site icon', () => {
  it('decodes back to the same picture as public/icon.svg', () => {
    const url = svgDataUrl(iconSvg);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    const decoded = decodeURIComponent(url.slice('data:image/svg+xml,'.length));
    expect(decoded).toBe(iconSvg.replace(/\s+/g, ' ').replace(/"/g, "'"));
    expect(decoded).toContain('<svg');
    expect(decoded).toContain('fill=\'#4353ff\'');
  });

  it('is safe inside a double-quoted HTML attribute and a URL', () => {
    const url = svgDataUrl('<svg a="1" b="50%" c="#x"><g>&amp;?</g></svg>');
    expect(url).not.toMatch(/["<>#\s&?]/);
    expect(url).not.toMatch(/%(?![0-9A-F]{2})/);
    expect(decodeURIComponent(url)).toBe("data:image/svg+xml,<svg a='1' b='50%' c='#x'><g>&amp;?</g></svg>");
  });
});
