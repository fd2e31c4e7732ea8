/** "1天 02:03:04" / "02:03:04": what is left of a period, from whole seconds. */
export function countdownText(seconds: number, dayLabel: string): string {
  const s = Math.max(0, Math.floor(seconds));
  const days = Math.floor(s / 86_400);
  const two = (n: number) => n.toString().padStart(2, '0');
  const clock = `${two(Math.floor((s % 86_400) / 3_600))}:${two(Math.floor((s % 3_600) / 60))}:${two(s % 60)}`;
  return days > 0 ? `${days}${dayLabel} ${clock}` : clock;
}
