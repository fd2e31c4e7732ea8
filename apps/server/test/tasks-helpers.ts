import { sql } from 'drizzle-orm';
import { call, clientHeaders, type TestContext } from './helpers.ts';

export const UNIT = 10_000n;
const BASE = '/api/findmed/v1/task/conter';

/** A task-centre call as the web client sends it: POST with a JSON body (the json flag). */
export function taskPost(ctx: TestContext, token: string, name: string, body: Record<string, unknown> = {}) {
  return call(ctx.app, {
    method: 'POST',
    url: `${BASE}/${name}`,
    headers: { ...clientHeaders('hgtyc', { t: token }), 'content-type': 'application/json' },
    payload: body,
  });
}

export async function taskOf(ctx: TestContext, token: string, group: string, code: string) {
  const answer = await taskPost(ctx, token, 'list', { group });
  if (!answer.body.status) throw new Error(`list failed: ${JSON.stringify(answer.body)}`);
  const task = (answer.body.data.list as { code: string; status: string; current: string }[]).find(
    (t) => t.code === code,
  );
  if (!task) throw new Error(`no task ${code}`);
  return task as { code: string; status: string; current: string; progressPermille: number; reward: string };
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? result) as T[];
}

/** Ledger entries of a kind for one member's task claims, and the claim rows. */
export async function paidRewards(ctx: TestContext, memberId: bigint) {
  const [row] = rowsOf<{ entries: number | string; claims: number | string; reward: string }>(
    await ctx.database.db.execute(sql`select
      (select count(*) from ledger_entries e where e.kind in ('task_reward', 'task_chest')
         and e.idempotency_key like ${`%:hgtyc:${memberId}:%`})::int as entries,
      (select count(*) from task_claims c where c.member_id = ${memberId})::int as claims,
      (select coalesce(sum(c.reward), 0) from task_claims c where c.member_id = ${memberId})::text as reward`),
  );
  return { entries: Number(row?.entries), claims: Number(row?.claims), reward: BigInt(row?.reward ?? '0') };
}

export async function turnoverRequired(ctx: TestContext, memberId: bigint): Promise<bigint> {
  const [row] = rowsOf<{ total: string }>(
    await ctx.database.db.execute(sql`select coalesce(sum(amount), 0)::text as total from turnover_entries
      where member_id = ${memberId} and kind = 'require' and reference like 'task:%'`),
  );
  return BigInt(row?.total ?? '0');
}

/** A successful login recorded at a given instant (the audit the login endpoint writes). */
export async function loginAt(ctx: TestContext, memberId: bigint, username: string, at: Date) {
  await ctx.database.db.execute(sql`insert into auth_events (site_code, kind, subject, member_id, success, created_at)
    values ('hgtyc', 'login', ${username.toLowerCase()}, ${memberId}, true, ${at})`);
}
