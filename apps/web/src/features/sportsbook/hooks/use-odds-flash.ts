import { useEffect, useRef, useState } from 'react';
import { oddsMove } from '../lib/slip.ts';

export const FLASH_MS = 3_000;

/** 'up' or 'down' for about three seconds after the odds moved, else null. */
export function useOddsFlash(oddsK: number | null): 'up' | 'down' | null {
  const previous = useRef(oddsK);
  const [flash, setFlash] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = oddsK;
    if (before === null || oddsK === null) return;
    const move = oddsMove(before, oddsK);
    if (!move) return;
    setFlash(move);
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [oddsK]);
  return flash;
}
