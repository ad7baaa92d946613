import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The ranges the self-hosted font is subset to, read from the script that makes it. */
function subsetRanges(): [number, number][] {
  const script = readFileSync(path.resolve('scripts/subset-font.sh'), 'utf8');
  const list = /--unicodes="([^"]+)"/.exec(script)?.[1] ?? '';
  return list.split(',').map((range) => {
    const [from, to] = range.replace(/U\+/g, '').split('-');
    return [parseInt(from!, 16), parseInt(to ?? from!, 16)];
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) && !name.includes('.test.') ? [file] : [];
  });
}

describe('font coverage', () => {
  it('every character the site shows is in the subset font (else it would render in a fallback face)', () => {
    const ranges = subsetRanges();
    expect(ranges.length).toBeGreaterThan(5);
    const covered = (code: number) => code < 0x20 || ranges.some(([from, to]) => code >= from && code <= to);
    const missing: string[] = [];
    for (const file of ['content', 'app', 'components'].flatMap((dir) => sourceFiles(path.resolve(dir)))) {
      for (const char of new Set(readFileSync(file, 'utf8'))) {
        const code = char.codePointAt(0) ?? 0;
        if (!covered(code)) missing.push(`${path.relative(process.cwd(), file)}: "${char}" U+${code.toString(16).toUpperCase()}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
