/**
 * Writes the hero artwork: one SVG per scene of content/hero-art.ts in public/art/hero/{scene}.svg,
 * drawn by scripts/hero-art/scenes.ts (560x420, text set as outlines from Geist, no web font).
 * Run after adding or changing a scene, and commit the files:
 *   npx tsx scripts/make-hero-art.ts
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { heroArt, heroArtScenes, type HeroArtScene } from '../content/hero-art';
import { scenes } from './hero-art/scenes';

const dir = path.join(import.meta.dirname, '..', 'public', 'art', 'hero');
mkdirSync(dir, { recursive: true });
const names = Object.keys(heroArtScenes) as HeroArtScene[];
for (const file of readdirSync(dir)) if (!names.some((scene) => `${scene}.svg` === file)) rmSync(path.join(dir, file));
for (const scene of names) {
  const svg = scenes[scene]();
  writeFileSync(path.join(import.meta.dirname, '..', 'public', heroArt(scene).src), svg);
  console.log(`${heroArt(scene).src}: ${(svg.length / 1024).toFixed(1)} KB`);
}
