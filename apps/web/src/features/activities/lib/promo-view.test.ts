import type { PromoSummary } from '@houseline/shared/api/contract/content';
import { describe, expect, it } from 'vitest';
import { currencyLabel, dayOf, popupPromo } from './promo-view.ts';

const promo = (over: Partial<PromoSummary>): PromoSummary => ({
  id: 1,
  category: 'welcome',
  title: 't',
  summary: '',
  bannerUrl: '/static/promo/welcome.svg',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2027-01-01T00:00:00.000Z',
  state: 'running',
  applyMode: 'review',
  bonus: '88.0000',
  currency: 'CNY',
  turnoverMultiple: 10,
  popup: true,
  ...over,
});

describe('promotion view helpers', () => {
  it('picks the first running promotion marked for the popup', () => {
    expect(popupPromo([promo({ id: 1, popup: false }), promo({ id: 2 })])?.id).toBe(2);
    expect(popupPromo([promo({ state: 'upcoming' })])).toBeNull();
    expect(popupPromo(undefined)).toBeNull();
  });

  it('reads the currency and the day', () => {
    expect(currencyLabel('CNY')).toBe('元');
    expect(currencyLabel('USDT')).toBe('USDT');
    expect(dayOf('not a date')).toBe('');
  });
});
