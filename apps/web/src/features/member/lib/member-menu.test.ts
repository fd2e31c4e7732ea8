import { describe, expect, it } from 'vitest';
import zhCN from '../../../locales/zh-CN.json';
import { MEMBER_MENU, MEMBER_MENU_GROUPS, menuItemsOf } from './member-menu.ts';

describe('member menu', () => {
  it('lists the seventeen menu areas of SPEC.md §2 once each', () => {
    expect(MEMBER_MENU).toHaveLength(17);
    expect(new Set(MEMBER_MENU.map((i) => i.key)).size).toBe(17);
  });

  it('puts every item in a shown group and gives each a label', () => {
    const grouped = MEMBER_MENU_GROUPS.flatMap((g) => menuItemsOf(g));
    expect(grouped).toHaveLength(MEMBER_MENU.length);
    for (const item of MEMBER_MENU) expect(zhCN.member.menu[item.key]).toBeTruthy();
  });
});
