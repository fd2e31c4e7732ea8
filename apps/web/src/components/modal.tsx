import { type ReactNode, useEffect, useId } from 'react';

/**
 * A small centred dialog shared by both layouts (notice popup, hijack notice). Plain CSS instead
 * of a UI-kit popup so the desktop layout does not load antd-mobile for it.
 */
export function Modal({
  open,
  title,
  icon,
  children,
  footer,
  onClose,
  className,
}: {
  open: boolean;
  title: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  footer: ReactNode;
  onClose?: () => void;
  /** A modifier of the frame (the cashier's exchange sheet docks to the bottom on a phone). */
  className?: string;
}) {
  const titleId = useId();
  useEffect(() => {
    if (!open || !onClose) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  if (!open) return null;
  return (
    <div className={className ? `hl-modal ${className}` : 'hl-modal'}>
      <div className="hl-modal__mask" aria-hidden="true" onClick={onClose} />
      <div className="hl-modal__panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="hl-modal__head">
          {icon ? <span className="hl-modal__icon">{icon}</span> : null}
          <h2 id={titleId} className="hl-modal__title">
            {title}
          </h2>
        </div>
        <div className="hl-modal__body">{children}</div>
        <div className="hl-modal__footer">{footer}</div>
      </div>
    </div>
  );
}
