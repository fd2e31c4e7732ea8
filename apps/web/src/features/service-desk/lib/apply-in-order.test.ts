import type { DeskMessage } from '@houseline/shared/api/contract/service-desk';
import { describe, expect, it } from 'vitest';
import { applyInOrder } from './apply-in-order.ts';

const m = (seq: number): DeskMessage => ({
  conversationId: '1',
  seq,
  author: 'member',
  agentName: null,
  text: `t${seq}`,
  image: null,
  createdAt: '2026-12-01T00:00:00Z',
});

describe('applyInOrder', () => {
  it('takes the next messages once each, in order, whatever order they came in', () => {
    expect(applyInOrder(0, [m(2), m(1), m(3)]).applied.map((x) => x.seq)).toEqual([1, 2, 3]);
    expect(applyInOrder(2, [m(1), m(2), m(3)])).toMatchObject({ last: 3, gap: false });
  });
  it('stops at a gap and says so, showing nothing past it', () => {
    const result = applyInOrder(1, [m(2), m(4)]);
    expect(result).toMatchObject({ last: 2, gap: true });
    expect(result.applied.map((x) => x.seq)).toEqual([2]);
  });
});
