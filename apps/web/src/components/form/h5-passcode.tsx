import NumberKeyboard from 'antd-mobile/es/components/number-keyboard';
import PasscodeInput from 'antd-mobile/es/components/passcode-input';
import { useRef } from 'react';

/**
 * The 6-digit withdrawal password on a phone: antd-mobile's PasscodeInput with its own number
 * keyboard (DESIGN.md §7), so the system keyboard with its suggestions never sees the password.
 * Loaded on demand: the desktop uses a plain input and never downloads this.
 *
 * Inside a modal dialog the keyboard renders into the dialog: a modal `<dialog>` makes the rest of
 * the page inert and sits above it in the top layer, so a keyboard portalled to the body could be
 * neither seen nor tapped.
 */
export function H5Passcode({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: boolean;
  onChange(value: string): void;
}) {
  const anchor = useRef<HTMLDivElement>(null);
  return (
    <div ref={anchor} className="hl-contents">
      <PasscodeInput
        aria-label={label}
        length={6}
        seperated
        value={value}
        error={error}
        onChange={onChange}
        keyboard={<NumberKeyboard getContainer={() => anchor.current?.closest('dialog') ?? document.body} />}
      />
    </div>
  );
}
