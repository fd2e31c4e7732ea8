import type { Locale } from '@houseline/shared/api/headers';
import { type DateRangePreset, dateRangePreset } from '@houseline/shared/dates/date-range-preset';
import { minorToDecimalString as wire } from '@houseline/shared/money/amount';
import type { Db } from '../../platform/db/client.ts';
import type { VenueRegistry } from '../venues/venue-registry.service.ts';
import type { VenueRoundsRepository } from './venue-rounds.repository.ts';

/**
 * The operators' per-venue view: rounds, members, stake, valid stake, payout and the house's
 * result over a date preset (placed time, the brand's time zone), with each venue's wallet mode,
 * maintenance switch and how far its bet records have been pulled.
 */
export function createVenueTotalsService(deps: {
  db: Db;
  repository: VenueRoundsRepository;
  venues: VenueRegistry;
  now?: () => Date;
}) {
  const { db, repository, venues } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async totals(siteCode: string, preset: number, locale: Locale) {
      const range = dateRangePreset(preset as DateRangePreset, now());
      const [rows, cursors, maintenance] = [
        await repository.totals(db, siteCode, range?.start, range?.end),
        await repository.cursors(db),
        await repository.maintenanceByVenue(db, siteCode),
      ];
      const codes = new Set<string>();
      for (const adapter of venues.adapters()) for (const v of adapter.venues) codes.add(v.code);
      for (const r of rows) codes.add(r.venue);
      const list = [...codes].sort().map((code) => {
        const r = rows.find((x) => x.venue === code);
        const venue = venues.venue(code);
        const stake = BigInt(r?.stake ?? '0');
        const payout = BigInt(r?.payout ?? '0');
        return {
          venue: code,
          venueName: venue?.names[locale] ?? code,
          walletMode: venue?.walletMode ?? ('transfer' as const),
          maintenance: maintenance.get(code) ?? false,
          rounds: Number(r?.rounds ?? 0),
          members: Number(r?.members ?? 0),
          stake: wire(stake),
          validStake: wire(BigInt(r?.valid ?? '0')),
          payout: wire(payout),
          houseWin: wire(stake - payout),
          lastPulledTo: cursors.get(code)?.toISOString() ?? null,
        };
      });
      return { list };
    },
  };
}

export type VenueTotalsService = ReturnType<typeof createVenueTotalsService>;
