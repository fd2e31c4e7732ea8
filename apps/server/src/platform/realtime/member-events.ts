import { EventEmitter } from 'node:events';

export interface BalanceChanged {
  siteCode: string;
  memberId: bigint;
}

/**
 * In-process pub/sub of member events (DESIGN.md §3 embedded mode). Services publish after their
 * transaction commits; the WebSocket hub listens. In scale mode a Redis fan-out replaces this
 * behind the same two functions.
 */
export function createMemberEvents() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    balanceChanged(siteCode: string, ...memberIds: bigint[]): void {
      for (const memberId of new Set(memberIds)) emitter.emit('balance', { siteCode, memberId });
    },
    onBalanceChanged(listener: (event: BalanceChanged) => void): () => void {
      emitter.on('balance', listener);
      return () => emitter.off('balance', listener);
    },
  };
}

export type MemberEvents = ReturnType<typeof createMemberEvents>;
