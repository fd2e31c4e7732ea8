const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO timestamp as the member's local "2026-03-01 14:05"; '' for a missing or broken value. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
