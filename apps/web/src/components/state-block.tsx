import type { ReactNode } from 'react';

/** The empty and error states of a list: a short message and, for errors, a retry action. */
export function StateBlock({
  tone,
  message,
  action,
}: {
  tone: 'empty' | 'error';
  message: string;
  action?: ReactNode;
}) {
  return (
    <div className={`hl-state hl-state--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <span className="hl-state__art" aria-hidden="true">
        {tone === 'error' ? '!' : '∅'}
      </span>
      <p className="hl-state__message">{message}</p>
      {action}
    </div>
  );
}
