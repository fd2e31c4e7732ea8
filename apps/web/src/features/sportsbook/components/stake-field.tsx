import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeAmountInput } from '../../../lib/amount-input.ts';
import { formFactor } from '../../../lib/form-factor.ts';

const H5StakeKeyboard = lazy(async () => ({
  default: (await import('./h5-stake-keyboard.tsx')).H5StakeKeyboard,
}));

/**
 * A stake box. On a desktop a plain decimal input; on a phone a read-only box that opens the
 * numeric keypad (antd-mobile NumberKeyboard, loaded with it) so the system keyboard does not
 * cover the slip.
 */
export function StakeField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  const { t } = useTranslation();
  const [keypad, setKeypad] = useState(false);
  const phone = formFactor === 'phone';
  return (
    <div className="sb-stake">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="sb-stake__input"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
        readOnly={phone}
        value={value}
        onClick={phone ? () => setKeypad(true) : undefined}
        onChange={(e) => onChange(sanitizeAmountInput(e.target.value))}
        data-testid="stake-input"
      />
      {phone && keypad ? (
        <Suspense fallback={null}>
          <H5StakeKeyboard
            visible={keypad}
            confirmText={t('sports.slip.keyboardDone')}
            onInput={(key) => onChange(sanitizeAmountInput(value + key))}
            onDelete={() => onChange(value.slice(0, -1))}
            onClose={() => setKeypad(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
