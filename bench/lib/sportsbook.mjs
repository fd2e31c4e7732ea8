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
 * The SQL of one placement (captured from the server with log_statement=all, account cache and
 * limits cache warm; decision 0021), as a pgbench script: 3 statements — the session, the legs
 * read, and one write statement that re-checks the leg, inserts the bet and its leg and calls
 * ledger_post. Client i is member :m0 + i (center account :a0 + 2i) on selection :s0 + i mod
 * :nsel, as HTTP client i. pgbench cannot bind arrays, so the statement's array parameters are
 * built with array[…] around the same values; it reads every ":name" as a variable, even inside a
 * string, so the key's literal 'sb:bet:' is spelled 'sb:' || 'bet:' (the same text).
 */
export function betScript() {
  const sessionCols =
    '"id", "site_code", "member_id", "token_hash", "prev_token_hash", "prev_valid_until", "token_issued_at", "created_at", "last_seen_at", "absolute_expires_at", "revoked_at", "device_no", "ip"';
  const selection = `select s.id as "selectionId", s.code, s.odds_k as "oddsK", k.id as "marketId", k.type as "marketType", k.period, k.line_q as "lineQ", k.status as "marketStatus", k.version, m.id as "matchId", m.status as "matchStatus", m.suspended as "matchSuspended", m.sport, l.name as "leagueName", m.home, m.away, m.kickoff_at as "kickoffAt", m.score_home || '-' || m.score_away as score from sb_selections s join sb_markets k on k.id = s.market_id join sb_matches m on m.id = k.match_id join sb_leagues l on l.id = m.league_id where s.id in (:sel)`;
  const write = `with want as ( select * from unnest(array[:sel::bigint], array[:s_oddsK::int]) as w(sid, odds_k) ), ok as ( select count(*) = :one as fine from want w join sb_selections s on s.id = w.sid and s.odds_k = w.odds_k join sb_markets k on k.id = s.market_id join sb_matches m on m.id = k.match_id where k.status = 'open' and not m.suspended and m.status in ('scheduled', 'live') ), bet as ( insert into sb_bets (site_code, member_id, request_id, kind, currency, stake, odds_k, potential_return, odds_policy, live, placed_at) select :site, :mid, :rid, :kind, :cur, :stake, :s_oddsK, :pot, :policy, :live, now() from ok where ok.fine on conflict (site_code, member_id, request_id) do nothing returning id ), legs as ( insert into sb_bet_legs (bet_id, leg_no, match_id, market_id, selection_id, market_type, period, line_q, selection_code, odds_k) select bet.id, u.leg_no, u.match_id, u.market_id, u.selection_id, u.market_type, u.period, u.line_q, u.code, u.odds_k from bet, unnest(array[:one::smallint], array[:s_matchId::bigint], array[:s_marketId::bigint], array[:s_selectionId::bigint], array[:s_marketType::text], array[:s_period::text], array[:s_lineQ::int], array[:s_code::text], array[:s_oddsK::int]) as u(leg_no, match_id, market_id, selection_id, market_type, period, line_q, code, odds_k) returning 1 ), post as ( select p.posted_entry_id from bet, ledger_post(:site::text, 'bet', 'sb:' || 'bet:' || bet.id, :ehash::text, 'sportsbook bet', 'sb:' || bet.id, now(), array[:center::bigint, :house::bigint], array[:cur::text, :cur::text], array[:neg::bigint, :stake::bigint]) p ) select (select fine from ok) as fine, (select id from bet) as id, (select count(*) from legs)::int + (select count(*) from post)::int as postings`;
  return `-- One single bet (stake :stake, current odds, policy any), statement for statement as the server sends it.
\\set mid :m0 + :client_id
\\set center :a0 + 2 * :client_id
\\set sel :s0 + :client_id % :nsel
\\set th :tokenbase + :mid
\\set rid random(1000000000000000, 9000000000000000000)
\\set neg -1 * :stake
-- session (endpoint auth)
select ${sessionCols} from "sessions" where ("sessions"."revoked_at" is null and ("sessions"."token_hash" = :th or ("sessions"."prev_token_hash" = :th and "sessions"."prev_valid_until" > now()))) limit :one;
-- the slip against the catalogue
${selection} \\gset s_
\\set pot :stake * :s_oddsK / 1000
-- the write: leg re-checked, bet, leg and ledger_post in one statement (its own transaction)
${write};
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
