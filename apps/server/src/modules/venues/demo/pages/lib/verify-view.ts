// 快三 verification in the browser: SHA-256(seed) against the published hash, and the dice
// re-derived from the seed with the engines' own functions (the same code the provider runs).
import { k3DiceFromSeed, k3SeedHash } from '../../games/k3.ts';
import { button, el } from './dom.ts';

export interface VerifyResult {
  hash: string;
  dice: [number, number, number];
  hashMatches: boolean | null;
  diceMatch: boolean | null;
}

/** Recomputes a draw; `expected` fields are compared when given. Throws on a malformed seed. */
export function verifyDraw(
  seed: string,
  expected: { seedHash?: string; dice?: readonly number[] } = {},
): VerifyResult {
  const clean = seed.trim().toLowerCase();
  const hash = k3SeedHash(clean);
  const dice = k3DiceFromSeed(clean);
  return {
    hash,
    dice,
    hashMatches: expected.seedHash === undefined ? null : expected.seedHash.toLowerCase() === hash,
    diceMatch: expected.dice === undefined ? null : expected.dice.join(',') === dice.join(','),
  };
}

/** The result lines of a verification, for a dialog or the rules page. */
export function verifyReport(result: VerifyResult): HTMLElement {
  const mark = (ok: boolean | null) => (ok === null ? '' : ok ? ' ✓ 一致' : ' ✗ 不一致');
  return el(
    'div',
    'k3-verify-report',
    {},
    el(
      'p',
      '',
      {},
      el('span', '', {}, 'SHA-256(种子)：'),
      el('code', '', {}, result.hash),
      el('b', result.hashMatches === false ? 'is-bad' : 'is-ok', {}, mark(result.hashMatches)),
    ),
    el(
      'p',
      '',
      {},
      el('span', '', {}, '由种子算出的骰子：'),
      el('strong', '', {}, result.dice.join(' ')),
      el('b', result.diceMatch === false ? 'is-bad' : 'is-ok', {}, mark(result.diceMatch)),
    ),
  );
}

/** A free-standing verifier: paste a seed (and optionally the published hash). */
export function createVerifier(): HTMLElement {
  const seed = el('input', 'k3-verify-input', {
    'aria-label': '开奖种子（64 位十六进制）',
    placeholder: '开奖种子（64 位十六进制）',
    spellcheck: 'false',
  });
  const hash = el('input', 'k3-verify-input', {
    'aria-label': '公布的种子哈希（可选）',
    placeholder: '公布的种子哈希（可选）',
    spellcheck: 'false',
  });
  const out = el('div', 'k3-verify-out', { 'aria-live': 'polite' });
  const go = button('vbtn vbtn-primary', '验证', '验证');
  go.addEventListener('click', () => {
    try {
      const expected = hash.value.trim() ? { seedHash: hash.value.trim() } : {};
      out.replaceChildren(verifyReport(verifyDraw(seed.value, expected)));
    } catch {
      out.replaceChildren(el('p', 'is-bad', {}, '种子格式不正确：应为 64 位十六进制字符。'));
    }
  });
  return el('div', 'k3-verifier', {}, seed, hash, go, out);
}
