import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon } from './icons.tsx';

/**
 * One row of a member list: icon, label (with an optional note), value. With `to` the whole row
 * is a link with a chevron; with `onClick` a button.
 */
export function InfoRow({
  icon,
  label,
  note,
  value,
  valueIsAction,
  to,
  onClick,
  danger,
  trailing,
}: {
  icon?: ReactNode;
  label: string;
  note?: string;
  value?: ReactNode;
  valueIsAction?: boolean;
  to?: string;
  onClick?: () => void;
  danger?: boolean;
  trailing?: ReactNode;
}) {
  const inner = (
    <>
      {icon ? <span className="mp-row__icon">{icon}</span> : null}
      <span className="mp-row__label">
        {label}
        {note ? <small>{note}</small> : null}
      </span>
      {value !== undefined ? (
        <span className={`mp-row__value${valueIsAction ? ' is-action' : ''}`}>{value}</span>
      ) : null}
      {trailing}
      {to || onClick ? <ChevronRightIcon className="mp-row__chevron" /> : null}
    </>
  );
  const className = `mp-row${danger ? ' mp-row--danger' : ''}`;
  if (to) {
    return (
      <Link to={to} className={className}>
        {inner}
      </Link>
    );
  }
  if (onClick) {
    return (
      <button type="button" className={className} onClick={onClick}>
        {inner}
      </button>
    );
  }
  return <div className={className}>{inner}</div>;
}
