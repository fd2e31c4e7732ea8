import type { DeskMessage } from '@houseline/shared/api/contract/service-desk';

/**
 * Applies messages strictly in seq order from `last`: older ones (held already) are skipped, the
 * next ones taken; one beyond the next is a gap (`gap: true`), to be fetched, never shown early.
 */
export function applyInOrder(last: number, list: readonly DeskMessage[]) {
  const applied: DeskMessage[] = [];
  let current = last;
  let gap = false;
  for (const message of [...list].sort((a, b) => a.seq - b.seq)) {
    if (message.seq <= current) continue;
    if (message.seq !== current + 1) {
      gap = true;
      break;
    }
    applied.push(message);
    current = message.seq;
  }
  return { applied, last: current, gap };
}
