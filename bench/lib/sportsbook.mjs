// The sportsbook side of bench/bet-placement.mjs: a catalogue fixture inserted with SQL into the
// tables of migration 0008 (the feed's job in production), the brand's stake limits, and the
// placement call the HTTP clients loop on.
import { randomUUID } from 'node:crypto';

/** Full-time main markets of every match, as a feed lists them: [type, lineQ, {code: oddsK}]. */
const MARKETS = [
  ['1x2', 0, { home: 2100, draw: 3200, away: 3500 }],
  ['ah', -1, { home: 1950, away: 1900 }],
  ['ou', 10, { over: 1900, under: 1950 }],
];

/** Decimal odds ×1000 → the wire's "1.950". */
export const oddsWire = (k) => `${Math.floor(k / 1000)}.${String(k % 1000).padStart(3, '0')}`;

/**
 * A league and `matches` scheduled football matches (kick-off tomorrow), each with the open main
 * markets above (version 1); the brand's limits (min stake 1.00, no in-play delay: the matches are
 * not live). Returns the selections in id order (contiguous: checked) for the clients to spread over.
 */
export async function seedCatalogue(pool, { site, matches, minStake, maxStake, maxPayout }) {
  const {
    rows: [league],
  } = await pool.query(
    `insert into sb_leagues (sport, feed_ref, name, name_en, region) values ('football', 'bench-league', '基准联赛', 'Bench League', 'bench') returning id`,
  );
  await pool.query(
    `insert into sb_matches (league_id, sport, feed_ref, home, away, kickoff_at, status)
     select $1, 'football', 'bench-match-' || g, '主队' || g, '客队' || g, now() + interval '1 day' + g * interval '5 minutes', 'scheduled'
     from generate_series(1, $2::int) g`,
    [league.id, matches],
  );
  for (const [sort, [type, lineQ, odds]] of MARKETS.entries()) {
    await pool.query(
      `insert into sb_markets (match_id, type, period, line_q, status, version, main, sort)
       select id, $1, 'ft', $2, 'open', 1, true, $3 from sb_matches where league_id = $4 order by id`,
      [type, lineQ, sort, league.id],
    );
    for (const [i, [code, oddsK]] of Object.entries(odds).entries()) {
      await pool.query(
        `insert into sb_selections (market_id, code, odds_k, sort)
         select k.id, $1, $2, $3 from sb_markets k join sb_matches m on m.id = k.match_id
         where m.league_id = $4 and k.type = $5 order by k.id`,
        [code, oddsK, i, league.id, type],
      );
    }
  }
  await pool.query(
    `insert into sb_limits (site_code, min_stake, max_stake, max_payout, live_delay_ms) values ($1, $2, $3, $4, 0)`,
    [site, String(minStake), String(maxStake), String(maxPayout)],
  );
  const { rows } = await pool.query(
    `select s.id, s.odds_k as "oddsK", k.version from sb_selections s join sb_markets k on k.id = s.market_id order by s.id`,
  );
  const selections = rows.map((r) => ({ id: Number(r.id), oddsK: r.oddsK, version: r.version }));
  selections.forEach((s, i) => {
    if (s.id !== selections[0].id + i)
      throw new Error('selection ids are not contiguous: pgbench could not find them');
  });
  return { selections, s0: selections[0].id, count: selections.length };
}

/**
 * Gives client i selection i mod n (its own member, a spread of selections and markets, as real
 * traffic would) and returns the placement call: a single at the current odds, policy `any`.
 */
export function betCall(clients, selections, stake) {
  clients.forEach((c, i) => {
    const s = selections[i % selections.length];
    c.leg = { selectionId: s.id, odds: oddsWire(s.oddsK), version: s.version };
  });
  return {
    path: '/api/findmed/v1/sports/bet',
    contentType: 'application/json',
    body: (client) =>
      JSON.stringify({
        requestId: randomUUID(),
        kind: 'single',
        legs: [client.leg],
        stake,
        oddsPolicy: 'any',
      }),
    ok: (data) => data?.status === 'open' && Number.isInteger(data.id),
  };
}

/**
 * The SQL of one placement (captured from the server with log_statement=all, account cache warm),
 * as a pgbench script: 11 statements, one transaction. Client i is member :m0 + i (center account
 * :a0 + 2i) on selection :s0 + i mod :nsel, as HTTP client i.
 */
