import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from '../../../components/icons.tsx';
import { CardIcon } from '../../../components/member-icons.tsx';
import { Modal } from '../../../components/modal.tsx';
import { useBankList } from '../../../hooks/withdraw-queries.ts';

/** Picks the bank of a new card from GET member/banks, each shown with its colour. */
export function BankPicker({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error?: string | undefined;
  onChange(code: string): void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const banks = useBankList();
  const selected = banks.data?.find((b) => b.code === value);
  return (
    <div className="mf-field">
      <span className="mf-label" id={`${id}-label`}>
        {t('account.label.bank')}
      </span>
      <button
        type="button"
        id={id}
        className={`mf-control mf-picker${error ? ' is-invalid' : ''}`}
        aria-labelledby={`${id}-label ${id}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span className="mf-icon">
          {selected ? <i className="mf-bank-dot" style={{ background: selected.color }} /> : <CardIcon />}
        </span>
        <span className={selected ? 'mf-picker__value' : 'mf-picker__placeholder'}>
          {selected?.name ?? t('account.placeholder.bank')}
        </span>
        <ChevronRightIcon className="mf-picker__chevron" />
      </button>
      {error ? (
        <p className="mf-error" role="alert">
          {t(error)}
        </p>
      ) : null}
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('account.placeholder.bank')}
        icon={<CardIcon />}
        footer={
          <button type="button" className="hl-btn hl-btn--block" onClick={() => setOpen(false)}>
            {t('account.common.cancel')}
          </button>
        }
      >
        {banks.isError ? (
          <p className="mf-error">{t('account.common.loadFailed')}</p>
        ) : (
          <ul className="mf-bank-list">
            {(banks.data ?? []).map((bank) => (
              <li key={bank.code}>
                <button
                  type="button"
                  aria-pressed={bank.code === value}
                  onClick={() => {
                    onChange(bank.code);
                    setOpen(false);
                  }}
                >
                  <i className="mf-bank-dot" style={{ background: bank.color }} />
                  {bank.name}
                </button>
              </li>
            ))}
          </ul>
        )}
      </Modal>
    </div>
  );
}
