/**
 * The schema fuzzer's catalogue of hostile values (issue 14): every field of every endpoint gets
 * some of them, and the fields that look like ids or amounts get all of their kind.
 */

/** A value as it can travel: JSON bodies take any of these; query strings and forms only text. */
export type Nasty = string | number | boolean | null | unknown[] | Record<string, unknown>;

export const ONE_MB = 1024 * 1024;

/** A string of exactly this many bytes (ASCII). */
export function bigString(bytes: number, fill = 'a'): string {
  return fill.repeat(bytes);
}

/** Ids beyond int8, at and around zero, in exponent and fractional form. */
export const ID_VALUES: Nasty[] = [
  '9223372036854775808',
  '9223372036854775807',
  '-9223372036854775809',
  '99999999999999999999999999',
  '-1',
  '0',
  '00000000000000000001',
  '1e30',
  '1.5',
  '0x10',
  ' 1',
  '1 ',
  2 ** 63,
  1e30,
  -1,
  0,
  1.5,
];

/** Negative, fractional, over-precise and non-finite amounts. */
export const AMOUNT_VALUES: Nasty[] = [
  '-1',
  '-0',
  '0',
  '0.001',
  '0.0000000001',
  '1e5',
  '1E-3',
  'NaN',
  'Infinity',
  '-Infinity',
  '1,000',
  '１００',
  '99999999999999999999.99',
  '1.',
  '.5',
  '+5',
  -1,
  0.001,
  1e308,
];

export const UNICODE_VALUES: Nasty[] = [
  '😀💸🏦',
  '‮gnp.exe',
  'مرحبا بالعالم',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy',
  '\ufeffbom',
  'Z̴̡̢͎͂a̸͖͋l̵̢̈́g̷̱̈́o̶͙͐',
  '\u2028\u2029',
  '𝕳𝖔𝖚𝖘𝖊',
  'ｆｕｌｌｗｉｄｔｈ',
];

export const INJECTION_VALUES: Nasty[] = [
  "' OR '1'='1",
  '1; DROP TABLE members;--',
  "'); select pg_sleep(0); --",
  '" UNION SELECT null,null--',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '/static/../../package.json',
  'a\r\nSet-Cookie: x=1',
  '%0d%0aX-Injected: 1',
  ['$', '{7*7}{{7*7}}'].join(''),
  '%s%s%s%n',
  '\\u0000',
];

/** Wrong JSON types for a field that wants text or a number. */
export const TYPE_VALUES: Nasty[] = [
  null,
  true,
  false,
  123,
  -0,
  [],
  ['a', 'b'],
  {},
  { $gt: '' },
  JSON.parse('{"__proto__":{"polluted":1}}') as Record<string, unknown>,
  '',
  ' ',
  'true',
  'null',
  'undefined',
  '[object Object]',
];

/** Keys that would pollute prototypes if an object were merged carelessly. */
export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** Text values only (query strings and forms carry nothing else). */
export function asText(value: Nasty): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** The general hostile values, rotated over the fields so every value meets many kinds of field. */
export const GENERAL_VALUES: Nasty[] = [
  ...TYPE_VALUES,
  ...UNICODE_VALUES,
  ...INJECTION_VALUES,
  ...AMOUNT_VALUES.slice(0, 8),
  ...ID_VALUES.slice(0, 6),
  bigString(10_000),
];

/** Whether a field takes an id (by its name or its digits-only pattern). */
export function looksLikeId(name: string, schema: Record<string, unknown>): boolean {
  if (/(^id$|Id$|^id[A-Z]|^page$|^size$|No$)/.test(name)) return true;
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : '';
  return /^\^(\[1-9\])?\\d\{/.test(pattern) || schema.type === 'integer';
}

/** Whether a field takes an amount of money (by its name or its decimal pattern). */
export function looksLikeAmount(name: string, schema: Record<string, unknown>): boolean {
  if (/amount|money|stake|balance|odds|price/i.test(name)) return true;
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : '';
  return pattern.includes('(?:\\.\\d');
}
