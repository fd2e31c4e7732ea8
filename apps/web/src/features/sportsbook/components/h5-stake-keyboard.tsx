import NumberKeyboard from 'antd-mobile/es/components/number-keyboard';

/** The phone's numeric keypad for stakes (a dot key for decimals). */
export function H5StakeKeyboard({
  visible,
  confirmText,
  onInput,
  onDelete,
  onClose,
}: {
  visible: boolean;
  confirmText: string;
  onInput(key: string): void;
  onDelete(): void;
  onClose(): void;
}) {
  return (
    <NumberKeyboard
      visible={visible}
      customKey="."
      confirmText={confirmText}
      onInput={onInput}
      onDelete={onDelete}
      onClose={onClose}
      onConfirm={onClose}
      showCloseButton={false}
    />
  );
}
