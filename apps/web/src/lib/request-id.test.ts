import { describe, expect, it } from 'vitest';
import { ApiError } from './api/api-error.ts';
import { createRequestIds, outcomeUnknown, randomRequestId } from './request-id.ts';

function counter() {
  let n = 0;
  return () => `req-${String(++n).padStart(4, '0')}`;
}

const lost = new ApiError('timeout', 'TIMEOUT', 'timed out');
const refused = new ApiError('business', 'INSUFFICIENT_BALANCE', '余额不足');

describe('randomRequestId', () => {
  it('makes a UUID v4 with randomUUID or, outside a secure context, getRandomValues', () => {
    expect(randomRequestId()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    const fallback = randomRequestId({ getRandomValues: (a) => a });
    expect(fallback).toBe('00000000-0000-4000-8000-000000000000');
  });
});

describe('outcomeUnknown', () => {
  it('is true when no answer came, false when the server answered', () => {
    expect(outcomeUnknown(lost)).toBe(true);
    expect(outcomeUnknown(new ApiError('network', 'NETWORK', 'offline'))).toBe(true);
    expect(outcomeUnknown(refused)).toBe(false);
    expect(outcomeUnknown(new ApiError('session', 'SESSION_INVALID', 'token'))).toBe(false);
    expect(outcomeUnknown(new Error('encryption'))).toBe(false);
  });
});

describe('request ids', () => {
  it('retries a submission whose answer was lost with the same id', async () => {
    const ids = createRequestIds(counter());
    const seen: string[] = [];
    await expect(
      ids.run({ amount: '10' }, async (id) => {
        seen.push(id);
        throw lost;
      }),
    ).rejects.toBe(lost);
    await ids.run({ amount: '10' }, async (id) => seen.push(id));
    expect(seen).toEqual(['req-0001', 'req-0001']);
    expect(ids.current()).toBeNull();
  });

  it('gives a double tap (two runs in flight) the same id', async () => {
    const ids = createRequestIds(counter());
    const seen: string[] = [];
    let release = () => {};
    const first = ids.run({ amount: '10' }, (id) => {
      seen.push(id);
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    const second = ids.run({ amount: '10' }, async (id) => seen.push(id));
    release();
    await Promise.all([first, second]);
    expect(seen).toEqual(['req-0001', 'req-0001']);
  });

  it('starts a new submission after a success, a refusal or a change of the payload', async () => {
    const ids = createRequestIds(counter());
    const seen: string[] = [];
    await ids.run({ amount: '10' }, async (id) => seen.push(id));
    await ids.run({ amount: '10' }, async (id) => seen.push(id));
    await expect(
      ids.run({ amount: '10' }, async (id) => {
        seen.push(id);
        throw refused;
      }),
    ).rejects.toBe(refused);
    await ids.run({ amount: '10' }, async (id) => seen.push(id));
    await expect(
      ids.run({ amount: '10' }, async () => {
        throw lost;
      }),
    ).rejects.toBe(lost);
    await ids.run({ amount: '11' }, async (id) => seen.push(id));
    expect(seen).toEqual(['req-0001', 'req-0002', 'req-0003', 'req-0004', 'req-0006']);
  });

  it('does not depend on the order of the payload keys', async () => {
    const ids = createRequestIds(counter());
    const seen: string[] = [];
    await expect(
      ids.run({ from: 'center', to: 'demo_slot' }, async () => {
        throw lost;
      }),
    ).rejects.toBe(lost);
    await ids.run({ to: 'demo_slot', from: 'center' }, async (id) => seen.push(id));
    expect(seen).toEqual(['req-0001']);
  });
});
