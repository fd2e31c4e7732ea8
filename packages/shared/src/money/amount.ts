/**
 * Money helpers (DESIGN.md §5, SPEC.md §9).
 *
 * On the server an amount is a bigint of minor units, 1/10 000 of the currency unit. On the wire it
 * is a decimal string with exactly four decimals ("1234.5000"). In the UI it is shown with two
 * decimals and thousands separators, truncated toward zero (never rounded: showing a balance one
 * cent higher than what the member can actually withdraw is a support ticket).
 *
 * Nothing here multiplies or divides a float: every conversion works on the decimal digits, so
 * values such as 1.005, 0.29 or 4.35 are handled exactly as written.
 */

/** Minor units per currency unit: amounts carry four decimals. */
export const MINOR_PER_UNIT = 10_000n;

const MINOR_DECIMALS = 4;

// The strict wire format: optional minus, at least one integer digit, optionally a dot followed by
// one to four digits. No plus sign, no exponent, no whitespace, no thousands separators.
const WIRE_AMOUNT = /^-?\d+(?:\.\d{1,4})?$/;

/**
 * Parses a wire/decimal amount ("12", "12.5", "-3.0001") into minor units.
 *
 * Strict on purpose: this is the gate for amounts entering the ledger, so anything that would need
 * rounding (more than four decimals) or guessing (exponents, spaces, empty) is rejected with a
 * RangeError rather than silently coerced.
 */
export function parseAmountToMinor(input: string): bigint {
  if (typeof input !== 'string') {
    throw new RangeError(`Invalid amount: expected a decimal string, got ${typeof input}`);
  }
  if (!WIRE_AMOUNT.test(input)) {
    // A more specific message for the most common mistake (a value computed in floating point).
    if (/^-?\d+\.\d{5,}$/.test(input)) {
      throw new RangeError(`Invalid amount "${input}": at most ${MINOR_DECIMALS} decimal places are allowed`);
    }
    throw new RangeError(
      `Invalid amount "${input}": expected a plain decimal number such as "12", "12.5" or "-3.0001"`,
    );
  }
  const negative = input.startsWith('-');
  const unsigned = negative ? input.slice(1) : input;
  const [whole = '0', fraction = ''] = unsigned.split('.');
  const minor = BigInt(whole) * MINOR_PER_UNIT + BigInt(fraction.padEnd(MINOR_DECIMALS, '0'));
  return negative ? -minor : minor;
}

/** Formats minor units as the wire decimal string, always with four decimals ("1234.5000", "-0.0001"). */
export function minorToDecimalString(minor: bigint): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const whole = abs / MINOR_PER_UNIT;
  const fraction = (abs % MINOR_PER_UNIT).toString().padStart(MINOR_DECIMALS, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/**
 * A decimal number split into its digits, without any rounding: `integer` has no leading zeros
 * ("0" for zero), `fraction` holds every fractional digit that was written (possibly "").
 * @internal shared by the money helpers; not part of the wire contract.
 */
export interface DecimalParts {
  negative: boolean;
  integer: string;
  fraction: string;
}

// The lenient display format: optional sign, digits with an optional fraction (".5" and "5." are
// accepted), optional exponent. This is exactly what Number.prototype.toString can produce, plus
// what a hand-written decimal string may look like.
const LENIENT_DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

// Exponents beyond this are not amounts anyone means; refusing them also stops "1e999999999" from
// allocating a billion-character string. Every finite double fits (its exponent is at most 308).
const MAX_EXPONENT = 400;

/**
 * Splits a number or a decimal string into exact decimal digits. Exponent notation ("1e3",
 * "1.5e-7", as `Number.prototype.toString` writes very large or very small numbers) is expanded
 * by moving the decimal point in the digit string, never by float arithmetic. `shift` moves the
 * decimal point left by that many places (used to read minor units).
 *
 * Returns null for anything that is not a finite decimal number.
 * @internal shared by the money helpers; not part of the wire contract.
 */
export function toDecimalParts(value: string | number | bigint, shift = 0): DecimalParts | null {
  let text: string;
  if (typeof value === 'bigint') {
    text = value.toString();
  } else if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // toString gives the shortest decimal that round-trips to the same double, i.e. the literal the
    // caller most likely wrote (1.005 → "1.005", not 1.00499999999999989...).
    text = value.toString();
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }

  const match = LENIENT_DECIMAL.exec(text);
  if (!match) return null;
  const [, sign = '', intDigits = '', fracDigits = '', exponentText] = match;
  if (intDigits === '' && fracDigits === '') return null;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > MAX_EXPONENT) return null;

  // Move the decimal point: the value is 0.<digits> × 10^point.
  const digits = intDigits + fracDigits;
  const point = intDigits.length + exponent - shift;
  let integer: string;
  let fraction: string;
  if (point <= 0) {
    integer = '0';
    fraction = '0'.repeat(-point) + digits;
  } else if (point >= digits.length) {
    integer = digits + '0'.repeat(point - digits.length);
    fraction = '';
  } else {
    integer = digits.slice(0, point);
    fraction = digits.slice(point);
  }
  integer = integer.replace(/^0+(?=\d)/, '');
  return { negative: sign === '-', integer, fraction };
}

function groupThousands(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Formats an amount for display: two decimals, thousands separators, truncated toward zero
 * (SPEC.md §9): 1234.567 → "1,234.56", -1234.567 → "-1,234.56", 0.999 → "0.99".
 *
 * - Strings are read exactly as decimal text. Surrounding whitespace, a leading "+", ".5" and
 *   exponent notation ("1e3" → "1,000.00") are accepted, because display code receives values from
 *   many places and `Number.prototype.toString` itself writes exponents (1e21 → "1e+21").
 *   Thousands separators in the input are not accepted.
 * - Numbers are converted through their shortest round-trip decimal string, so 1.005 → "1.00"
 *   and 4.35 → "4.35" (no float multiplication is involved).
 * - bigints are whole units, unless `opts.minor` is true: then the value (of any type) is in minor
 *   units of 1/10 000, as stored by the ledger (12345000n → "1,234.50").
 * - Anything invalid (NaN, Infinity, garbage, empty) formats as "0.00"; so does -0 and any negative
 *   amount that truncates to zero (no "-0.00").
 */
export function formatAmount(value: string | number | bigint, opts?: { minor?: boolean }): string {
  const parts = toDecimalParts(value, opts?.minor ? MINOR_DECIMALS : 0);
  if (!parts) return '0.00';
  const cents = parts.fraction.slice(0, 2).padEnd(2, '0');
  const isZero = parts.integer === '0' && cents === '00';
  const sign = parts.negative && !isZero ? '-' : '';
  return `${sign}${groupThousands(parts.integer)}.${cents}`;
}
