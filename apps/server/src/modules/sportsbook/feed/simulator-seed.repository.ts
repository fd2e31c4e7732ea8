import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';

/**
 * The simulator's seed of this database (issue 23 item 11, decision 0053): 32 random bytes,
 * generated on first use and kept beside the deployment's other key material (server_keys), so
 * every instance and every restart plays the same world while nobody can compute it from the
 * code. Two instances may race on first start: the first insert wins and both read it back.
 * The seed is secret: it is never logged nor sent anywhere.
 */
const SEED_ID = 'feed-simulator-seed';

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? result) as T[];
}

export async function loadOrCreateSimulatorSeed(db: Db): Promise<string> {
  const candidate = randomBytes(32).toString('hex');
  // public_key is not null in server_keys; a seed has no public half.
  await db.execute(sql`insert into server_keys (id, public_key, private_key)
    values (${SEED_ID}, '', ${candidate}) on conflict (id) do nothing`);
  const rows = rowsOf<{ seed: string }>(
    await db.execute(sql`select private_key as seed from server_keys where id = ${SEED_ID}`),
  );
  return rows[0]!.seed;
}
