import type { MatchSummary } from '@houseline/shared/api/contract/sportsbook';
import { useTranslation } from 'react-i18next';
import { marketName } from '../../../lib/sports/market-labels.ts';
import { groupMarkets, type MarketGroup } from '../lib/match-view.ts';
import { cellLabel } from './market-cell.tsx';
import { OddsButton } from './odds-button.tsx';

/** The correct-score grid: home goals down, away goals across, "other" below. */
function CorrectScore({ match, group }: { match: MatchSummary; group: MarketGroup }) {
  const { t } = useTranslation();
  const market = group.markets[0];
  if (!market) return null;
  const byCode = new Map(market.selections.map((s) => [s.code, s]));
  const other = byCode.get('other');
  return (
    <div className="sb-cs">
      <div className="sb-cs__grid">
        {market.selections
          .filter((s) => s.code !== 'other')
          .map((s) => (
            <OddsButton key={s.id} match={match} market={market} selectionId={s.id} label={s.code} />
          ))}
      </div>
      {other ? (
        <OddsButton match={match} market={market} selectionId={other.id} label={t('sports.sel.other')} />
      ) : null}
    </div>
  );
}

/** Every market of a match, grouped (winner, handicap lines, totals, odd/even, correct score; first half). */
export function MarketGroups({ match }: { match: MatchSummary }) {
  const { t } = useTranslation();
  const groups = groupMarkets(match.markets);
  return (
    <div className="sb-groups">
      {groups.map((g) => (
        <section key={g.key} className="sb-group" aria-labelledby={`g-${g.key}`}>
          <h2 id={`g-${g.key}`} className="sb-group__title">
            {marketName(t, g.type, g.period)}
          </h2>
          {g.type === 'cs' ? (
            <CorrectScore match={match} group={g} />
          ) : (
            g.markets.map((m) => (
              <div key={m.id} className={`sb-group__row n-${m.selections.length}`}>
                {m.selections.map((s) => (
                  <OddsButton
                    key={s.id}
                    match={match}
                    market={m}
                    selectionId={s.id}
                    label={
                      g.type === '1x2' || g.type === 'ml'
                        ? s.code === 'draw'
                          ? t('sports.sel.draw')
                          : s.code === 'home'
                            ? match.home
                            : match.away
                        : g.type === 'oe'
                          ? t(`sports.sel.${s.code}`)
                          : cellLabel(t, m, s.code)
                    }
                  />
                ))}
              </div>
            ))
          )}
        </section>
      ))}
    </div>
  );
}
