import { describe, expect, it, vi } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './use-lead-form';

type Values = { name: string };

describe('lazyResolver', () => {
  it('loads the schema once and builds its resolver once, however many times a form validates', async () => {
    const load = vi.fn(async () => ({ make: () => ((values: Values) => ({ values, errors: {} })) as unknown as Resolver<Values, unknown, Values> }));
    const pick = vi.fn((module: Awaited<ReturnType<typeof load>>) => module.make());
    const schema = lazyResolver(load, pick);
    const options = { fields: {}, shouldUseNativeValidation: false } as const;
    await schema.preload();
    const first = await schema.resolver({ name: '' }, undefined, options);
    const second = await schema.resolver({ name: 'Ada' }, undefined, options);
    expect(first.values).toEqual({ name: '' });
    expect(second.values).toEqual({ name: 'Ada' });
    expect(load).toHaveBeenCalledTimes(1);
    // The contact form's pick builds its schema: a new one per Send would parse cold each time (warmUp lost).
    expect(pick).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next use', async () => {
    let attempts = 0;
    const schema = lazyResolver(
      async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('offline');
        return { resolver: ((values: Values) => ({ values, errors: {} })) as unknown as Resolver<Values, unknown, Values> };
      },
      (module) => module.resolver,
    );
    await expect(schema.preload()).rejects.toThrow('offline');
    const result = await schema.resolver({ name: 'Ada' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.values).toEqual({ name: 'Ada' });
    expect(attempts).toBe(2);
  });
});
