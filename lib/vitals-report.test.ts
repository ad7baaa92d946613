// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

type Report = (metric: { name: string; value: number; rating: string }) => void;
const reporters: Record<string, Report> = {};
vi.mock('web-vitals', () => ({
  onLCP: (report: Report) => (reporters.LCP = report),
  onINP: (report: Report) => (reporters.INP = report),
  onCLS: (report: Report) => (reporters.CLS = report),
}));

const { reportVitalsWhenIdle } = await import('./vitals-report');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  for (const name of Object.keys(reporters)) delete reporters[name];
});

describe('reportVitalsWhenIdle', () => {
  it('loads the library only when idle, then sends one beacon per metric to /api/vitals', async () => {
    vi.useFakeTimers();
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    reportVitalsWhenIdle();
    expect(reporters.LCP).toBeUndefined();
    // jsdom has no requestIdleCallback: a second, as in Safari.
    await vi.advanceTimersByTimeAsync(1000);
    await vi.dynamicImportSettled();
    vi.useRealTimers();
    await vi.waitFor(() => expect(reporters.LCP).toBeDefined());
    reporters.LCP!({ name: 'LCP', value: 812.4, rating: 'good' });
    reporters.CLS!({ name: 'CLS', value: 0.01234, rating: 'good' });
    expect(sendBeacon).toHaveBeenCalledWith('/api/vitals', JSON.stringify({ path: '/', metric: 'LCP', value: 812, rating: 'good', device: 'desktop' }));
    expect(sendBeacon).toHaveBeenCalledWith('/api/vitals', JSON.stringify({ path: '/', metric: 'CLS', value: 0.0123, rating: 'good', device: 'desktop' }));
  });

  it('loads nothing once stopped, nor where the browser has no beacons', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: vi.fn() });
    reportVitalsWhenIdle()();
    await vi.advanceTimersByTimeAsync(2000);
    await vi.dynamicImportSettled();
    expect(reporters.LCP).toBeUndefined();
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: undefined });
    reportVitalsWhenIdle();
    await vi.advanceTimersByTimeAsync(2000);
    await vi.dynamicImportSettled();
    expect(reporters.LCP).toBeUndefined();
  });
});
