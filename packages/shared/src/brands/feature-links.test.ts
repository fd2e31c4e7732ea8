import { describe, expect, it } from 'vitest';
import { featuresOfLink, isLinkEnabled } from './feature-links.ts';
import { FEATURE } from './types.ts';

describe('feature links', () => {
  it('names the feature of each issue-13 page', () => {
    expect(featuresOfLink('/activity/list')).toEqual([FEATURE.activities]);
    expect(featuresOfLink('/app/sponsor')).toEqual([FEATURE.sponsor]);
    expect(featuresOfLink('/user/vip/privilege')).toEqual([FEATURE.vip]);
    expect(featuresOfLink('/user/vip/detail?level=3')).toEqual([FEATURE.vip]);
    expect(featuresOfLink('/task')).toEqual([FEATURE.tasks]);
    expect(featuresOfLink('/taskRecords')).toEqual([FEATURE.tasks]);
    expect(featuresOfLink('/user/agentPage?tab=share')).toEqual([FEATURE.shareToEarn]);
    expect(featuresOfLink('/user/agentPage')).toEqual([FEATURE.agent, FEATURE.shareToEarn]);
    expect(featuresOfLink('/user/vipx')).toBeNull();
    expect(featuresOfLink('/tasks')).toBeNull();
    expect(featuresOfLink('/help/center')).toBeNull();
  });

  it('shows a link only when the brand has one of its features', () => {
    expect(isLinkEnabled('/user/agentPage', [FEATURE.shareToEarn])).toBe(true);
    expect(isLinkEnabled('/user/agentPage', [FEATURE.vip])).toBe(false);
    expect(isLinkEnabled('/user/agentPage?tab=share', [FEATURE.agent])).toBe(false);
    expect(isLinkEnabled('/app/sponsor', [])).toBe(false);
    expect(isLinkEnabled('/finance/deposit', [])).toBe(true);
    expect(isLinkEnabled('https://example.com/app', [])).toBe(true);
  });
});
