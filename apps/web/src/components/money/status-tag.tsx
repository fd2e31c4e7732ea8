import { useTranslation } from 'react-i18next';
import { statusLabelKey, statusTone } from '../../lib/wallet-labels.ts';

/** The state of an order or a movement as a coloured tag: done, on its way, or ended badly. */
export function StatusTag({
  status,
  family,
}: {
  status: string;
  family?: 'deposit' | 'withdraw' | 'transfer';
}) {
  const { t } = useTranslation();
  return (
    <span className={`cs-tag is-${statusTone(status)}`}>
      {t(statusLabelKey(status, family), { defaultValue: status })}
    </span>
  );
}
