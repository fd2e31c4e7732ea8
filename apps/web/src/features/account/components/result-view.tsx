import type { ReactNode } from 'react';
import { CheckCircleIcon } from '../../../components/member-icons.tsx';

/** The outcome of a change: a big tick, what happened, and the next steps. */
export function ResultView({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <div className="mp-card mp-result" role="status">
      <span className="mp-result__icon" aria-hidden="true">
        <CheckCircleIcon />
      </span>
      <h2>{title}</h2>
      {text ? <p>{text}</p> : null}
      {children ? <div className="mp-result__actions">{children}</div> : null}
    </div>
  );
}
