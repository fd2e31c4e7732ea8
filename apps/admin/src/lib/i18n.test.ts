import { describe, expect, it } from 'vitest';
import { enUS } from '../locales/en-US.ts';
import { zhCN } from '../locales/zh-CN.ts';
import { format } from './i18n.tsx';

describe('console text', () => {
  it('has the same keys and the same slots in both languages', () => {
    expect(Object.keys(enUS).sort()).toEqual(Object.keys(zhCN).sort());
    const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(zhCN) as (keyof typeof zhCN)[]) {
      expect(slots(enUS[key]), key).toEqual(slots(zhCN[key]));
    }
  });
  it('fills slots and leaves unknown ones visible', () => {
    expect(format('{n} 笔', { n: 3 })).toBe('3 笔');
    expect(format('{a}-{b}', { a: 1 })).toBe('1-{b}');
  });
});
