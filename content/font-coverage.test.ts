import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSourceFiles, sourceFiles as copySourceFiles } from './registry/source-files';
import { withFixtureCollection } from './shared/temp-content';
import { collectionFontProblems, subsetRanges, subsetScript, uncoveredCharacters } from '../scripts/font-coverage-check';

const subsetScriptText = subsetScript();

/** The weight range the font keeps. */
function fontWeightRange(): [number, number] {
  const match = /wght=(\d+):(\d+)/.exec(subsetScriptText);
  if (!match) throw new Error('scripts/subset-font.sh no longer limits the weight axis');
  return [Number(match[1]), Number(match[2])];
}

/** Source files (tests excluded) below the given folders whose names match `extensions`. */
function sourceFiles(dirs: string[], extensions: RegExp): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) return walk(file);
      return extensions.test(name) && !name.includes('.test.') ? [file] : [];
    });
  return dirs.flatMap((dir) => walk(path.resolve(dir)));
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

/** Characters of the site's text (content modules, every collection's YAML and Markdown, app, components) the subset font lacks. */
const siteUncoveredCharacters = () => uncoveredCharacters([...contentSourceFiles(), ...copySourceFiles(['app', 'components'], /\.(tsx?|md)$/)]);

describe('font coverage', () => {
  it('every character the site shows is in the subset font (else it would render in a fallback face)', () => {
    expect(subsetRanges().length).toBeGreaterThan(5);
    expect(contentSourceFiles().filter((file) => file.endsWith('.md')).length).toBeGreaterThanOrEqual(6);
    expect(siteUncoveredCharacters()).toEqual([]);
  });

  it('reads every collection’s files: a character outside the font typed into a YAML entry fails', () => {
    const found = withFixtureCollection('yaml', { 'office.yaml': 'city: Zürich → Kraków ✓\n' }, siteUncoveredCharacters);
    expect(found.some((line) => /office\.yaml: "✓"/.test(line))).toBe(true);
    // content:check runs the rule on the collections' files.
    expect(collectionFontProblems()).toEqual([]);
    expect(withFixtureCollection('yaml', { 'office.yaml': 'city: Baltimore ✓\n' }, () => collectionFontProblems())).toEqual([
      expect.stringMatching(/office\.yaml: \(text\): "✓" U\+2713 is not in the site's font/),
    ]);
  });

  it('every weight the site asks for is inside the subset font, so none is synthesised or clamped', () => {
    const [min, max] = fontWeightRange();
    const declared = /font-family: geistSans;[^}]*font-weight: (\d+) (\d+);/.exec(readFileSync(path.resolve('app/styles/fonts.css'), 'utf8'));
    expect(declared?.slice(1).map(Number)).toEqual([min, max]);

    const outside: string[] = [];
    for (const file of sourceFiles(['app', 'components', 'content', 'lib'], /\.(ts|tsx|css)$/)) {
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

  it('the display face keeps the one weight every h1 and h2 asks for, so no headline is synthesised', () => {
    const instanced = /bricolage[^\n]*\n?[^\n]*\bwght=(\d+)\b/.exec(subsetScriptText)?.[1];
    const declared = /font-family: displayFace;[^}]*font-weight: (\d+);/.exec(readFileSync(path.resolve('app/styles/fonts.css'), 'utf8'))?.[1];
    expect(instanced).toBeDefined();
    expect(declared).toBe(instanced);

    const other: string[] = [];
    for (const file of sourceFiles(['app', 'components'], /\.tsx$/)) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/<h[12]\b[^>]*className=(?:"([^"]*)"|\{[^}]*?'([^']*)')/g)) {
        const classes = match[1] ?? match[2] ?? '';
        if (/\b(eyebrow|sr-only)\b/.test(classes)) continue;
        for (const weight of classes.matchAll(/\bfont-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)\b/g)) {
          if (tailwindWeights[weight[1]!] !== Number(instanced)) other.push(`${path.relative(process.cwd(), file)}: ${weight[0]}`);
        }
      }
    }
    expect(other).toEqual([]);
  });
});
