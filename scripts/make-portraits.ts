/**
 * Writes every person's illustrated portrait from the roster (content/company/people.ts): staff without an
 * uploaded photo and client contacts, one public/portraits/{id}.svg each (scripts/hero-art/portrait.ts draws
 * them), and removes the portrait of anyone no longer drawn. Run after adding or renaming a person who has no
 * photo, and commit the files:
 *   npx tsx scripts/make-portraits.ts
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { portraitSrc } from '../content/company/portraits';
import { rosterPortraits } from './hero-art/portrait-roster';
import { drawPortrait } from './hero-art/portrait';

const publicDir = path.join(import.meta.dirname, '..', 'public');
const dir = path.join(publicDir, 'portraits');
mkdirSync(dir, { recursive: true });
const written = new Set<string>();
for (const person of rosterPortraits()) {
  const file = path.join(publicDir, portraitSrc(person.name));
  writeFileSync(file, drawPortrait(person));
  written.add(path.basename(file));
}
for (const name of readdirSync(dir)) if (!written.has(name)) rmSync(path.join(dir, name));
console.log(`${written.size} portraits in public/portraits/`);
