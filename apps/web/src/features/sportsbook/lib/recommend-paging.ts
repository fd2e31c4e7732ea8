/**
 * The recommended list pages forward by page_size; when the next page would start past the total
 * it wraps to page 1 (SPEC.md §4). With no total (nothing known, or an empty list) it stays on 1.
 */
export function nextRecommendPage(page: number, pageSize: number, total: number): number {
  if (total <= 0 || pageSize <= 0) return 1;
  return page * pageSize >= total ? 1 : page + 1;
}
