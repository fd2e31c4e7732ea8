import { describe, expect, it } from 'vitest';
import zhCN from '../../../locales/zh-CN.json';
import { activeMenuKey, MEMBER_MENU, MEMBER_MENU_GROUPS, menuItemsOf } from './member-menu.ts';

describe('member menu', () => {
  it('lists the seventeen menu areas of SPEC.md §2, the withdrawal records, the messages and feedback once each', () => {
    expect(MEMBER_MENU).toHaveLength(20);
    expect(new Set(MEMBER_MENU.map((i) => i.key)).size).toBe(20);
  });

  it('links only to routes of SPEC.md §2', () => {
    const routes = ['/finance/', '/cards', '/user/', '/setting', '/personalInfo', '/help/', '/tutorial/'];
    for (const item of MEMBER_MENU) {
      expect(
        routes.some((r) => item.path.startsWith(r)),
        item.path,
      ).toBe(true);
      expect(item.path, item.key).not.toMatch(/^\/finance\/(exchange|outCoin)/);
    }
  });

  it('puts every item in a shown group and gives each a label', () => {
    const grouped = MEMBER_MENU_GROUPS.flatMap((g) => menuItemsOf(g));
    expect(grouped).toHaveLength(MEMBER_MENU.length);
    for (const item of MEMBER_MENU) expect(zhCN.member.menu[item.key]).toBeTruthy();
  });
});

describe('activeMenuKey', () => {
  it('highlights the one item of the page, preferring the one whose query matches', () => {
    expect(activeMenuKey('/finance/withdraw', '')).toBe('withdraw');
    expect(activeMenuKey('/finance/withdraw', '?kind=coin')).toBe('outCoin');
    expect(activeMenuKey('/finance/myAssets', '')).toBe('myAssets');
    expect(activeMenuKey('/finance/myAssets', '?wallet=center')).toBe('centreWallet');
    expect(activeMenuKey('/finance/myAssets', '?wallet=usdt&exchange=1')).toBe('exchange');
    expect(activeMenuKey('/user/redemptionRecord', '?status=paid')).toBe('withdrawRecord');
    expect(activeMenuKey('/user/redemptionDetail', '')).toBeNull();
  });
});
