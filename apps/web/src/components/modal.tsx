import { type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * A small centred dialog shared by both layouts (notice popup, hijack notice, pickers, confirms):
 * the native `<dialog>` opened with showModal, so the browser traps focus inside it, makes the page
 * behind inert, returns focus on close and turns Escape into a `cancel` event. Plain CSS instead
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
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    // jsdom (unit tests) has no showModal; the dialog then renders as a plain block.
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={className ? `hl-modal ${className}` : 'hl-modal'}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // React state decides; a dialog that may not close now (work pending) stays open.
        event.preventDefault();
        onClose?.();
      }}
    >
      <div className="hl-modal__mask" aria-hidden="true" onClick={onClose} />
      <div className="hl-modal__panel">
        <div className="hl-modal__head">
          {icon ? <span className="hl-modal__icon">{icon}</span> : null}
          <h2 id={titleId} className="hl-modal__title">
            {title}
          </h2>
        </div>
        <div className="hl-modal__body">{children}</div>
        <div className="hl-modal__footer">{footer}</div>
      </div>
    </dialog>
  );
}
