import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import type { Lead } from './operations';

describe('toCsv', () => {
  it('leaves out internal hashes: ipHash, networkHash, submissionDigest (issue 41, finding 5)', () => {
    const lead = { type: 'booking', id: 'b1', createdAt: '2026-11-27T09:00:00.000Z', name: 'Ada', ipHash: 'ip-hash-value', networkHash: 'network-hash-value', submissionDigest: 'digest-value', submissionId: 'sub-1' } as Lead;
    const csv = toCsv([lead]);
    expect(csv.split('\n')[0]).toBe('"type","id","createdAt","name","submissionId"');
    expect(csv).not.toMatch(/hash|digest/i);
    expect(csv).toContain('"Ada"');
  });
});
