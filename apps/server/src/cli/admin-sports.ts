// `npm run admin -- sports …`: the sportsbook's operator calls (issue 10), as HTTP calls to
// /api/admin/v1/sports/… like every other admin command (roles and the audit log apply).

export const SPORTS_HELP = `  npm run admin -- sports market suspend|open <marketId>        admin: suspend or reopen a market
  npm run admin -- sports match suspend|reopen <matchId>        admin: suspend or reopen a whole match
  npm run admin -- sports result <matchId> <home>-<away> [--half <h>-<a>]   admin: enter or correct a result (settles)
  npm run admin -- sports void <matchId> --reason <r>           admin: cancel a match (bets on it are void and refunded)
  npm run admin -- sports limits --min <a> --max <a> --payout <a> --delay <ms>   admin: the brand's stake limits
  npm run admin -- sports bets <username>                       a member's sports bets, newest first
  npm run admin -- sports liability <matchId>                   liability per market and outcome of a match`;

export interface SportsCli {
  api(method: 'GET' | 'POST', route: string, body?: Record<string, unknown>): Promise<unknown>;
  show(data: unknown): void;
  need(value: string | undefined, what: string): string;
  site: string;
  options: Record<string, string | boolean | undefined>;
}

function score(text: string, what: string): [number, number] {
  const m = /^(\d{1,3})-(\d{1,3})$/.exec(text);
  if (!m) throw new Error(`${what} is <home>-<away>, e.g. 2-1`);
  return [Number(m[1]), Number(m[2])];
}

const id = (value: string | undefined, what: string, cli: SportsCli): number => {
  const n = Number(cli.need(value, what));
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`${what} is a positive number`);
  return n;
};

export async function runSportsCommand(args: readonly (string | undefined)[], cli: SportsCli): Promise<void> {
  const [what, a, b] = args;
  const { api, show, need, options } = cli;
  switch (what) {
    case 'market': {
      if (a !== 'suspend' && a !== 'open') throw new Error('sports market suspend|open <marketId>');
      const status = a === 'open' ? 'open' : 'suspended';
      return show(await api('POST', 'sports/market/status', { marketId: id(b, 'marketId', cli), status }));
    }
    case 'match': {
      if (a !== 'suspend' && a !== 'reopen') throw new Error('sports match suspend|reopen <matchId>');
      return show(await api('POST', 'sports/match/status', { matchId: id(b, 'matchId', cli), action: a }));
    }
    case 'result': {
      const [ftHome, ftAway] = score(need(b, '<home>-<away>'), 'the score');
      const half = typeof options.half === 'string' ? score(options.half, '--half') : null;
      return show(
        await api('POST', 'sports/match/result', {
          matchId: id(a, 'matchId', cli),
          ftHome,
          ftAway,
          h1Home: half?.[0] ?? null,
          h1Away: half?.[1] ?? null,
        }),
      );
    }
    case 'void':
      return show(
        await api('POST', 'sports/match/void', {
          matchId: id(a, 'matchId', cli),
          reason: need(options.reason as string | undefined, '--reason'),
        }),
      );
    case 'limits':
      return show(
        await api('POST', 'sports/limits', {
          siteCode: cli.site,
          minStake: need(options.min as string | undefined, '--min'),
          maxStake: need(options.max as string | undefined, '--max'),
          maxPayout: need(options.payout as string | undefined, '--payout'),
          liveDelayMs: Number(need(options.delay as string | undefined, '--delay')),
        }),
      );
    case 'bets':
      return show(
        await api('GET', 'sports/member-bets', {
          siteCode: cli.site,
          account: need(a, 'username'),
          page: options.page,
          size: options.size,
        }),
      );
    case 'liability': {
      const data = (await api('GET', 'sports/liability', {
        siteCode: cli.site,
        matchId: String(id(a, 'matchId', cli)),
      })) as {
        markets: {
          marketId: number;
          type: string;
          period: string;
          line: number | null;
          selections: Record<string, unknown>[];
        }[];
      };
      for (const m of data.markets) {
        console.log(`market ${m.marketId} ${m.type} ${m.period}${m.line === null ? '' : ` ${m.line}`}`);
        console.table(m.selections);
      }
      return;
    }
    default:
      console.log(SPORTS_HELP);
  }
}
