import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GROUPS } from './gallery-routes.ts';

/** The group of the operator console's rows (after the web's groups). */
export const CONSOLE_GROUP = 'Operator console';

// The gallery page: one row per route (grouped as the product is), one thumbnail per layout ×
// brand × role in fixed columns, problems outlined in red with their text under the row, so a
// person sees the whole product at once. Built from the runs' JSON by the global teardown.

export const GALLERY_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../gallery');

export interface GalleryEntry {
  route: string;
  group: string;
  url: string;
  landed: string;
  shot: string;
  problems: string[];
  settled: boolean;
  ms: number;
}

export interface GalleryRun {
  run: string;
  layout: 'phone' | 'desktop';
  site: string;
  theme: string;
  /** `operator`: the operator console's run (its own group of rows). */
  role: 'guest' | 'member' | 'operator';
  setupMs: number;
  entries: GalleryEntry[];
}

const esc = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export function readRuns(): GalleryRun[] {
  const dir = path.join(GALLERY_DIR, 'data');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as GalleryRun);
}

/** Columns: light brand before dark, phone before desktop, guest before member. */
function columnOrder(runs: GalleryRun[]): GalleryRun[] {
  const rank = (r: GalleryRun) =>
    r.role === 'operator'
      ? 8
      : (r.theme === 'light' ? 0 : 4) + (r.layout === 'phone' ? 0 : 2) + (r.role === 'guest' ? 0 : 1);
  return [...runs].sort((a, b) => rank(a) - rank(b));
}

export function writeGallery(runs: GalleryRun[], wallMs: number): string {
  const columns = columnOrder(runs);
  const routes: { route: string; group: string }[] = [];
  for (const run of columns) {
    for (const e of run.entries) {
      if (!routes.some((r) => r.route === e.route)) routes.push({ route: e.route, group: e.group });
    }
  }
  const visits = columns.reduce((n, r) => n + r.entries.length, 0);
  const failed = columns.reduce((n, r) => n + r.entries.filter((e) => e.problems.length > 0).length, 0);
  const head = columns
    .map(
      (c) =>
        `<th class="${c.layout}">${esc(c.layout)}<br>${esc(c.site)} (${esc(c.theme)})<br>${esc(c.role)}</th>`,
    )
    .join('');
  const sections = [...GROUPS, CONSOLE_GROUP]
    .map((group) => {
      const rows = routes
        .filter((r) => r.group === group)
        .map(({ route }) => {
          const notes: string[] = [];
          const cells = columns
            .map((c) => {
              const e = c.entries.find((x) => x.route === route);
              // The console's rows and the web's are apart: a run leaves the other's rows blank.
              if (!e && (c.role === 'operator') !== (group === CONSOLE_GROUP)) return '<td></td>';
              if (!e) return '<td class="missing">not visited</td>';
              const label = `${c.layout} · ${c.site} · ${c.role}`;
              for (const p of e.problems) notes.push(`${label}: ${p}`);
              const moved = e.landed !== e.url ? `<span class="landed">→ ${esc(e.landed)}</span>` : '';
              const cls = [c.layout, e.problems.length ? 'bad' : '', e.settled ? '' : 'busy'].join(' ');
              return `<td class="${cls}"><a href="${esc(e.shot)}" target="_blank"><img loading="lazy" src="${esc(e.shot)}" alt="${esc(`${route} ${label}`)}"></a>${moved}</td>`;
            })
            .join('');
          const problems = notes.length
            ? `<tr class="problems"><td colspan="${columns.length + 1}">${notes.map(esc).join('<br>')}</td></tr>`
            : '';
          return `<tr><th class="route">${esc(route)}</th>${cells}</tr>${problems}`;
        })
        .join('');
      return rows
        ? `<tbody><tr class="group"><th colspan="${columns.length + 1}">${esc(group)}</th></tr>${rows}</tbody>`
        : '';
    })
    .join('');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Houseline route gallery</title>
<style>
body{font:13px/1.4 system-ui,sans-serif;margin:0;background:#f4f4f6;color:#222}
header{padding:12px 16px;background:#222;color:#fff}
table{border-collapse:separate;border-spacing:6px 4px;padding:0 8px}
thead th{position:sticky;top:0;background:#f4f4f6;font-weight:600;font-size:12px;z-index:1;padding:6px 0}
th.route{text-align:left;font-family:ui-monospace,monospace;font-size:12px;max-width:170px;word-break:break-all;vertical-align:top}
tr.group th{text-align:left;font-size:16px;padding:14px 0 4px}
td{vertical-align:top;text-align:center}
td img{height:180px;display:block;border:2px solid #ccc;border-radius:4px;background:#fff}
td.bad img{border-color:#d00}
td.busy img{border-style:dashed}
.landed{display:block;font-size:11px;color:#666;max-width:290px;word-break:break-all}
tr.problems td{text-align:left;color:#b00;font-size:12px;padding-bottom:8px}
td.missing{color:#999}
</style></head><body>
<header><b>Houseline route gallery</b> — ${routes.length} routes × ${columns.length} columns = ${visits} visits,
${failed} with problems; wall ${(wallMs / 1000).toFixed(0)} s; ${new Date().toISOString()}.
Red: a problem (listed under the row). Dashed: still busy when shot. "→": where the address landed.</header>
<table><thead><tr><th></th>${head}</tr></thead>${sections}</table>
</body></html>
`;
  const file = path.join(GALLERY_DIR, 'index.html');
  writeFileSync(file, html);
  return file;
}
