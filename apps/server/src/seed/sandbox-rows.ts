import { and, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { verifyPassword } from '../platform/crypto/password-hash.ts';
import type { Db } from '../platform/db/client.ts';
import {
  demoK3Draws,
  demoRounds,
  demoVenueTransfers,
  demoVenueWallets,
  depositOrders,
  gatewayCallbacks,
  members,
  operators,
  sandboxChainTxs,
} from '../platform/db/schema.ts';
import { DEMO_MEMBER, DEMO_OPERATORS } from './seed.ts';

/** The sandbox gateway's id (sandbox-gateway.ts): its orders and callbacks are play money. */
const SANDBOX_GATEWAY = 'sandpay';
/**
 * Orders in these states moved no money. Outside the sandbox the sandpay channel is neither
 * listed nor accepted (deposit.service.ts, channelKinds), but a database that once ran without
 * that guard may hold such orders; counting them would let any member keep the next production
 * start from happening. Money moved through the sandbox gateway needs its signed callback, which
 * no member can forge.
 */
const UNPAID_STATUSES = ['created', 'pending', 'failed', 'expired'];

/**
 * What the demo seed and the sandbox leave behind, listed as sentences for an operator: demo
 * members (the seeded row: the demo name with its seeded invite code), sandbox operators that still
 * open with their published password, paid sandbox gateway orders and its callbacks, sandbox chain
 * transfers and the demo venue's books. Empty means the database is fit for production.
 */
export async function findSandboxRows(db: Db): Promise<string[]> {
  const found: string[] = [];
  const [demoMembers] = await db
    .select({ n: count() })
    .from(members)
    .where(
      and(
        eq(members.username, DEMO_MEMBER.username),
        // The seed gives the demo member `DEMO<SITE>` as its invite code; a real member who later
        // registers the same name gets a generated one, so cannot keep production from starting.
        eq(members.inviteCode, sql`substr('DEMO' || upper(${members.siteCode}), 1, 16)`),
      ),
    );
  if (demoMembers && Number(demoMembers.n) > 0) {
    found.push(`${demoMembers.n} demo member(s) "${DEMO_MEMBER.username}" (published password)`);
  }

  const namedLikeDemo = await db
    .select({ username: operators.username, passwordHash: operators.passwordHash })
    .from(operators)
    .where(
      inArray(
        operators.username,
        DEMO_OPERATORS.map((o) => o.username),
      ),
    );
  for (const row of namedLikeDemo) {
    const demo = DEMO_OPERATORS.find((o) => o.username === row.username);
    if (demo && (await verifyPassword(row.passwordHash, demo.password))) {
      found.push(`sandbox operator "${row.username}" with its published password`);
    }
  }

  const counts: [string, Promise<{ n: number }[]>][] = [
    [
      'paid sandbox gateway deposit order(s)',
      db
        .select({ n: count() })
        .from(depositOrders)
        .where(
          and(
            eq(depositOrders.channelId, SANDBOX_GATEWAY),
            notInArray(depositOrders.status, UNPAID_STATUSES),
          ),
        ),
    ],
    [
      'sandbox gateway callback(s)',
      db.select({ n: count() }).from(gatewayCallbacks).where(eq(gatewayCallbacks.gateway, SANDBOX_GATEWAY)),
    ],
    ['sandbox chain transfer(s)', db.select({ n: count() }).from(sandboxChainTxs)],
    ['demo venue wallet(s)', db.select({ n: count() }).from(demoVenueWallets)],
    ['demo venue transfer(s)', db.select({ n: count() }).from(demoVenueTransfers)],
    ['demo provider round(s)', db.select({ n: count() }).from(demoRounds)],
    ['demo provider K3 draw(s)', db.select({ n: count() }).from(demoK3Draws)],
  ];
  for (const [what, query] of counts) {
    const [row] = await query;
    if (row && Number(row.n) > 0) found.push(`${row.n} ${what}`);
  }
  return found;
}

/** Production refuses to start on a database the demo or the sandbox has used. */
export async function assertNoSandboxRows(db: Db): Promise<void> {
  const found = await findSandboxRows(db);
  if (found.length === 0) return;
  throw new Error(
    `refusing to start with NODE_ENV=production: the database holds demo or sandbox data (${found.join('; ')}). ` +
      'Production needs a database the demo never ran on; create the first operator with ' +
      '`npm run admin -- bootstrap-operator <name> --role admin` (docs/sandbox.md).',
  );
}
