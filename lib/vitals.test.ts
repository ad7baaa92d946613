import { describe, expect, it } from 'vitest';
import { deviceClass, normaliseVitalPath, rateVital, vitalBeacon } from './vitals';

describe('vitalBeacon', () => {
  it('carries the path, metric, value, rating and device, and nothing else', () => {
    expect(vitalBeacon('/privacy', { name: 'LCP', value: 1234.56, rating: 'good' }, 'desktop')).toEqual({ path: '/privacy', metric: 'LCP', value: 1235, rating: 'good', device: 'desktop' });
  });
  it('rounds CLS to four decimals and the times to whole milliseconds', () => {
    expect(vitalBeacon('/', { name: 'CLS', value: 0.123456, rating: 'needs-improvement' }, 'mobile').value).toBe(0.1235);
    expect(vitalBeacon('/', { name: 'INP', value: 199.5, rating: 'good' }, 'tablet').value).toBe(200);
  });
  it('is a beacon the endpoint takes: a path it normalises to itself, the rating of its value', () => {
    const beacon = vitalBeacon('/services/devops', { name: 'INP', value: 180.2, rating: 'good' }, deviceClass(true, 390));
    expect(normaliseVitalPath(beacon.path)).toBe(beacon.path);
    expect(rateVital(beacon.metric, beacon.value)).toBe(beacon.rating);
    expect(beacon.device).toBe('mobile');
  });
});
