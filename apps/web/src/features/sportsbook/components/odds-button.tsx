import type { Market, MatchSummary } from '@houseline/shared/api/contract/sportsbook';
import { wireToOddsK } from '@houseline/shared/sportsbook/markets';
import { useTranslation } from 'react-i18next';
import { selectionName } from '../../../lib/sports/market-labels.ts';
import { useSlip } from '../hooks/slip-store.ts';
import { useOddsFlash } from '../hooks/use-odds-flash.ts';
import { useOddsText } from '../hooks/use-odds-format.ts';
import { isOpenForBets, legOf } from '../lib/match-view.ts';
import { LockIcon } from './lock-icon.tsx';

/**
 * One selection's odds: a toggle button that adds it to the slip (pressed while there), flashing
 * green with an up arrow or red with a down arrow for three seconds when the odds move, and a
 * lock instead of odds (disabled) while the market or the match is suspended.
 */
export function OddsButton({
  match,
  market,
  selectionId,
  label,
}: {
  match: MatchSummary;
  market: Market;
  selectionId: number;
  /** The short label shown beside the odds (主, 大 2.5, 1-0 …). */
  label?: string;
}) {
  const { t } = useTranslation();
  const oddsText = useOddsText();
  const selection = market.selections.find((s) => s.id === selectionId);
  const oddsK = selection ? wireToOddsK(selection.odds) : null;
  const flash = useOddsFlash(oddsK);
  const selected = useSlip((s) => s.legs.some((l) => l.selectionId === selectionId));
  const toggle = useSlip((s) => s.toggle);
  if (!selection || oddsK === null) return <span className="sb-odds is-empty" />;
  const open = isOpenForBets(match, market);
  const name = selectionName(t, market, selection.code, match);
  if (!open) {
    return (
      <button
        type="button"
        className="sb-odds is-locked"
        disabled
        aria-label={`${name} ${t('sports.locked')}`}
      >
        {label ? <span className="sb-odds__label">{label}</span> : null}
        <LockIcon className="sb-odds__lock" />
      </button>
    );
  }
  const arrow = flash === 'up' ? '▲' : flash === 'down' ? '▼' : '';
  return (
    <button
      type="button"
      className={`sb-odds${selected ? ' is-selected' : ''}${flash ? ` is-${flash}` : ''}`}
      aria-pressed={selected}
      aria-label={`${name} ${oddsText(oddsK)}${flash ? ` ${t(flash === 'up' ? 'sports.oddsUp' : 'sports.oddsDown')}` : ''}`}
      data-testid="odds-button"
      onClick={() => {
        const leg = legOf(match, market, selectionId);
        if (leg) toggle(leg);
      }}
    >
      {label ? <span className="sb-odds__label">{label}</span> : null}
      <span className="sb-odds__value">
        {oddsText(oddsK)}
        {arrow ? (
          <span className="sb-odds__arrow" aria-hidden="true">
            {arrow}
          </span>
        ) : null}
      </span>
    </button>
  );
}
