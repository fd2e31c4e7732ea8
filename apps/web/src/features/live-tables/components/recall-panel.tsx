import { handTotal } from '@houseline/shared/baccarat/cards';
import { formatAmount, parseAmountToMinor } from '@houseline/shared/money/amount';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Modal } from '../../../components/modal.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { formFactor } from '../../../lib/form-factor.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useLiveRecall } from '../api/live-queries.ts';
import { verifyPath } from '../lib/live-paths.ts';
import { PlayingCard } from './playing-card.tsx';

type RecallItem = NonNullable<ReturnType<typeof useLiveRecall>['data']>['list'][number];

/**
 * Game recall: the member's last rounds at this table — the cards as dealt, the result, each bet
 * with its payout — a bottom sheet on a phone, a dialog on a desktop. Pages of ten, "load more".
 */
export function RecallPanel({ tableId, open, onClose }: { tableId: number; open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const [pages, setPages] = useState(1);
  const [items, setItems] = useState<Map<number, RecallItem[]>>(new Map());
  const query = useLiveRecall(tableId, pages, open);
  const data = query.data;
  if (data && items.get(data.page) !== data.list) setItems((m) => new Map(m).set(data.page, data.list));
  const list = [...items.entries()].sort(([a], [b]) => a - b).flatMap(([, l]) => l);
  const more = data ? data.page * data.size < data.total : false;
  let body: React.ReactNode;
  if (query.isError && list.length === 0)
    body = <StateBlock tone="error" message={t('liveTables.play.recall.error')} />;
  else if (data && list.length === 0)
    body = <StateBlock tone="empty" message={t('liveTables.play.recall.empty')} />;
  else if (list.length === 0) body = <div className="lt-recall__loading hl-spinner" />;
  else {
    body = (
      <ol className="lt-recall" data-testid="live-recall">
        {list.map((item) => (
          <RecallRow key={item.roundId} item={item} onVerify={onClose} />
        ))}
      </ol>
    );
  }
  return (
    <Modal
      open={open}
      onClose={onClose}
      className={formFactor === 'phone' ? 'lt-sheet' : 'lt-dialog'}
      title={t('liveTables.play.recall.title')}
      footer={
        <>
          {more ? (
            <button
              type="button"
              className="hl-btn"
              disabled={query.isFetching}
              onClick={() => setPages((p) => p + 1)}
            >
              {t('liveTables.play.recall.more')}
            </button>
          ) : null}
          <button type="button" className="hl-btn hl-btn--primary" onClick={onClose}>
            {t('liveTables.play.recall.close')}
          </button>
        </>
      }
    >
      {body}
    </Modal>
  );
}

function RecallRow({ item, onVerify }: { item: RecallItem; onVerify(): void }) {
  const { t } = useTranslation();
  const net = parseAmountToMinor(item.payout) - parseAmountToMinor(item.stake);
  const hand = (side: 'player' | 'banker') => item.cards.filter((c) => c.to === side).map((c) => c.card);
  return (
    <li className="lt-recall__item" data-testid="live-recall-item" data-round-id={item.roundId}>
      <div className="lt-recall__head">
        <span>{t('liveTables.play.recall.shoeHand', { shoe: item.shoeId, hand: item.handNo })}</span>
        <time>{item.settledAt ? formatDateTime(item.settledAt) : ''}</time>
      </div>
      <div className="lt-recall__cards">
        {(['player', 'banker'] as const).map((side) => (
          <div key={side} className={`lt-recall__hand lt-recall__hand--${side}`}>
            <span className="lt-recall__label">
              {t(`liveTables.play.side.${side}`)} {hand(side).length > 0 ? handTotal(hand(side)) : ''}
            </span>
            {hand(side).map((card, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a card's place in the hand is its identity
              <PlayingCard key={i} card={card} third={i === 2} />
            ))}
          </div>
        ))}
      </div>
      <div className="lt-recall__result">
        {item.phase === 'void' || !item.outcome
          ? t('liveTables.play.recall.voided')
          : t(`liveTables.play.result.${item.outcome.winner}`)}
        <Link to={verifyPath(item.shoeId)} onClick={onVerify} className="lt-recall__verify">
          {t('liveTables.play.recall.verify')}
        </Link>
      </div>
      <table className="lt-recall__bets">
        <thead>
          <tr>
            <th />
            <th>{t('liveTables.play.recall.stake')}</th>
            <th>{t('liveTables.play.recall.payout')}</th>
          </tr>
        </thead>
        <tbody>
          {item.bets.map((b) => (
            <tr key={b.side}>
              <td>{t(`liveTables.play.side.${b.side}`)}</td>
              <td>{formatAmount(b.stake)}</td>
              <td>{b.payout === null ? '-' : formatAmount(b.payout)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td>{t('liveTables.play.recall.net')}</td>
            <td colSpan={2} className={net > 0n ? 'is-win' : net < 0n ? 'is-loss' : ''}>
              {net > 0n ? '+' : ''}
              {formatAmount(net, { minor: true })}
            </td>
          </tr>
        </tfoot>
      </table>
    </li>
  );
}
