import type { WithdrawAccount } from '@houseline/shared/api/contract/account';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardIcon, CoinStackIcon } from '../../../components/member-icons.tsx';
import './account-card.css';

export type AccountKind = WithdrawAccount['kind'];

/** Colours of the kinds that are not bank cards (banks bring their own from the bank list). */
const KIND_COLORS: Record<Exclude<AccountKind, 'bank'>, string> = { coin: '#1a9e77', alipay: '#1677ff' };

export function accountColor(kind: AccountKind, bankColor?: string): string {
  return kind === 'bank' ? (bankColor ?? '#4b5563') : KIND_COLORS[kind];
}

/**
 * A withdrawal account drawn as a card: bank card, USDT address or Alipay account, number
 * masked. Used in the list, on the detail page and as the live preview of the add forms.
 */
export function AccountCard({
  kind,
  title,
  holder,
  number,
  note,
  color,
  to,
}: {
  kind: AccountKind;
  title: string;
  holder?: string;
  number: string;
  note?: string;
  color: string;
  to?: string;
}) {
  const { t } = useTranslation();
  const body = (
    <>
      <span className="mp-acct__head">
        <span className="mp-acct__logo" aria-hidden="true">
          {kind === 'coin' ? <CoinStackIcon /> : kind === 'alipay' ? '支' : <CardIcon />}
        </span>
        <span className="mp-acct__title">
          <strong>{title}</strong>
          <small>{t(`account.cards.kind.${kind}`)}</small>
        </span>
      </span>
      <span className="mp-acct__number">{number}</span>
      <span className="mp-acct__foot">
        <span>{holder}</span>
        <span>{note}</span>
      </span>
    </>
  );
  const style = { '--acct-color': color } as CSSProperties;
  if (to) {
    return (
      <Link to={to} className={`mp-acct is-${kind}`} style={style}>
        {body}
      </Link>
    );
  }
  return (
    <div className={`mp-acct is-${kind}`} style={style}>
      {body}
    </div>
  );
}
