import type { Market, MatchSummary } from '@houseline/shared/api/contract/sportsbook';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatLine } from '../../../lib/sports/market-labels.ts';
import { OddsButton } from './odds-button.tsx';

/** The short label of a selection in a list cell: 主/和/客, the handicap, 大/小 with the total. */
export function cellLabel(t: TFunction, market: Market, code: string): string {
  switch (market.type) {
    case 'ah':
    case 'map_ah':
      return formatLine(market.line === null ? null : code === 'home' ? market.line : -market.line, true);
    case 'ou':
      return `${t(`sports.short.${code}`)} ${formatLine(market.line, false)}`;
    default:
      return t(`sports.short.${code}`, { defaultValue: code });
  }
}

/** One market of a list row: its selections stacked (an empty cell when the match has none). */
export function MarketCell({ match, market }: { match: MatchSummary; market: Market | null }) {
  const { t } = useTranslation();
  if (!market) return <div className="sb-cell is-empty" aria-hidden="true" />;
  return (
    <div className="sb-cell">
      {market.selections.map((s) => (
        <OddsButton
          key={s.id}
          match={match}
          market={market}
          selectionId={s.id}
          label={cellLabel(t, market, s.code)}
        />
      ))}
    </div>
  );
}
