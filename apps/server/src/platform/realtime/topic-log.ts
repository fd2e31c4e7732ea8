import type { StreamPosition } from './topic-stream.ts';

/**
 * The recent events of one topic stream as this instance received them, for clients that
 * reconnect (issue 27, decision 0059). It holds a contiguous run of sequences of one epoch and
 * never pretends to more: an event of another epoch starts the log again, and so does a gap (a
 * message Redis did not deliver to this instance), so a client from before the gap is told to
 * resync rather than given a replay with a hole in it.
 */
export interface TopicLog<T> {
  add(event: T, at: StreamPosition): void;
  /**
   * The events after `seq` of `epoch`, oldest first: `[]` when the client missed nothing, `null`
   * when the log does not reach back that far (or holds another epoch): the client must resync.
   */
  since(epoch: string, seq: number): { event: T; seq: number }[] | null;
  epoch(): string | null;
  last(): number;
}

export function createTopicLog<T>(limits: {
  maxEvents: number;
  maxAgeMs: number;
  now?: () => number;
}): TopicLog<T> {
  const now = limits.now ?? Date.now;
  let epoch: string | null = null;
  /** Sequence of entries[0]; entries are contiguous from it. */
  let first = 0;
  let entries: { event: T; at: number }[] = [];

  const trim = () => {
    const oldest = now() - limits.maxAgeMs;
    let drop = Math.max(0, entries.length - limits.maxEvents);
    while (drop < entries.length && entries[drop]!.at < oldest) drop += 1;
    if (drop > 0) {
      entries = entries.slice(drop);
      first += drop;
    }
  };

  return {
    add(event, at) {
      const next = first + entries.length;
      if (at.epoch === epoch && at.seq < next) return; // held already (a duplicate delivery)
      if (at.epoch !== epoch || at.seq > next) {
        // Another stream, or a gap: what came before cannot be replayed whole any more.
        epoch = at.epoch;
        first = at.seq;
        entries = [];
      }
      entries.push({ event, at: now() });
      trim();
    },
    since(askedEpoch, seq) {
      if (epoch === null || askedEpoch !== epoch) return null;
      const last = first + entries.length - 1;
      if (seq >= last) return [];
      if (seq < first - 1) return null;
      const from = seq - first + 1;
      return entries.slice(from).map((e, i) => ({ event: e.event, seq: first + from + i }));
    },
    epoch: () => epoch,
    last: () => (entries.length ? first + entries.length - 1 : first - 1),
  };
}
