import type { ContentBlock } from '@houseline/shared/api/contract/content';
import { describe, expect, it } from 'vitest';
import { blocksToForm, formToBlock, formToBlocks } from './blocks.ts';

const BLOCKS: ContentBlock[] = [
  { t: 'h', text: '活动内容' },
  { t: 'p', text: '欢迎加入！' },
  { t: 'ul', items: ['礼金 88 元', '10 倍流水'] },
  { t: 'ol', items: ['登录', '申请'] },
  {
    t: 'table',
    head: ['等级', '礼金'],
    rows: [
      ['VIP1', '8'],
      ['VIP2', '18'],
    ],
  },
  { t: 'note', text: '每人限一次' },
  { t: 'link', text: '去存款', to: '/user/deposit' },
  { t: 'img', src: '/static/promo/welcome.svg', alt: '首存礼金' },
];

describe('content blocks in the edit form', () => {
  it('turns every block type into form fields and back unchanged', () => {
    expect(formToBlocks(blocksToForm(BLOCKS))).toEqual(BLOCKS);
  });

  it('reads a line per list item and | between table cells, ignoring blank lines and spaces', () => {
    expect(formToBlock({ t: 'ul', items: ' 一 \n\n二\n' })).toEqual({ t: 'ul', items: ['一', '二'] });
    expect(formToBlock({ t: 'table', head: 'a|b', rows: ' 1 | 2 \n\n3|4' })).toEqual({
      t: 'table',
      head: ['a', 'b'],
      rows: [
        ['1', '2'],
        ['3', '4'],
      ],
    });
  });

  it('leaves an empty field empty for the server to refuse in its own words', () => {
    expect(formToBlock({ t: 'p' })).toEqual({ t: 'p', text: '' });
    expect(formToBlocks(undefined)).toEqual([]);
  });
});
