import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { heroArt, heroArtScenes, type HeroArtScene } from '../../content/hero-art';
import { offerTimelines } from '../../content/company/promises';
import { growthPaths, phaseDays } from '../../content/services/growth-paths';
import { scenes } from './scenes';
import { LADDER_LEVELS } from '../../content/careers/pay';
import { careerLadderRungs, launchWeeks, transformPlan } from './scenes-pages';

describe('the hero artwork in public/art/hero/', () => {
  it('is what the scenes draw from today’s content (run npx tsx scripts/make-hero-art.ts after a change)', () => {
    const stale = (Object.keys(heroArtScenes) as HeroArtScene[]).filter(
      (scene) => readFileSync(path.join(import.meta.dirname, '..', '..', 'public', heroArt(scene).src), 'utf8') !== scenes[scene](),
    );
    expect(stale).toEqual([]);
  });

  it('draws the Launch roadmap from the Launch page’s timeline, ending within the 90 days it promises', () => {
    expect(launchWeeks()).toEqual([
      ['Discovery', 'wk 1-2'],
      ['Design', 'wk 3-4'],
      ['Build', 'wk 5-10'],
      ['Launch', 'wk 11-12'],
    ]);
    const launch = growthPaths().find((entry) => entry.slug === 'launch')!;
    const lastWeek = Number(launchWeeks().at(-1)![1].split('-')[1]);
    expect(lastWeek * 7).toBe(launch.timeline.reduce((days, phase) => days + phaseDays(phase.duration), 0));
    expect(lastWeek * 7).toBeLessThanOrEqual(Number.parseInt(offerTimelines.launch.mvp, 10));
  });

  it('draws the Transform plan from the Transform page’s timeline: production in the week its pilot ends', () => {
    const transform = growthPaths().find((entry) => entry.slug === 'transform')!;
    const counted = transform.timeline.reduce((days, phase) => days + phaseDays(phase.duration), 0) / 7;
    expect(transformPlan().weeks).toBe(counted);
    expect(transformPlan().phases.map((phase) => phase.title)).toEqual(transform.timeline.map((phase) => phase.phase));
    // The pilot phase says where it stands by then.
    expect(transform.timeline.find((phase) => phase.phase === 'Pilot')?.description).toContain(`week ${counted}`);
  });

  it('draws the careers ladder with as many levels as the job pages count ("level 4 of the 6"), not a ladder of its own', () => {
    expect(careerLadderRungs().map((rung) => rung.label)).toEqual(Array.from({ length: LADDER_LEVELS }, (_, i) => `Level ${i + 1}`));
  });
});
