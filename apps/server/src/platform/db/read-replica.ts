import type { FastifyBaseLogger } from 'fastify';
import type { MemberEvents } from '../realtime/member-events.ts';
import { type Database, openDatabase } from './client.ts';
import { createReadRouter, lsnSource, type ReadRouter } from './read-router.ts';

export interface ReadReplicaOptions {
  /** DATABASE_READ_URL; without it every read goes to the primary. */
  readUrl: string | undefined;
  database: Database;
  events: Pick<MemberEvents, 'onBalanceChanged'>;
  log: FastifyBaseLogger;
  poolSize: number;
  freshForMs?: number;
}

/**
 * Opens the read replica (when there is one) and the router in front of it (read-router.ts). A
 * member's balance event — published after every money movement's commit, on every instance in
 * scale mode — marks them as having just written, so their next records read from the primary.
 */
export async function openReadReplica(
  options: ReadReplicaOptions,
): Promise<{ reads: ReadRouter; close(): Promise<void> }> {
  const { database, log } = options;
  if (!options.readUrl || database.kind !== 'postgres' || !database.pool) {
    const reads = createReadRouter({ primary: database.db });
    return { reads, close: async () => reads.stop() };
  }
  const replica = await openDatabase({ url: options.readUrl, poolSize: options.poolSize });
  const primaryPool = database.pool;
  const reads = createReadRouter({
    primary: database.db,
    replica: {
      db: replica.db,
      primaryLsn: lsnSource((text) => primaryPool.query(text), 'primary'),
      replicaLsn: lsnSource((text) => replica.pool!.query(text), 'replica'),
    },
    ...(options.freshForMs !== undefined ? { freshForMs: options.freshForMs } : {}),
    onChange: (state) => log.warn({ replica: state }, `read replica is ${state.replica}`),
  });
  const unsubscribe = options.events.onBalanceChanged(({ siteCode, memberId }) =>
    reads.markWrite(siteCode, memberId),
  );
  await reads.check();
  return {
    reads,
    close: async () => {
      unsubscribe();
      reads.stop();
      await replica.close();
    },
  };
}
