import { statSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mediaKitFiles } from '@/content/media-kit';
import { formatBytes } from '@/lib/format';
import { loadMediaKit } from '@/lib/media-kit';
import { MediaKitList } from './press-sections';

describe('MediaKitList', () => {
  it('shows each file’s type and the size of the file on disk, and links to the file for download', () => {
    const html = renderToStaticMarkup(<MediaKitList files={loadMediaKit(mediaKitFiles())} />);
    for (const item of mediaKitFiles()) {
      const bytes = statSync(path.join(process.cwd(), 'public', item.file)).size;
      expect(html).toContain(`<data value="${bytes}" data-media-size="true">${formatBytes(bytes)}</data>`);
      expect(html).toContain(`href="${item.file}" download=""`);
    }
    expect(html.match(/>PDF</g)).toHaveLength(2);
    expect(html.match(/>ZIP</g)).toHaveLength(2);
  });

  it('fails loudly when a listed file is missing instead of inventing a size', () => {
    expect(() => loadMediaKit([{ ...mediaKitFiles()[0]!, file: '/media-kit/missing.pdf' }])).toThrow(/ENOENT/);
  });
});
