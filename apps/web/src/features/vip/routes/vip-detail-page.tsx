import '../../../lib/i18n/vip-messages.ts';
import { formatAmount } from '@houseline/shared/money/amount';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/icons.tsx';
import { PageFrame } from '../../../components/page/page-frame.tsx';
import { useVipList, useVipStatus } from '../api/vip-queries.ts';
import { VipRecords } from '../components/vip-records.tsx';
import { VipDisabled, VipPending } from '../components/vip-states.tsx';
import { vipEnabled } from '../lib/vip-feature.ts';
import '../components/vip.css';
import '../components/vip-detail.css';

/** The smallest rebate paid, as the server's rule says (VIP_RULES.rebateMinMinor: 1.00). */
const REBATE_MIN = '1.00';

/** /user/vip/detail: the VIP rules, what the member has received, and their reward history. */
export function VipDetailPage() {
  const { t } = useTranslation();
  const status = useVipStatus();
  const list = useVipList();
  const action = vipEnabled ? (
    <Link to="/user/vip/privilege" className="vip-head-link">
      <span className="vip-head-link__long">{t('vip.toPrivilege')}</span>
      <span className="vip-head-link__short">{t('vip.toPrivilegeShort')}</span>
      <ChevronRightIcon />
    </Link>
  ) : null;
  if (!vipEnabled) {
    return (
      <PageFrame title={t('vip.detailTitle')} backTo="/user/vip/privilege">
        <VipDisabled />
      </PageFrame>
    );
  }
  const multiple = list.data ? list.data.bonusTurnoverPermille / 1000 : 1;
  const received = status.data?.received;
  const currency = status.data?.currency ?? '';
  return (
    <PageFrame title={t('vip.detailTitle')} backTo="/user/vip/privilege" action={action}>
      <div className="vip-page">
        {received ? (
          <section className="vip-received">
            <h2>{t('vip.received.title')}</h2>
            <dl>
              {(['upgrade', 'monthly', 'rebate', 'total'] as const).map((k) => (
                <div key={k} className={k === 'total' ? 'is-total' : undefined}>
                  <dt>{t(`vip.received.${k}`)}</dt>
                  <dd>
                    {formatAmount(received[k])} <small className="vip-received__currency">{currency}</small>
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ) : (
          <VipPending failed={status.isError} onRetry={() => void status.refetch()} />
        )}
        <VipRecords />
        <section className="vip-rules">
          <h2>{t('vip.rules.title')}</h2>
          <ol>
            <li>{t('vip.rules.r1')}</li>
            <li>{t('vip.rules.r2')}</li>
            <li>{t('vip.rules.r3')}</li>
            <li>{t('vip.rules.r4', { min: REBATE_MIN })}</li>
            <li>{t('vip.rules.r5', { multiple })}</li>
            <li>{t('vip.rules.r6')}</li>
          </ol>
        </section>
      </div>
    </PageFrame>
  );
}
