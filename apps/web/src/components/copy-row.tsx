import { useTranslation } from 'react-i18next';
import { useCopy } from '../hooks/use-copy.ts';
import { CopyIcon } from './member-icons.tsx';

/** A label and a value the member may need to paste elsewhere (account number, order number), with a copy button. */
export function CopyRow({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const copy = useCopy();
  return (
    <div className="mp-row cs-copy-row">
      <span className="mp-row__label">{label}</span>
      <span className="cs-copy-row__value">{value}</span>
      <button
        type="button"
        className="mp-copy"
        onClick={() => void copy(value)}
        aria-label={`${t('wallet.common.copy')} ${label}`}
      >
        <CopyIcon />
        {t('wallet.common.copy')}
      </button>
    </div>
  );
}
