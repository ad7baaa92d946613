import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BookingConfirmation, SlotsAnswer } from '@/lib/forms/booking';
import { callTypes } from '@/content/scheduling';
import { practiceHosts } from '@/lib/schedule/practice-hosts';
import type { DatabaseHandle } from '../db';
import { createApp } from '../app';
import { backends, clearTables, openTestDatabase } from '../testing/test-support';

const discovery = callTypes.find((type) => type.id === 'discovery')!;
const review = callTypes.find((type) => type.id === 'technical-review')!;

describe('the lead of a practice, from the roster', () => {
  it('is the host who leads the service group or the industry of the page', () => {
    expect(practiceHosts('machine-learning-development', discovery)).toEqual(['priya-raman']);
    expect(practiceHosts('generative-ai', review)).toEqual(['priya-raman']);
    expect(practiceHosts('web3-development', discovery)).toEqual(['marcus-lindqvist']);
    expect(practiceHosts('fintech', discovery)).toEqual(['elena-marchetti']);
    expect(practiceHosts('healthcare', discovery)).toEqual(['priya-raman']);
    // The delivery lead takes no technical reviews: a design page's review goes to the round robin.
    expect(practiceHosts('logo-branding', discovery)).toEqual(['james-whitfield']);
    expect(practiceHosts('logo-branding', review)).toEqual([]);
    expect(practiceHosts('not-a-page', discovery)).toEqual([]);
    expect(practiceHosts(undefined, discovery)).toEqual([]);
  });
});

describe.each(backends.slice(0, 1))('a call booked from a practice’s page with whoever is free, on $name', ({ name, env, skip }) => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  let address = 0;
  const book = async (body: Record<string, unknown>) =>
    app.request('/api/schedule/bookings', {
      method: 'POST',
      headers: { 'x-forwarded-for': `198.51.100.${(address += 1)}`, 'user-agent': 'vitest', 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ name: 'Ada Lovelace', email: `ada${address}@example.com`, host: 'any', ...body }),
    });
  /** The first time at which every host of the call type is free. */
  const everyoneFree = async (type: string, after = 0) => {
    const answer = (await (await app.request(`/api/schedule/slots?type=${type}&host=any`)).json()) as SlotsAnswer;
    const hosts = callTypes.find((entry) => entry.id === type)!.hosts;
    return answer.slots.filter((slot) => hosts.every((host) => slot.hosts?.includes(host)))[after]!.start;
  };
  const hostOf = async (response: Response) => {
    expect(response.status).toBe(201);
    return ((await response.json()) as BookingConfirmation).host?.id;
  };

  beforeAll(async () => {
    if (skip) return;
    handle = await openTestDatabase(env, `practice_routing_${name}`);
    app = createApp({ root: '/nonexistent', db: handle.db, api: { trustProxy: true, ipHashSecret: 'test', siteUrl: 'https://site.test', log: { info: () => {}, error: () => {} } } });
  }, 120_000);
  afterAll(async () => handle?.close());
  beforeEach(async () => {
    if (!skip) await clearTables(handle);
  });

  it.skipIf(skip)('goes to the practice’s lead when free, not to the round robin’s first pick', async () => {
    const start = await everyoneFree('discovery');
    // With no page, the round robin gives a fresh calendar's first call to the call type's first host.
    expect(await hostOf(await book({ start, type: 'discovery' }))).toBe(discovery.hosts[0]);
    await clearTables(handle);
    expect(await hostOf(await book({ start, type: 'discovery', practice: 'machine-learning-development' }))).toBe('priya-raman');
    expect(await hostOf(await book({ start, type: 'discovery', practice: 'fintech' }))).toBe('elena-marchetti');
    expect(await hostOf(await book({ start: await everyoneFree('technical-review'), type: 'technical-review', practice: 'nft-marketplace-development' }))).toBe('marcus-lindqvist');
  });

  it.skipIf(skip)('falls back to whoever is free when the lead is taken then', async () => {
    const start = await everyoneFree('discovery');
    expect(await hostOf(await book({ start, type: 'discovery', practice: 'generative-ai' }))).toBe('priya-raman');
    const next = await hostOf(await book({ start, type: 'discovery', practice: 'generative-ai' }));
    expect(next).toBeDefined();
    expect(next).not.toBe('priya-raman');
  });

  it.skipIf(skip)('books as the round robin would when the page is unknown or hostile, never refusing the call', async () => {
    const start = await everyoneFree('discovery');
    for (const practice of ['<script>alert(1)</script>', '../../etc/passwd', 'x'.repeat(500), 42, ['healthcare']]) {
      await clearTables(handle);
      expect(await hostOf(await book({ start, type: 'discovery', practice }))).toBe(discovery.hosts[0]);
    }
  });
});
