import { describe, expect, it } from 'vitest';
import { nextRecommendPage } from './recommend-paging.ts';

describe('recommended list paging', () => {
  it('pages forward by page_size and wraps to 1 when the next page would pass the total', () => {
    expect(nextRecommendPage(1, 3, 8)).toBe(2);
    expect(nextRecommendPage(2, 3, 8)).toBe(3);
    expect(nextRecommendPage(3, 3, 8)).toBe(1);
    expect(nextRecommendPage(2, 3, 6)).toBe(1);
    expect(nextRecommendPage(1, 3, 3)).toBe(1);
    expect(nextRecommendPage(1, 3, 0)).toBe(1);
  });
});
