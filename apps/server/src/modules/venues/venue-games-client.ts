import type { VenueBetRecord, VenueGamesApi } from './venue-adapter.ts';
import { createVenueCall, type VenueCallOptions, VenueUnknownOutcome } from './venue-client.ts';

function decimal(value: unknown, what: string): string {
  if (typeof value !== 'string' || !/^\d{1,15}(\.\d{1,4})?$/.test(value)) {
    throw new VenueUnknownOutcome(`venue gave a bad ${what}`);
  }
  return value;
}

/**
 * The game side of a provider speaking the demo provider's protocol: `POST /launch` answers a
 * signed launch URL; `GET /bets` pages through the rounds settled in a window. A record the venue
 * garbles makes the whole page unclear (nothing of it is booked; the pull retries).
 */
export function createVenueGamesClient(options: VenueCallOptions): VenueGamesApi {
  const call = createVenueCall(options);
  return {
    async launch(input) {
      const answer = await call('POST', '/launch', input);
      if (typeof answer.url !== 'string' || typeof answer.expiresAt !== 'string') {
        throw new VenueUnknownOutcome('venue gave no launch url');
      }
      return { url: answer.url, expiresAt: new Date(answer.expiresAt) };
    },
    async betRecords(input) {
      const query = new URLSearchParams({
        venue: input.venue,
        from: input.from.toISOString(),
        to: input.to.toISOString(),
        page: String(input.page),
        pageSize: String(input.pageSize),
      });
      if (input.player) query.set('player', input.player);
      const answer = await call('GET', `/bets?${query.toString()}`);
      if (!Array.isArray(answer.records) || typeof answer.total !== 'number') {
        throw new VenueUnknownOutcome('venue gave no bet records');
      }
      const records: VenueBetRecord[] = answer.records.map((raw) => {
        const r = raw as Record<string, unknown>;
        const text = (key: string) => {
          const v = r[key];
          if (typeof v !== 'string' || v.length === 0 || v.length > 200) {
            throw new VenueUnknownOutcome(`venue gave a bad ${key}`);
          }
          return v;
        };
        const status = r.status === 'void' ? 'void' : r.status === 'settled' ? 'settled' : null;
        if (!status) throw new VenueUnknownOutcome('venue gave a bad status');
        return {
          roundId: text('roundId'),
          venue: text('venue'),
          player: text('player'),
          gameCode: text('gameCode'),
          stake: decimal(r.stake, 'stake'),
          validStake: decimal(r.validStake, 'validStake'),
          payout: decimal(r.payout, 'payout'),
          status,
          placedAt: text('placedAt'),
          settledAt: text('settledAt'),
          detail: typeof r.detail === 'string' ? r.detail.slice(0, 200) : '',
        };
      });
      return { records, page: input.page, pageSize: input.pageSize, total: answer.total };
    },
  };
}
