import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useEffect, useState } from 'react';
import { FEATURE_ID } from '../../config/contract-constants.ts';
import { hasFeature } from '../../lib/brand-features.ts';

const loadTeaser = () => import('../../features/activities/components/promo-teaser.tsx');

// The popup opens on the home's first render: start loading its promotion's chunk (preloaded by
// index.html, decision 0045) as soon as a home's chunk is evaluated, not one render later.
if (hasFeature(FEATURE_ID.activities)) void loadTeaser().catch(() => undefined);

export interface PromoSlot {
  /** The popup may open: its promotion is ready to draw, or there is none to wait for. */
  ready: boolean;
  /** The featured promotion's card, once its chunk and the running promotions are loaded. */
  Teaser: ComponentType | null;
}

/**
 * The featured promotion inside the home screens' popup (issue 13): the notice popup is the one
 * popup of the home, so its "don't remind again today" covers both and they never stack. Its chunk
 * and the running promotions load before the popup opens, and the card is then drawn in the
 * popup's first frame — a popup that grew under the member's eyes measured a layout shift of 0.27.
 * Brands without activities never load it.
 */
export function usePromoSlot(wanted: boolean): PromoSlot {
  const client = useQueryClient();
  const enabled = hasFeature(FEATURE_ID.activities);
  const [slot, setSlot] = useState<PromoSlot>({ ready: !enabled, Teaser: null });
  useEffect(() => {
    if (slot.ready || !wanted) return;
    let live = true;
    loadTeaser()
      .then(async (m) => {
        await m.prefetchPopupPromo(client).catch(() => undefined);
        if (live) setSlot({ ready: true, Teaser: m.PromoTeaser });
      })
      .catch(() => {
        if (live) setSlot({ ready: true, Teaser: null });
      });
    return () => {
      live = false;
    };
  }, [client, slot.ready, wanted]);
  return slot;
}
