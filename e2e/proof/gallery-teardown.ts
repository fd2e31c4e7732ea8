import { readRuns, writeGallery } from './gallery-html.ts';

/** Writes e2e/gallery/index.html from the runs' JSON and prints the counts for the issue note. */
export default function galleryTeardown(): void {
  const wallMs = Date.now() - Number(process.env.GALLERY_STARTED ?? Date.now());
  const runs = readRuns();
  if (runs.length === 0) return;
  const file = writeGallery(runs, wallMs);
  const routes = new Set(runs.flatMap((r) => r.entries.map((e) => e.route))).size;
  const layouts = new Set(runs.map((r) => r.layout)).size;
  const brands = new Set(runs.map((r) => `${r.site} (${r.theme})`));
  const roles = new Set(runs.map((r) => r.role)).size;
  const visits = runs.reduce((n, r) => n + r.entries.length, 0);
  const bad = runs.reduce((n, r) => n + r.entries.filter((e) => e.problems.length > 0).length, 0);
  const lines = [
    '[gallery] run                      visits  problems  setup s  visits s',
    ...runs
      .sort((a, b) => a.run.localeCompare(b.run))
      .map(
        (r) =>
          `[gallery] ${r.run.padEnd(24)} ${String(r.entries.length).padStart(6)}  ${String(
            r.entries.filter((e) => e.problems.length > 0).length,
          ).padStart(8)}  ${(r.setupMs / 1000).toFixed(1).padStart(7)}  ${(
            r.entries.reduce((n, e) => n + e.ms, 0) / 1000
          )
            .toFixed(1)
            .padStart(8)}`,
      ),
    `[gallery] ${routes} routes × ${layouts} layouts × ${brands.size} brands (${[...brands].join(', ')}) × ${roles} roles = ${visits} visits, ${bad} with problems; wall ${(wallMs / 1000).toFixed(0)} s`,
    `[gallery] ${file}`,
  ];
  console.log(lines.join('\n'));
}
