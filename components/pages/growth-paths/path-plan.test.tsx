// @vitest-environment jsdom
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pathPrices, priceLabel } from '@/content/company/prices';
import { growthPathPage, growthPaths, phaseDays, type PathPlanSection } from '@/content/services/growth-paths';
import { PathPlan } from './path-plan';

afterEach(cleanup);

function planOf(slug: string): PathPlanSection {
  const page = growthPathPage(growthPaths().find((path) => path.slug === slug)!);
  const plan = page.sections[0];
  if (plan?.kind !== 'pathPlan') throw new Error(`${slug}: the page does not open with its plan`);
  return plan;
}

describe('a growth path’s plan', () => {
  // The first read of the content files (the pages, the catalogs, the proof) takes seconds on a busy machine.
  beforeAll(() => void growthPaths().map(growthPathPage), 30_000);

  it('opens every growth path page, right under the hero, on the dark band', () => {
    for (const path of growthPaths()) {
      const plan = planOf(path.slug);
      expect(plan.tone).toBe('dark');
      expect(plan.phases.map((phase) => phase.title)).toEqual(path.timeline.map((phase) => phase.phase));
    }
  });

  it('lists each phase with the weeks it spans, counted from the file’s durations, the open-ended one last', () => {
    const { container } = render(<PathPlan section={planOf('transform')} />);
    const phases = within(container.querySelector('ol')!).getAllByRole('listitem');
    expect(phases.map((phase) => phase.querySelector('p')?.textContent)).toEqual(['Week 1', 'Weeks 2–4', 'Weeks 5–12', 'From week 13']);
    // The heading is the phase's name alone; its duration stands beside it.
    expect(phases.map((phase) => phase.querySelector('h3')?.textContent)).toEqual(['Workshop', 'Design', 'Pilot', 'Roll-out']);
    expect(phases.map((phase) => phase.querySelector('h3')?.nextElementSibling?.textContent)).toEqual(['1 week', '3 weeks', '8 weeks', 'Ongoing']);
  });

  it('draws the week track to scale: one bar per phase, as many weeks long as the phase, on a ruler of the weeks counted', () => {
    for (const path of growthPaths()) {
      const { container } = render(<PathPlan section={planOf(path.slug)} />);
      const track = container.querySelector<HTMLElement>('[data-week-track]')!;
      expect(track.getAttribute('aria-hidden')).toBe('true');
      const counted = path.timeline.reduce((days, phase) => days + phaseDays(phase.duration), 0) / 7;
      const bars = [...track.children].filter((child) => (child as HTMLElement).style.gridColumn);
      expect(bars).toHaveLength(path.timeline.length);
      const fixed = bars.map((bar) => (bar as HTMLElement).style.gridColumn).filter((_, index) => phaseDays(path.timeline[index]!.duration) > 0);
      expect(fixed.reduce((weeks, column) => weeks + Number(/span (\d+)/.exec(column)?.[1]), 0)).toBe(counted);
      expect(track.textContent).toContain(String(counted));
      cleanup();
    }
  });

  it('says what the path costs at the source’s prices, with the call that starts it, and links every service it draws on', () => {
    const plan = planOf('scale');
    render(<PathPlan section={plan} />);
    const price = document.getElementById('price')!;
    expect(within(price).getByRole('heading', { level: 2 }).textContent).toBe('What Scale costs');
    for (const line of pathPrices.scale.lines) expect(price.textContent).toContain(priceLabel(line));
    expect(within(price).getByRole('link', { name: 'Book a discovery call' }).getAttribute('href')).toMatch(/^\/contact\?call=discovery/);
    const services = document.getElementById('services')!;
    expect(within(services).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(plan.services.services.map((service) => `/services/${service.slug}`));
  });
});
