import { describe, expect, it } from 'vitest';
import { createSharedBurst } from './shared-burst.ts';

describe('task-group fetch throttle (100 ms)', () => {
  it('makes one request for a burst of calls within the window', async () => {
    let clock = 1_000;
    let requests = 0;
    const burst = createSharedBurst(
      async () => ++requests,
      100,
      () => clock,
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => {
        clock = 1_000 + i * 9; // 0..81 ms after the first
        return burst.call();
      }),
    );
    expect(requests).toBe(1);
    expect(new Set(answers)).toEqual(new Set([1]));
    clock = 1_099;
    expect(await burst.call()).toBe(1);
    clock = 1_100;
    expect(await burst.call()).toBe(2);
    expect(requests).toBe(2);
  });

  it('retries at once after a failure and forgets everything on reset', async () => {
    const clock = 5_000;
    let requests = 0;
    const burst = createSharedBurst(
      async () => {
        requests += 1;
        if (requests === 1) throw new Error('down');
        return requests;
      },
      100,
      () => clock,
    );
    await expect(burst.call()).rejects.toThrow('down');
    expect(await burst.call()).toBe(2);
    expect(await burst.call()).toBe(2);
    burst.reset();
    expect(await burst.call()).toBe(3);
  });
});
