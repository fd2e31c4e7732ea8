// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AmountField } from '../form/amount-field.tsx';
import { amountInWords } from './amount-in-words.tsx';

// SPEC.md §9 (issue 28): a deposit or withdrawal amount in yuan is repeated in Chinese uppercase.

beforeAll(async () => {
  await i18next.init({ lng: 'zh-CN', resources: {} });
});
afterEach(cleanup);

describe('amountInWords', () => {
  it('writes a yuan amount in Chinese uppercase, wire amounts included', () => {
    expect(amountInWords('1234.5', 'CNY')).toBe('壹仟贰佰叁拾肆元伍角');
    expect(amountInWords('1000.0000', 'CNY')).toBe('壹仟元整');
  });

  it('says nothing for another currency, nothing typed, zero or a half-typed amount', () => {
    expect(amountInWords('100', 'USDT')).toBe('');
    expect(amountInWords('', 'CNY')).toBe('');
    expect(amountInWords('0.00', 'CNY')).toBe('');
    expect(amountInWords('.', 'CNY')).toBe('');
  });
});

describe('the amount box of deposits and withdrawals', () => {
  it('shows the typed yuan amount in uppercase under the box', () => {
    render(<AmountField id="a" value="2005.08" onChange={() => {}} currency="CNY" inWords />);
    expect(screen.getByTestId('amount-in-words').textContent).toContain('贰仟零伍元零捌分');
  });
});
