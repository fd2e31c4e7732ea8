import { FIELD_RULES } from './fields.ts';

/**
 * One spelling per person-typed identifier, so that every spelling of the same phone number or
 * e-mail reaches the same account, the same code and the same attempt counter (DESIGN.md §9).
 * Used by the server before it counts or looks anything up, and by the web before it sends.
 */

/** Separators people type inside phone numbers: spaces, dashes, dots, brackets. */
const PHONE_SEPARATORS = /[\s\-().\u00a0]/g;

export function compactPhone(raw: string): string {
  return raw.trim().replace(PHONE_SEPARATORS, '');
}

/** Whether `national` is a plausible number under the area code (mainland mobiles exactly). */
function fitsArea(areaDigits: string, national: string): boolean {
  return areaDigits === '86' ? FIELD_RULES.phoneCn.test(national) : FIELD_RULES.phone.test(national);
}

/**
 * The national number of a phone typed under an area code (`+86`), whatever the spelling:
 * `138 0013 8000`, `138-0013-8000`, `+8613800138000`, `008613800138000` and `8613800138000`
 * all give `13800138000`. A number that does not fit is returned compacted, for the caller to refuse.
 */
export function normalizePhone(areaCode: string, raw: string): string {
  const area = areaCode.trim().replace(/^\+/, '');
  let digits = compactPhone(raw);
  if (digits.startsWith('+')) digits = digits.slice(1);
  else if (digits.startsWith('00')) digits = digits.slice(2);
  else if (fitsArea(area, digits)) return digits;
  if (digits.startsWith(area) && fitsArea(area, digits.slice(area.length))) return digits.slice(area.length);
  return digits;
}

export type LoginAccount =
  | { kind: 'email'; email: string; key: string }
  | { kind: 'phone'; areaCode: string | undefined; phone: string; key: string }
  | { kind: 'username'; username: string; key: string };

/**
 * What a member typed in the one login field (`mpe`: name, phone or e-mail), normalised:
 * e-mail lower-cased; a phone compacted, with its area code when one is given or implied (a
 * mainland mobile number is `+86`); a name lower-cased. `key` is one string per spelling-class.
 * `areaCodes` are the offered area codes (`+86`, `+852`, …).
 */
export function normalizeLoginAccount(raw: string, areaCodes: readonly string[]): LoginAccount {
  const account = raw.trim();
  if (account.includes('@')) {
    const email = account.toLowerCase();
    return { kind: 'email', email, key: `e:${email}` };
  }
  const compact = compactPhone(account);
  const international = /^(\+|00)\d{6,18}$/.test(compact);
  if (international) {
    const digits = compact.replace(/^(\+|00)/, '');
    const area = [...areaCodes]
      .map((code) => code.replace(/^\+/, ''))
      .sort((a, b) => b.length - a.length)
      .find((code) => digits.startsWith(code) && fitsArea(code, digits.slice(code.length)));
    if (area) {
      const phone = digits.slice(area.length);
      return { kind: 'phone', areaCode: `+${area}`, phone, key: `p:+${area}${phone}` };
    }
  }
  if (/^\d+$/.test(compact)) {
    if (FIELD_RULES.phoneCn.test(compact))
      return { kind: 'phone', areaCode: '+86', phone: compact, key: `p:+86${compact}` };
    const mainland = /^86(1[3-9]\d{9})$/.exec(compact);
    if (mainland) return { kind: 'phone', areaCode: '+86', phone: mainland[1]!, key: `p:+86${mainland[1]}` };
    if (/^\d{12,15}$/.test(compact))
      return { kind: 'phone', areaCode: undefined, phone: compact, key: `p:${compact}` };
  }
  const username = account.toLowerCase();
  return { kind: 'username', username, key: `u:${username}` };
}
