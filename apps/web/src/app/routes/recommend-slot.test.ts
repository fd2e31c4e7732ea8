import { describe, expect, it, vi } from 'vitest';

vi.mock('virtual:brand', async () => ({
  brand: (await import('@houseline/shared/brands/registry')).getBrand('hgty'),
}));

const { homeMatchPlacements } = await import('./recommend-slot.tsx');

// SPEC.md §4 (issue 28): placement 2 fills the recommended list; otherwise (placement 1) the main
// match list is filled — on the home that has one, hgty's sports-first home.
describe('the match lists a home fills from match/recommend/list', () => {
  it('the sports-first home fills its main match list (placement 1) besides the recommended list', () => {
    expect(homeMatchPlacements('hgty', 'sports')).toEqual([2, 1]);
  });

  it('a standard home has the recommended list only, and other brands neither', () => {
    expect(homeMatchPlacements('hgtyc', 'standard')).toEqual([2]);
    expect(homeMatchPlacements('188', 'standard')).toEqual([]);
    expect(homeMatchPlacements('188', 'sports')).toEqual([]);
  });
});
