import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { marketName, selectionName } from '../../../lib/sports/market-labels.ts';
import { useOddsText } from '../hooks/use-odds-format.ts';
import { oddsMove, type SlipLeg } from '../lib/slip.ts';
import type { LegNow } from '../lib/slip-now.ts';
import { LockIcon } from './lock-icon.tsx';

/** One selection in the slip: what it is, its odds now (and how they moved since added), remove. */
export function SlipLegRow({
  leg,
  now,
  onRemove,
  children,
}: {
  leg: SlipLeg;
  now: LegNow | undefined;
  onRemove(): void;
  /** The single's stake and return, under the selection. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const oddsText = useOddsText();
  const name = selectionName(t, { type: leg.marketType, line: leg.line }, leg.code, leg);
  const current = now?.oddsK ?? leg.oddsK;
  const move = oddsMove(leg.oddsK, current);
  const closed = now !== undefined && !now.open;
  return (
    <li className={`sb-leg${closed ? ' is-closed' : ''}`} data-testid="slip-leg">
      <div className="sb-leg__head">
        <div className="sb-leg__text">
          <strong>{name}</strong>
          <small>
            {marketName(t, leg.marketType, leg.period)} · {leg.home} {t('sports.recommend.vs')} {leg.away}
            {leg.live ? <em className="sb-tag is-live">{t('sports.bet.live')}</em> : null}
          </small>
        </div>
        <span className={`sb-leg__odds${move ? ` is-${move}` : ''}`}>
          {closed ? (
            <LockIcon aria-hidden={false} aria-label={t('sports.locked')} role="img" />
          ) : (
            oddsText(current)
          )}
        </span>
        <button
          type="button"
          className="sb-leg__remove"
          aria-label={t('sports.slip.remove', { name })}
          onClick={onRemove}
        >
          ×
        </button>
      </div>
      {move ? (
        <p className={`sb-leg__change is-${move}`} role="status">
          {t('sports.slip.oddsChanged', { from: oddsText(leg.oddsK), to: oddsText(current) })}
        </p>
      ) : null}
      {closed ? <p className="sb-leg__change is-down">{t('sports.slip.suspended')}</p> : null}
      {children}
    </li>
  );
}