export function betScript() {
  const sessionCols =
    '"id", "site_code", "member_id", "token_hash", "prev_token_hash", "prev_valid_until", "token_issued_at", "created_at", "last_seen_at", "absolute_expires_at", "revoked_at", "device_no", "ip"';
  const betCols =
    '"id", "site_code", "member_id", "request_id", "kind", "currency", "stake", "odds_k", "potential_return", "odds_policy", "live", "status", "outcome", "payout", "valid_stake", "settle_version", "cashout_amount", "placed_at", "settled_at"';
  const selection = `select s.id as "selectionId", s.code, s.odds_k as "oddsK", k.id as "marketId", k.type as "marketType", k.period, k.line_q as "lineQ", k.status as "marketStatus", k.version, m.id as "matchId", m.status as "matchStatus", m.suspended as "matchSuspended" from sb_selections s join sb_markets k on k.id = s.market_id join sb_matches m on m.id = k.match_id where s.id in (:sel)`;
  return `-- One single bet (stake :stake, current odds, policy any), statement for statement as the server sends it.
\\set mid :m0 + :client_id
\\set center :a0 + 2 * :client_id
\\set sel :s0 + :client_id % :nsel
\\set th :tokenbase + :mid
\\set rid random(1000000000000000, 9000000000000000000)
\\set neg -1 * :stake
-- session (endpoint auth)
select ${sessionCols} from "sessions" where ("sessions"."revoked_at" is null and ("sessions"."token_hash" = :th or ("sessions"."prev_token_hash" = :th and "sessions"."prev_valid_until" > now()))) limit :one;
-- idempotency: a placed slip with this request id?
select ${betCols} from "sb_bets" where ("sb_bets"."site_code" = :site and "sb_bets"."member_id" = :mid and "sb_bets"."request_id" = :rid);
-- the brand's limits
select "site_code", "min_stake", "max_stake", "max_payout", "live_delay_ms", "updated_at" from "sb_limits" where "sb_limits"."site_code" = :site;
-- the slip against the catalogue (before the transaction)
${selection};
-- the bet: checked again inside the transaction, bet row, leg, ledger (one ledger_post call)
begin;
${selection} \\gset s_
\\set pot :stake * :s_oddsK / 1000
insert into "sb_bets" ("id", "site_code", "member_id", "request_id", "kind", "currency", "stake", "odds_k", "potential_return", "odds_policy", "live", "status", "outcome", "payout", "valid_stake", "settle_version", "cashout_amount", "placed_at", "settled_at") values (default, :site, :mid, :rid, :kind, :cur, :stake, :s_oddsK, :pot, :policy, :live, default, default, default, default, default, default, now(), default) on conflict do nothing returning ${betCols} \\gset b_
insert into "sb_bet_legs" ("bet_id", "leg_no", "match_id", "market_id", "selection_id", "market_type", "period", "line_q", "selection_code", "odds_k", "outcome") values (:b_id, :one, :s_matchId, :s_marketId, :s_selectionId, :s_marketType, :s_period, :s_lineQ, :s_code, :s_oddsK, default);
select * from ledger_post(:site, :lkind, :b_id, :ehash, :memo, :b_id, now(), array[:center, :house]::bigint[], array[:cur, :cur]::text[], array[:neg, :stake]::bigint[]);
commit;
-- the answer: the bet with its leg
select g.bet_id as "betId", g.leg_no as "legNo", g.match_id as "matchId", m.sport, l.name as "leagueName", m.home, m.away, m.kickoff_at as "kickoffAt", g.market_id as "marketId", g.market_type as "marketType", g.period, g.line_q as "lineQ", g.selection_id as "selectionId", g.selection_code as "selectionCode", g.odds_k as "oddsK", g.outcome, r.ft_home as "ftHome", r.ft_away as "ftAway", r.h1_home as "h1Home", r.h1_away as "h1Away", k.status as "marketStatus", m.status as "matchStatus", m.suspended as "matchSuspended" from sb_bet_legs g join sb_matches m on m.id = g.match_id join sb_leagues l on l.id = m.league_id join sb_markets k on k.id = g.market_id left join sb_results r on r.match_id = g.match_id and r.version = m.result_version where g.bet_id in (:b_id) order by g.bet_id, g.leg_no;
`;
}

/** Parameters, pgbench variables, now() and \gset folded, so the two texts of a statement compare. */
const folded = (sql) =>
  sql
    .replace(/\\gset \w+/, '')
    .replace(/\$\d+(::\w+\[\])?/g, '?')
    .replace(/:[A-Za-z_]\w*/g, '?')
    .replace(/now\(\)/g, '?')
    .replace(/\s+/g, ' ')
    .replace(/;\s*$/, '')
    .trim();

/**
 * Which of the server's statements (as pg-trace shows them) betScript() repeats word for word, in
 * order, parameters aside: the prepared session lookup and ledger_post's arrays (pgbench cannot bind
 * arrays: it builds them with array[…]) are the expected differences.
 */
export function compareWithScript(statements) {
  const script = betScript()
    .split('\n')
    .filter((l) => l && !l.startsWith('--') && !l.startsWith('\\set'))
    .map(folded);
  return statements.map((s, i) => folded(s) === script[i]);
}
