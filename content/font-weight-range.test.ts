import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The weight range the self-hosted font keeps, read from the script that makes it. */
function fontWeightRange(): [number, number] {
  const script = readFileSync(path.resolve('scripts/subset-font.sh'), 'utf8');
  const match = /wght=(\d+):(\d+)/.exec(script);
  if (!match) throw new Error('scripts/subset-font.sh no longer limits the weight axis');
  return [Number(match[1]), Number(match[2])];
}

const tailwindWeights: Record<string, number> = {
  thin: 100,
  extralight: 200,
  light: 300,
  normal: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
  extrabold: 800,
  black: 900,
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|css)$/.test(name) && !name.includes('.test.') ? [file] : [];
  });
}

describe('font weight range', () => {
  it('every weight the site asks for is inside the subset font, so none is synthesised or clamped', () => {
    const [min, max] = fontWeightRange();
    const declared = /weight: '(\d+) (\d+)'/.exec(readFileSync(path.resolve('app/fonts.ts'), 'utf8'));
    expect(declared?.slice(1).map(Number)).toEqual([min, max]);

    const outside: string[] = [];
    for (const file of ['app', 'components', 'content', 'lib'].flatMap((dir) => sourceFiles(path.resolve(dir)))) {
      const source = readFileSync(file, 'utf8');
      const weights = [
        ...[...source.matchAll(/\bfont-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)\b/g)].map(
          (match) => tailwindWeights[match[1]!]!,
        ),
        ...[...source.matchAll(/font-weight:\s*(\d+)/g)].map((match) => Number(match[1])),
        ...[...source.matchAll(/weight = (\d+)/g)].map((match) => Number(match[1])),
      ];
      for (const weight of weights) {
        if (weight < min || weight > max) outside.push(`${path.relative(process.cwd(), file)}: ${weight}`);
      }
    }
    expect(outside).toEqual([]);
  });
});
