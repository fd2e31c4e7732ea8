import type { MarketType, Period, Sport } from '@houseline/shared/sportsbook/markets';

/**
 * The odds feed's boundary: what a data provider (the built-in simulator, or a real provider's
 * client) hands the ingest. Ids are the provider's (`ref`, stored as feed_ref); the ingest maps
 * them to catalogue ids. Events are idempotent: applying one twice changes nothing the second
 * time, so a provider may re-send its state after a restart.
 */
export interface FeedMarketKey {
  matchRef: string;
  type: MarketType;
  period: Period;
  lineQ: number;
}

export interface FeedSelection {
  code: string;
  oddsK: number;
}

export type FeedEvent =
  | { kind: 'league'; ref: string; sport: Sport; name: string; nameEn: string; region: string; sort: number }
  | {
      kind: 'fixture';
      ref: string;
      leagueRef: string;
      sport: Sport;
      home: string;
      away: string;
      kickoffAt: Date;
      /** Placed on the recommended list at this rank, or not (null). */
      recommendSort: number | null;
    }
  /** A market offered (created if new) with its selections and current odds. */
  | (FeedMarketKey & { kind: 'market'; main: boolean; sort: number; selections: FeedSelection[] })
  | (FeedMarketKey & { kind: 'odds'; selections: FeedSelection[] })
  /** The provider opens or suspends markets: the listed ones, or every market of the match. */
  | {
      kind: 'market_status';
      matchRef: string;
      markets: 'all' | FeedMarketKey[];
      status: 'open' | 'suspended';
    }
  /**
   * The markets the provider quotes right now (decision 0068): they are open (unless an operator
   * suspended them), and every other open market of the match is suspended as the feed's own (a
   * line the book moved away from, a decided market, a price jump).
   */
  | { kind: 'offered'; matchRef: string; markets: FeedMarketKey[] }
  | {
      kind: 'live';
      matchRef: string;
      status: 'scheduled' | 'live';
      period: string | null;
      clockSeconds: number | null;
      home: number;
      away: number;
      h1Home: number | null;
      h1Away: number | null;
    }
  | {
      kind: 'result';
      matchRef: string;
      ftHome: number;
      ftAway: number;
      h1Home: number | null;
      h1Away: number | null;
    }
  | { kind: 'cancel'; matchRef: string; status: 'cancelled' | 'postponed'; reason: string };

export interface FeedAdapter {
  /** The provider's name (logs). */
  readonly name: string;
  /**
   * The events since the previous poll. A fresh adapter (after a restart, or on another
   * instance) returns a snapshot of what it knows: the ingest ignores what it already has.
   */
  poll(now: Date): Promise<FeedEvent[]>;
  /**
   * The last poll's events could not be applied: the next poll starts again from a snapshot
   * (re-sending what the catalogue may miss) rather than from where the failed one ended.
   */
  rewind?(): void;
}
