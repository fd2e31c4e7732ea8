// `npm run admin -- venues …`: per-venue totals and re-pulls of venue bet records (issue 11), as
// HTTP calls to /api/admin/v1/venues/… like every other admin command (roles and the audit log apply).

export const VENUES_HELP = `  npm run admin -- venues totals [--preset=N]                   per venue: rounds, members, stake, valid stake, payout, house win
                                                                (preset: -1 all, 0 today, 1 yesterday, 2 7 days, 3 30 days)
  npm run admin -- venues pull <venue> <fromISO> <toISO>        admin: re-pull a venue's bet records for a window (≤ 24 h, idempotent)`;

export interface VenuesCli {
  api(method: 'GET' | 'POST', route: string, body?: Record<string, unknown>): Promise<unknown>;
  show(data: unknown): void;
  need(value: string | undefined, what: string): string;
  options: Record<string, string | boolean | undefined>;
}

function iso(value: string, what: string): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) throw new Error(`${what} is an ISO time, e.g. 2026-11-24T00:00:00Z`);
  return d.toISOString();
}

export async function runVenuesCommand(args: readonly (string | undefined)[], cli: VenuesCli): Promise<void> {
  const [what, venue, from, to] = args;
  const { api, show, need, options } = cli;
  switch (what) {
    case 'totals': {
      const preset = typeof options.preset === 'string' ? options.preset : '0';
      const data = (await api('GET', 'venues/totals', { preset })) as { list: unknown[] };
      return show({ ...data, total: data.list.length });
    }
    case 'pull':
      return show(
        await api('POST', 'venues/pull', {
          venue: need(venue, 'venue'),
          from: iso(need(from, 'fromISO'), 'fromISO'),
          to: iso(need(to, 'toISO'), 'toISO'),
        }),
      );
    default:
      throw new Error(`unknown venues command; try:\n${VENUES_HELP}`);
  }
}
