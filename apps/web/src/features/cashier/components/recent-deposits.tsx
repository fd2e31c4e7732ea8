import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/icons.tsx';
import { Money } from '../../../components/money/money.tsx';
import { StatusTag } from '../../../components/money/status-tag.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useRecentDeposits } from '../api/wallet-queries.ts';

/**
 * The member's latest deposits under the deposit form, each opening its details. Polled while
 * `pollMs` is set, so a USDT transfer shows up (and counts its confirmations) without a reload.
 */
export function RecentDeposits({ pollMs }: { pollMs: number | false }) {
  const { t } = useTranslation();
  const records = useRecentDeposits(pollMs);
  const list = records.data?.list ?? [];
  return (
    <section className="cs-section" aria-labelledby="recent-deposits">
      <h2 id="recent-deposits" className="cs-section__title">
        {t('wallet.deposit.recent')}
      </h2>
      {records.isPending ? (
        <Skeleton height={56} radius={12} />
      ) : list.length === 0 ? (
        <p className="cs-muted">
          {records.isError ? t('wallet.common.loadFailed') : t('wallet.deposit.recentEmpty')}
        </p>
      ) : (
        <ul className="cs-rows" data-testid="recent-deposits">
          {list.map((order) => (
            <li key={order.orderNo}>
              <Link
                to={`/finance/deposit/info?orderNo=${encodeURIComponent(order.orderNo)}`}
                className="cs-row"
              >
                <span className="cs-row__main">
                  <strong>{order.channelName}</strong>
                  <small>{formatDateTime(order.createdAt)}</small>
                </span>
                <span className="cs-row__side">
                  <Money value={order.amount} currency={order.currency} />
                  <StatusTag status={order.status} family="deposit" />
                  {order.channelKind === 'usdt' &&
                  order.status === 'pending' &&
                  order.requiredConfirmations ? (
                    <small>
                      {t('wallet.depositInfo.confirmations', {
                        done: order.confirmations ?? 0,
                        required: order.requiredConfirmations,
                      })}
                    </small>
                  ) : null}
                </span>
                <ChevronRightIcon className="cs-row__chevron" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
