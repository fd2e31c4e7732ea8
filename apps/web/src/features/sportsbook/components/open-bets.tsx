import type { Bet } from '@houseline/shared/api/contract/sportsbook';
import { formatAmount } from '@houseline/shared/money/amount';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/skeleton.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { marketName, selectionName } from '../../../lib/sports/market-labels.ts';
import { useOpenBets } from '../api/bet-mutations.ts';
import { useOddsText } from '../hooks/use-odds-format.ts';
import { CashoutControl } from './cashout-control.tsx';

function OpenBet({ bet }: { bet: Bet }) {
  const { t } = useTranslation();
  const oddsText = useOddsText();
  return (
    <li className="sb-open" data-testid="open-bet">
      <header className="sb-open__head">
        <strong>
          {t(`sports.bet.kind.${bet.kind}`)}
          {bet.kind === 'parlay' ? ` · ${t('sports.slip.legs', { count: bet.legs.length })}` : ''}
        </strong>
        <small>{bet.betNo}</small>
      </header>
      <ul className="sb-open__legs">
        {bet.legs.map((l) => (
          <li key={l.legNo}>
            <span>
              {selectionName(t, { type: l.marketType, line: l.line }, l.selectionCode, l)} @{' '}
              {oddsText(l.odds)}
            </span>
            <small>
              {marketName(t, l.marketType, l.period)} · {l.home} {t('sports.recommend.vs')} {l.away}
            </small>
          </li>
        ))}
      </ul>
      <p className="sb-slip__line">
        <span>
          {t('sports.bet.stake')} {formatAmount(bet.stake)}
        </span>
        <span>
          {t('sports.bet.potential')} <strong>{formatAmount(bet.potentialReturn)}</strong>
        </span>
      </p>
      <CashoutControl bet={bet} />
    </li>
  );
}

/** The member's open bets with cash-out (a guest sees nothing here). */
export function OpenBets() {
  const { t } = useTranslation();
  const query = useOpenBets();
  if (query.isPending && query.fetchStatus !== 'idle') return <Skeleton height={80} />;
  if (query.isError) {
    return (
      <StateBlock
        tone="error"
        message={t('sports.loadFailed')}
        action={
          <button type="button" className="hl-btn hl-btn--primary" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </button>
        }
      />
    );
  }
  const list = query.data?.list ?? [];
  if (list.length === 0) return <StateBlock tone="empty" message={t('sports.open.empty')} />;
  return (
    <ul className="sb-open-list">
      {list.map((b) => (
        <OpenBet key={b.id} bet={b} />
      ))}
    </ul>
  );
}
