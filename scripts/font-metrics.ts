import { brotliDecompressSync } from 'node:zlib';

/**
 * The vertical metrics of a WOFF2 font (its `head` and `hhea` tables), read without a font library: the table
 * directory, then the one Brotli stream that holds every table. Used by app/styles/fonts.test.ts to check the
 * fallbacks' overrides against the files the site serves.
 */
export interface VerticalMetrics {
  unitsPerEm: number;
  ascent: number;
  /** Negative, as in the font. */
  descent: number;
  lineGap: number;
}

/** The WOFF2 known-tag table, up to `loca` (index 11); later indices are neither transformed glyf/loca nor needed here. */
const KNOWN_TAGS = ['cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post', 'cvt ', 'fpgm', 'glyf', 'loca'];

export function woff2VerticalMetrics(file: Buffer): VerticalMetrics {
  if (file.toString('latin1', 0, 4) !== 'wOF2') throw new Error('not a WOFF2 file');
  const numTables = file.readUInt16BE(12);
  let at = 48;
  const base128 = () => {
    let value = 0;
    for (let i = 0; i < 5; i += 1) {
      const byte = file[at++]!;
      value = value * 128 + (byte & 0x7f);
      if ((byte & 0x80) === 0) return value;
    }
    throw new Error('bad UIntBase128');
  };
  const tables: { tag: string; length: number }[] = [];
  for (let i = 0; i < numTables; i += 1) {
    const flags = file[at++]!;
    const index = flags & 0x3f;
    const tag = index === 63 ? file.toString('latin1', at, (at += 4)) : (KNOWN_TAGS[index] ?? `#${index}`);
    const transform = flags >> 6;
    const origLength = base128();
    const transformed = tag === 'glyf' || tag === 'loca' ? transform === 0 : transform !== 0;
    tables.push({ tag, length: transformed ? base128() : origLength });
  }
  const data = brotliDecompressSync(file.subarray(at));
  const offsets = new Map<string, number>();
  let offset = 0;
  for (const table of tables) {
    offsets.set(table.tag, offset);
    offset += table.length;
  }
  const head = offsets.get('head');
  const hhea = offsets.get('hhea');
  if (head === undefined || hhea === undefined) throw new Error('no head or hhea table');
  return {
    unitsPerEm: data.readUInt16BE(head + 18),
    ascent: data.readInt16BE(hhea + 4),
    descent: data.readInt16BE(hhea + 6),
    lineGap: data.readInt16BE(hhea + 8),
  };
}
