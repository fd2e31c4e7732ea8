/** Bank card numbers have at most 19 digits (FIELD_RULES.cardNo). */
const CARD_NO_MAX_DIGITS = 19;

/** As the member types: digits only, at most 19, with a space after every 4 ("6222 0212 3456 7890"). */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, CARD_NO_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * A card number as the card preview shows it while it is typed: only the last 4 digits, in the
 * server's format (maskCardNo of packages/shared), with stars until 4 digits are there.
 */
export function maskCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits.length === 0) return '**** **** **** ****';
  return `**** **** **** ${digits.slice(-4).padStart(4, '*')}`;
}
