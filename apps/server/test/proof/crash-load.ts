import { randomUUID } from 'node:crypto';
import { buildSandboxCallback } from '../../src/modules/wallet/sandbox-gateway.ts';
import { type Answer, type Api, NoAnswer, type Rng } from './crash-api.ts';

export const KINDS = [
  'deposit.order',
  'deposit.credit',
  'transfer',
  'sports.bet',
  'sports.result',
  'task.reward',
  'live.bet',
] as const;
export type Kind = (typeof KINDS)[number];

export interface Member {
  id: bigint;
  token: string;
}
export interface Match {
  id: number;
  selections: { id: number; odds: string }[];
}
export interface Fixture {
  members: Member[];
  matches: Match[];
  gatewaySecret: string;
  admin: { username: string; password: string };
}

/**
 * An operation the server acknowledged (a success answer): what it said (`id`, the handle the
 * verifier looks it up by) and how to send the very same request again (`replay`, which returns
 * the handle of the replay's answer, or a description of how it differed).
 */
export interface Ack {
  kind: Kind;
  memberId: bigint;
  id: string;
  status?: string;
  extra?: string;
  replay(): Promise<string>;
}

const API = '/api/findmed/v1';

/** The mixed load: several clients and one operator, driving the real server over HTTP. */
export function createLoad(api: () => Api, fixture: Fixture) {
  const acks: Ack[] = [];
  const tried = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;
  const refused = new Map<string, number>();
  /** Orders created whose payment notice has not been acknowledged: the gateway delivers again. */
  const unconfirmed = new Map<string, { member: Member; amount: string }>();
  /** Matches whose result the operator entered without an acknowledgement: entered again. */
  const unresulted = new Set<number>();
  let resultedUpTo = 0;
  let adminToken: string | undefined;

  const ack = (a: Ack) => acks.push(a);
  const refuse = (kind: Kind, answer: Answer) => {
    const key = `${kind} ${answer.code ?? answer.status}`;
    refused.set(key, (refused.get(key) ?? 0) + 1);
  };

  async function confirm(orderNo: string): Promise<void> {
    const order = unconfirmed.get(orderNo);
    if (!order) return;
    tried['deposit.credit'] += 1;
    const notice = () =>
      api().callback(buildSandboxCallback(fixture.gatewaySecret, orderNo, order.amount, 'paid', new Date()));
    const text = await notice();
    if (text !== 'success') return;
    unconfirmed.delete(orderNo);
    ack({
      kind: 'deposit.credit',
      memberId: order.member.id,
      id: orderNo,
      replay: async () => ((await notice()) === 'success' ? orderNo : 'callback refused'),
    });
  }

  async function deposit(m: Member, rng: Rng): Promise<void> {
    tried['deposit.order'] += 1;
    const fields = { channelId: 'sandpay', amount: String(rng.int(2, 20) * 50), requestId: randomUUID() };
    const send = () => api().form(`${API}/deposit/create`, m.token, fields);
    const answer = await send();
    if (!answer.ok) return refuse('deposit.order', answer);
    const orderNo = String(answer.data.orderNo);
    ack({
      kind: 'deposit.order',
      memberId: m.id,
      id: orderNo,
      replay: async () => {
        const again = await send();
        return again.ok ? String(again.data.orderNo) : `refused ${again.code}`;
      },
    });
    unconfirmed.set(orderNo, { member: m, amount: String(answer.data.amount) });
    await confirm(orderNo);
  }

  async function transfer(m: Member, rng: Rng): Promise<void> {
    tried.transfer += 1;
    const venue = rng.pick(['demo_slot', 'demo_live']);
    const [from, to] = rng.next() < 0.6 ? ['center', venue] : [venue, 'center'];
    const fields = { from, to, amount: `${rng.int(1, 30)}.00`, requestId: randomUUID() };
    const send = () => api().form(`${API}/wallet/transfer`, m.token, fields);
    const answer = await send();
    if (!answer.ok) return refuse('transfer', answer);
    ack({
      kind: 'transfer',
      memberId: m.id,
      id: String(answer.data.transferId),
      status: String(answer.data.status),
      replay: async () => {
        const again = await send();
        return again.ok ? String(again.data.transferId) : `refused ${again.code}`;
      },
    });
  }

  async function sportsBet(m: Member, rng: Rng): Promise<void> {
    // Including the match whose result the operator is entering: its bets race the result.
    const open = fixture.matches.slice(Math.max(1, resultedUpTo), resultedUpTo + 3);
    if (!open.length) return;
    tried['sports.bet'] += 1;
    const selection = rng.pick(rng.pick(open).selections);
    const slip = {
      requestId: randomUUID(),
      kind: 'single',
      legs: [{ selectionId: selection.id, odds: selection.odds, version: 1 }],
      stake: String(rng.int(2, 10) * 5),
      oddsPolicy: 'any',
    };
    const send = () => api().json(`${API}/sports/bet`, m.token, slip);
    const answer = await send();
    if (!answer.ok) return refuse('sports.bet', answer);
    ack({
      kind: 'sports.bet',
      memberId: m.id,
      id: String(answer.data.id),
      replay: async () => {
        const again = await send();
        return again.ok ? String(again.data.id) : `refused ${again.code}`;
      },
    });
  }

  async function operatorToken(): Promise<string> {
    if (adminToken) return adminToken;
    const login = await api().json('/api/admin/v1/login', undefined, fixture.admin);
    // A 503 (the database went away under the login) is the server saying "not now": the
    // operator stops as after no answer, and enters the result again once the round is over.
    if (login.status === 503) throw new NoAnswer(`operator login: ${login.text}`);
    if (!login.ok) throw new Error(`operator login refused: ${login.text}`);
    adminToken = String(login.data.token);
    return adminToken;
  }

  /** The operator enters a match's result (the same one every time: 2–1, 1–0 at half time). */
  async function enterResult(matchId: number): Promise<void> {
    tried['sports.result'] += 1;
    const send = async () => {
      const token = await operatorToken();
      const answer = await api().json(
        '/api/admin/v1/sports/match/result',
        undefined,
        { matchId, ftHome: 2, ftAway: 1, h1Home: 1, h1Away: 0 },
        { authorization: `Bearer ${token}` },
      );
      if (answer.status === 401) adminToken = undefined;
      return answer;
    };
    const answer = await send();
    if (!answer.ok) return refuse('sports.result', answer);
    unresulted.delete(matchId);
    ack({
      kind: 'sports.result',
      memberId: 0n,
      id: String(matchId),
      extra: String(answer.data.betsAffected),
      replay: async () => {
        const again = await send();
        if (!again.ok) return `refused ${again.code}`;
        return again.data.betsAffected === 0 ? String(matchId) : `moved ${again.data.betsAffected} bets`;
      },
    });
  }

  async function taskRewards(m: Member): Promise<void> {
    tried['task.reward'] += 1;
    const send = () => api().json(`${API}/task/conter/list/receive`, m.token, {});
    const answer = await send();
    if (!answer.ok) return refuse('task.reward', answer);
    for (const record of answer.data.received as { id: string; code: string; period: string }[]) {
      ack({
        kind: 'task.reward',
        memberId: m.id,
        id: record.id,
        extra: `${record.code}:${record.period}`,
        replay: async () => {
          const again = await send();
          if (!again.ok) return `refused ${again.code}`;
          const twice = (again.data.received as { code: string; period: string }[]).some(
            (r) => r.code === record.code && r.period === record.period,
          );
          return twice ? 'received again' : record.id;
        },
      });
    }
  }

  async function liveBet(m: Member, rng: Rng): Promise<void> {
    const lobby = await api().get(`${API}/live/tables`, m.token);
    if (!lobby.ok) return refuse('live.bet', lobby);
    type Round = { roundId: number; phase: string; bettingClosesAt: string };
    type Table = { id: number; minBet: string; round: Round | null };
    // A round still taking bets for a moment: one closing as the chips land is refused, not a finding.
    const tables = (lobby.data.list as Table[]).filter(
      (t) => t.round?.phase === 'betting' && Date.parse(t.round.bettingClosesAt) - Date.now() > 500,
    );
    if (!tables.length) return;
    tried['live.bet'] += 1;
    const table = rng.pick(tables);
    const body = {
      tableId: table.id,
      roundId: table.round!.roundId,
      bets: [
        { side: rng.pick(['player', 'banker', 'tie']), amount: String(Number(table.minBet) * rng.int(1, 3)) },
      ],
      requestId: randomUUID(),
    };
    const send = () => api().json(`${API}/live/bet`, m.token, body);
    const answer = await send();
    if (!answer.ok) return refuse('live.bet', answer);
    ack({
      kind: 'live.bet',
      memberId: m.id,
      id: body.requestId,
      extra: String(body.roundId),
      replay: async () => {
        const again = await send();
        return again.ok && again.data.roundId === body.roundId ? body.requestId : `refused ${again.code}`;
      },
    });
  }

  async function client(rng: Rng, alive: () => boolean): Promise<void> {
    while (alive()) {
      const m = rng.pick(fixture.members);
      const roll = rng.next();
      try {
        if (roll < 0.22) await deposit(m, rng);
        else if (roll < 0.45) await transfer(m, rng);
        else if (roll < 0.68) await sportsBet(m, rng);
        else if (roll < 0.76) await taskRewards(m);
        else await liveBet(m, rng);
      } catch (error) {
        if (error instanceof NoAnswer) return;
        throw error;
      }
    }
  }

  async function operator(rng: Rng, alive: () => boolean): Promise<void> {
    while (alive()) {
      await new Promise((r) => setTimeout(r, rng.int(150, 400)));
      if (resultedUpTo + 1 >= fixture.matches.length) return;
      resultedUpTo += 1;
      const match = fixture.matches[resultedUpTo]!;
      unresulted.add(match.id);
      try {
        await enterResult(match.id);
      } catch (error) {
        if (error instanceof NoAnswer) return;
        throw error;
      }
    }
  }

  return {
    acks,
    tried,
    refused,
    /** Runs `clients` clients and the operator until `stop` is called; resolves when all have stopped. */
    start(rng: Rng, clients: number) {
      let running = true;
      const alive = () => running;
      const all = [...Array.from({ length: clients }, () => client(rng, alive)), operator(rng, alive)];
      return {
        stop: async () => {
          running = false;
          await Promise.all(all);
        },
      };
    },
    /** After a restart: the gateway delivers the notices it has no "success" for, the operator re-enters results. */
    async retryUnacknowledged(): Promise<void> {
      for (const orderNo of [...unconfirmed.keys()]) await confirm(orderNo);
      for (const matchId of [...unresulted]) await enterResult(matchId);
      if (unconfirmed.size || unresulted.size) {
        throw new Error(`still unacknowledged: ${unconfirmed.size} notices, ${unresulted.size} results`);
      }
    },
  };
}
export type Load = ReturnType<typeof createLoad>;
