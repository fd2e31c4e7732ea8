// @vitest-environment jsdom
import { replayShoe, seedHash } from '@houseline/shared/baccarat/shoe';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../lib/api/client.ts';
import { safeStorage } from '../../../lib/storage/safe-storage.ts';
import { createSessionStore } from '../../../lib/storage/session-store.ts';
import { startTestI18n } from './test-i18n.ts';
import type { ShoeDetail } from './verify-view.tsx';

let VerifyView: typeof import('./verify-view.tsx').VerifyView;

beforeAll(async () => {
  await startTestI18n();
  ({ VerifyView } = await import('./verify-view.tsx'));
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const SEED = '5e'.repeat(32);
const NONCE = 'table-2-shoe-9';

/** The liveShoe answer of an honest server for the shoe's first `n` hands. */
function serverAnswer(n: number, ended: boolean): ShoeDetail {
  return {
    shoe: {
      id: 9,
      seedHash: seedHash(SEED),
      nonce: NONCE,
      seed: ended ? SEED : null,
      handsDealt: n,
      status: ended ? 'ended' : 'playing',
      startedAt: '2026-11-24T03:00:00.000Z',
      endedAt: ended ? '2026-11-24T03:40:00.000Z' : null,
    },
    tableId: 2,
    hands: replayShoe(SEED, NONCE)
      .slice(0, n)
      .map((h, i) => ({ handNo: i + 1, cards: h.order, outcome: h.outcome })),
  };
}

/** Fetches GET live/shoe through the app's API client over a stubbed fetch answering `answer`. */
async function fetchShoe(answer: ShoeDetail): Promise<ShoeDetail> {
  const fetch = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify({ status: true, data: answer }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  const api = createApiClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    siteCode: 'hgtyc',
    session: createSessionStore(safeStorage(() => undefined)),
    getLang: () => 'zh-CN',
    getDeviceNo: () => 'h5_test',
    onSessionInvalid: () => {},
  });
  const detail = await api.call('liveShoe', { id: 9 });
  expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/findmed/v1/live/shoe?id=9');
  return detail;
}

const verdict = () => document.querySelector('[data-verdict]')?.getAttribute('data-verdict');

describe('VerifyView', { timeout: 30_000 }, () => {
  it('verifies an ended shoe against the seed, hand by hand', async () => {
    render(<VerifyView detail={await fetchShoe(serverAnswer(24, true))} />);
    expect(verdict()).toBe('verified');
    expect(screen.getByText('验证通过')).toBeTruthy();
    const table = document.querySelector('.vf-hands') as HTMLElement;
    expect(within(table).getAllByText('一致')).toHaveLength(24);
    expect(document.querySelectorAll('.rb-grid--beadPlate .rb-mark')).toHaveLength(24);
    expect(screen.getByText(SEED)).toBeTruthy();
  });

  it('says mismatch and marks the hand whose card the server changed', async () => {
    const answer = serverAnswer(24, true);
    const hand = answer.hands[6];
    if (!hand?.cards[1]) throw new Error('no card');
    const real = hand.cards[1].card;
    hand.cards[1].card = real === '9H' ? '8H' : '9H';
    render(<VerifyView detail={await fetchShoe(answer)} />);
    expect(verdict()).toBe('mismatch');
    expect(screen.getByText(/有 1 局与重新计算的结果不一致/)).toBeTruthy();
    const bad = document.querySelector('tr.is-bad') as HTMLElement;
    expect(bad.dataset.hand).toBe('7');
    expect(within(bad).getByText('不一致')).toBeTruthy();
    // The expected hand is shown under it, with the real card.
    const expected = bad.nextElementSibling as HTMLElement;
    expect(expected.textContent).toContain('牌面不同');
    expect(expected.querySelector(`[data-card="${real}"]`)).toBeTruthy();
  });

  it('shows the published hash while the shoe is in play and verifies once a seed is pasted', async () => {
    render(<VerifyView detail={await fetchShoe(serverAnswer(10, false))} />);
    expect(verdict()).toBe('pending');
    expect(screen.getByText('牌靴结束后公布')).toBeTruthy();
    expect(screen.getByText(seedHash(SEED))).toBeTruthy();
    expect(screen.getAllByText('待验证')).toHaveLength(10);

    fireEvent.change(screen.getByLabelText('种子（64 位十六进制）'), { target: { value: 'xyz' } });
    fireEvent.click(screen.getByRole('button', { name: '计算' }));
    expect(screen.getByRole('alert').textContent).toBe('种子须为 64 位十六进制字符');

    fireEvent.change(screen.getByLabelText('种子（64 位十六进制）'), {
      target: { value: SEED.toUpperCase() },
    });
    fireEvent.click(screen.getByRole('button', { name: '计算' }));
    expect(verdict()).toBe('verified');
    const recomputed = screen.getByTestId('recomputed');
    expect(recomputed.textContent).toContain('与本页牌靴公布的哈希一致');
    expect(recomputed.querySelectorAll('tbody tr')).toHaveLength(replayShoe(SEED, NONCE).length);
  });

  it('recomputes another shoe from a pasted seed and nonce without touching this verdict', async () => {
    render(<VerifyView detail={await fetchShoe(serverAnswer(5, true))} />);
    fireEvent.change(screen.getByLabelText('种子（64 位十六进制）'), { target: { value: '01'.repeat(32) } });
    fireEvent.change(screen.getByLabelText('随机数'), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: '计算' }));
    expect(verdict()).toBe('verified');
    const recomputed = screen.getByTestId('recomputed');
    expect(recomputed.textContent).toContain(seedHash('01'.repeat(32)));
    expect(recomputed.textContent).toContain('与本页牌靴公布的哈希不同');
  });
});
