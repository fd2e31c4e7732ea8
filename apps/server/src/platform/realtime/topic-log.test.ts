import { describe, expect, it } from 'vitest';
import { createTopicLog } from './topic-log.ts';

describe('topic log', () => {
  const at = (seq: number, epoch = 'e1') => ({ epoch, seq });

  it('replays the events after a position, and nothing to a client that has them all', () => {
    const log = createTopicLog<string>({ maxEvents: 10, maxAgeMs: 60_000 });
    for (let seq = 5; seq <= 8; seq += 1) log.add(`ev${seq}`, at(seq));
    expect(log.since('e1', 6)).toEqual([
      { event: 'ev7', seq: 7 },
      { event: 'ev8', seq: 8 },
    ]);
    expect(log.since('e1', 4)?.map((e) => e.seq)).toEqual([5, 6, 7, 8]);
    expect(log.since('e1', 8)).toEqual([]);
    expect(log.since('e1', 3)).toBeNull();
    expect(log.since('e2', 6)).toBeNull();
  });

  it('starts again at a gap or a new epoch, so it never replays with a hole', () => {
    const log = createTopicLog<string>({ maxEvents: 10, maxAgeMs: 60_000 });
    log.add('a', at(1));
    log.add('b', at(2));
    log.add('d', at(4)); // 3 never arrived here
    expect(log.since('e1', 1)).toBeNull();
    expect(log.since('e1', 3)).toEqual([{ event: 'd', seq: 4 }]);
    log.add('d again', at(4)); // a duplicate delivery is ignored
    expect(log.last()).toBe(4);
    log.add('x', at(1, 'e2'));
    expect(log.since('e1', 3)).toBeNull();
    expect(log.epoch()).toBe('e2');
  });

  it('keeps at most maxEvents and nothing older than maxAgeMs', () => {
    let now = 0;
    const log = createTopicLog<number>({ maxEvents: 3, maxAgeMs: 1_000, now: () => now });
    for (let seq = 1; seq <= 5; seq += 1) log.add(seq, at(seq));
    expect(log.since('e1', 1)).toBeNull();
    expect(log.since('e1', 2)?.map((e) => e.seq)).toEqual([3, 4, 5]);
    now = 5_000;
    log.add(6, at(6));
    expect(log.since('e1', 4)).toBeNull();
    expect(log.since('e1', 5)).toEqual([{ event: 6, seq: 6 }]);
  });
});
