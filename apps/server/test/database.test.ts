import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemberRepository } from '../src/modules/member/member.repository.ts';
import { type Database, migrateDatabase } from '../src/platform/db/client.ts';
import { BACKENDS, openTestDatabase } from './helpers.ts';

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? result) as T[];
}

describe('embedded database directory', () => {
  it('belongs to one process: a second open of the same directory is refused', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { openDatabase } = await import('../src/platform/db/client.ts');
    const root = mkdtempSync(path.join(tmpdir(), 'hl-lock-'));
    const dataDir = path.join(root, 'pglite');
    const first = await openDatabase({ dataDir });
    try {
      // Same process id: the lock file says "mine", so fake a live foreign holder.
      const { writeFileSync } = await import('node:fs');
      writeFileSync(`${dataDir}.pid`, String(process.ppid));
      await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by process/);
    } finally {
      await first.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe.each(BACKENDS)('database layer (%s)', (backend) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(backend));
    await migrateDatabase(database);
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('parses int8 to bigint, small and beyond 2^53, in raw SQL and through Drizzle', async () => {
    const [row] = rowsOf<{ small: unknown; big: unknown; n: unknown }>(
      await database.db.execute(
        sql`select 3::int8 as small, 9007199254740993::int8 as big, count(*) as n from generate_series(1, 4)`,
      ),
    );
    expect(row).toEqual({ small: 3n, big: 9007199254740993n, n: 4n });
    const member = await createMemberRepository().insert(database.db, {
      siteCode: 'hgtyc',
      username: 'int8check',
      passwordHash: 'x',
    });
    expect(typeof member.id).toBe('bigint');
  });

  it('applies the migrations once: a second run changes nothing', async () => {
    await migrateDatabase(database);
    const tables = rowsOf<{ n: bigint }>(
      await database.db.execute(
        sql`select count(*) as n from information_schema.tables where table_schema = 'public' and table_name = 'members'`,
      ),
    );
    expect(tables[0]!.n).toBe(1n);
  });

  it('keeps usernames unique per brand, case-insensitively, but not across brands', async () => {
    const repo = createMemberRepository();
    await repo.insert(database.db, { siteCode: 'hgtyc', username: 'Same01', passwordHash: 'x' });
    await expect(
      repo.insert(database.db, { siteCode: 'hgtyc', username: 'same01', passwordHash: 'x' }),
    ).rejects.toThrow();
    await expect(
      repo.insert(database.db, { siteCode: 'hgty', username: 'same01', passwordHash: 'x' }),
    ).resolves.toBeTruthy();
  });
});
