import type { TFunction } from 'i18next';

// Display helpers of the sportsbook shared by the sportsbook room and the bet records: how a
// market, a line and a selection read. Messages live in locales/sports.

/** A line as members read it: handicaps with their sign, quarter lines as "0.5/1". */
export function formatLine(line: number | null, signed: boolean): string {
  if (line === null) return '';
  const abs = Math.abs(line);
  const quarter = Math.round(abs * 4) % 2 === 1;
  const body = quarter ? `${trim(abs - 0.25)}/${trim(abs + 0.25)}` : trim(abs);
  if (!signed || line === 0) return body;
  return `${line < 0 ? '-' : '+'}${body}`;
}

const trim = (n: number) => String(Math.round(n * 100) / 100);

/** "让球 · 上半场" */
export function marketName(t: TFunction, type: string, period: string): string {
  const name = t(`sports.market.${type}`);
  return period === '1h' ? `${name} · ${t('sports.period.1h')}` : name;
}

/** What one selection is called: the team, 大/小 with the line, 单/双, or a correct score. */
export function selectionName(
  t: TFunction,
  m: { type: string; line: number | null },
  code: string,
  teams: { home: string; away: string },
): string {
  switch (m.type) {
    case '1x2':
    case 'ml':
      return code === 'draw' ? t('sports.sel.draw') : code === 'home' ? teams.home : teams.away;
    case 'ah':
    case 'map_ah': {
      const line = m.line === null ? null : code === 'home' ? m.line : -m.line;
      return `${code === 'home' ? teams.home : teams.away} ${formatLine(line, true)}`;
    }
    case 'ou':
      return `${t(`sports.sel.${code}`)} ${formatLine(m.line, false)}`;
    case 'oe':
      return t(`sports.sel.${code}`);
    case 'cs':
      return code === 'other' ? t('sports.sel.other') : code;
    default:
      return code;
  }
}

/** A short label for an odds button in a list (主/客/和, 大/小 …). */
export function selectionShort(t: TFunction, type: string, code: string): string {
  if (type === 'cs') return code === 'other' ? t('sports.sel.other') : code;
  return t(`sports.short.${code}`, { defaultValue: code });
}
