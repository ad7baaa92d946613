import { describe, expect, it } from 'vitest';
import { OG_IMAGE_SIZE } from './og';
import { shareImagePng } from './og-image';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(data: ArrayBuffer): { width: number; height: number } {
  const view = new DataView(data);
  expect([...new Uint8Array(data, 0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('shareImagePng', () => {
  it("draws a page's share card as a 1200x630 PNG", { timeout: 30_000 }, async () => {
    const png = await shareImagePng('/services/devops');
    expect(png).toBeDefined();
    expect(pngSize(png!)).toEqual(OG_IMAGE_SIZE);
    // A drawn card, not an empty canvas: text and gradients take tens of kilobytes.
    expect(png!.byteLength).toBeGreaterThan(20_000);
  });

  it('has no image for a path that is no page', async () => {
    expect(await shareImagePng('/no-such-page')).toBeUndefined();
  });
});
