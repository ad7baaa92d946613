/**
 * The font rule of `npm run content:check`: every character a collection file holds is in the self-hosted subset
 * font (else it renders in a fallback face). scripts/subset-font.sh, which makes the font, is the source of truth
 * for what it covers; content/font-coverage.test.ts applies the rule to the code's own text as well.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { collectionFiles } from '../content/registry/source-files';

/** The script that makes the self-hosted font. */
export const subsetScript = () => readFileSync(path.resolve('scripts/subset-font.sh'), 'utf8');

/** The character ranges both faces are subset to (one list in the script). */
export function subsetRanges(): [number, number][] {
  const list = /^unicodes="([^"]+)"/m.exec(subsetScript())?.[1] ?? '';
  return list.split(',').map((range) => {
    const [from, to] = range.replace(/U\+/g, '').split('-');
    return [parseInt(from!, 16), parseInt(to ?? from!, 16)];
  });
}

/** "file: "c" U+XXXX" for every character of the files the subset font lacks. */
export function uncoveredCharacters(files: readonly string[]): string[] {
  const ranges = subsetRanges();
  const covered = (code: number) => code < 0x20 || ranges.some(([from, to]) => code >= from && code <= to);
  const missing: string[] = [];
  for (const file of files) {
    for (const char of new Set(readFileSync(file, 'utf8'))) {
      const code = char.codePointAt(0) ?? 0;
      if (!covered(code)) missing.push(`${path.relative(process.cwd(), file)}: "${char}" U+${code.toString(16).toUpperCase()}`);
    }
  }
  return missing;
}

/** "file: (text): reason" for every character of a collection file the site's font lacks. */
export function collectionFontProblems(files = collectionFiles()): string[] {
  return uncoveredCharacters(files).map((line) => {
    const at = line.lastIndexOf(': ');
    return `${line.slice(0, at)}: (text): ${line.slice(at + 2)} is not in the site's font and would show in a fallback face; type a common character instead`;
  });
}
