import NumberKeyboard from 'antd-mobile/es/components/number-keyboard';
import PasscodeInput from 'antd-mobile/es/components/passcode-input';

/**
 * The 6-digit withdrawal password on a phone: antd-mobile's PasscodeInput with its own number
 * keyboard (DESIGN.md §7), so the system keyboard with its suggestions never sees the password.
 * Loaded on demand: the desktop uses a plain input and never downloads this.
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
  return (
    <PasscodeInput
      aria-label={label}
      length={6}
      seperated
      value={value}
      error={error}
      onChange={onChange}
      keyboard={<NumberKeyboard />}
    />
  );
}
