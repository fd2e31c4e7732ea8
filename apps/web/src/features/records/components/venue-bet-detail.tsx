import type { VenueBet } from '@houseline/shared/api/contract/casino';
import { formatAmount } from '@houseline/shared/money/amount';
import { useTranslation } from 'react-i18next';
import { CopyRow } from '../../../components/copy-row.tsx';
import { InfoRow } from '../../../components/info-row.tsx';
import { Money } from '../../../components/money/money.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';

/** The details of one venue round: game, venue, round id, amounts, times and the venue's result. */
export function VenueBetDetail({ round }: { round: VenueBet }) {
  const { t } = useTranslation();
  return (
    <div className="mp-stack cs-narrow" data-testid="venue-bet-detail">
      <div className="mp-card cs-hero">
        <span className="cs-hero__label">
          {t(`records.product.${round.product}`)} · {round.gameName}
        </span>
        <Money value={round.winLoss} currency={round.currency} signed strong />
        <span className="br-status" data-testid="bet-status">
          {t(`records.venue.status.${round.status}`)}
        </span>
      </div>
      {round.detail ? (
        <div className="mp-card br-round">
          <h2>{t('records.venue.detail')}</h2>
          <p data-testid="venue-round-detail">{round.detail}</p>
        </div>
      ) : null}
      <div className="mp-list">
        <CopyRow label={t('sports.bet.betNo')} value={round.betNo} />
        <InfoRow label={t('records.venue.game')} value={round.gameName} />
        <InfoRow label={t('records.venue.venue')} value={round.venueName} />
        <CopyRow label={t('records.venue.roundId')} value={round.roundId} />
        <InfoRow label={t('sports.bet.stake')} value={`${formatAmount(round.stake)} ${round.currency}`} />
        <InfoRow label={t('sports.bet.validStake')} value={formatAmount(round.validStake)} />
        <InfoRow label={t('sports.bet.payout')} value={formatAmount(round.payout)} />
        <InfoRow label={t('sports.bet.placedAt')} value={formatDateTime(round.placedAt)} />
        {round.settledAt ? (
          <InfoRow label={t('sports.bet.settledAt')} value={formatDateTime(round.settledAt)} />
        ) : null}
      </div>
    </div>
  );
}
