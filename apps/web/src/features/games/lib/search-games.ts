/**
 * Search in a game catalogue. Names are Chinese ("幻彩转轮") or mixed ("K3 快三"), so the match is
 * a substring of the NFKC form (full-width letters and digits become half-width), case-folded,
 * with white space ignored on both sides: "k3" finds "Ｋ３ 快三", "转 轮" finds "幻彩转轮".
 */
export function normalizeSearch(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase('zh-CN').replace(/\s+/g, '');
}

/** The games whose name holds the query, in their order; every game for an empty query. */
export function filterGames<G extends { name: string }>(games: readonly G[], query: string): G[] {
  const needle = normalizeSearch(query);
  if (needle === '') return [...games];
  return games.filter((g) => normalizeSearch(g.name).includes(needle));
}
