// Writes the original SVG artwork of the promotions' banners and the sponsor page's partners under
// apps/server/static/{promo,sponsor}/ (issue 13). Deterministic: re-running shows no diff. Run with
// `npx tsx scripts/generate-content-art.mjs`. Simple shapes and gradients only (no text, no
// external references), so a banner reads in any language and is never more than a picture.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const STATIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'server', 'static');

const frame = (w, h, from, to, inner) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">` +
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
  `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
  `<rect width="${w}" height="${h}" fill="url(#g)"/>${inner}</svg>\n`;

const circles = (items) =>
  items
    .map(([x, y, r, fill, o]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" opacity="${o}"/>`)
    .join('');

// Banners are 750 × 300.
const PROMO = {
  welcome: frame(
    750,
    300,
    '#b91c1c',
    '#f59e0b',
    circles([
      [620, 60, 120, '#fff', 0.12],
      [90, 280, 90, '#fff', 0.1],
    ]) +
      '<rect x="470" y="120" width="160" height="120" rx="12" fill="#fde68a"/>' +
      '<rect x="462" y="100" width="176" height="36" rx="8" fill="#fbbf24"/>' +
      '<rect x="538" y="100" width="24" height="140" fill="#dc2626"/>' +
      '<path d="M550 100c-40-50-80-20-50 0zM550 100c40-50 80-20 50 0z" fill="#dc2626"/>',
  ),
  daily: frame(
    750,
    300,
    '#0f766e',
    '#22d3ee',
    circles([
      [120, 70, 80, '#fff', 0.12],
      [680, 260, 110, '#fff', 0.1],
    ]) +
      '<rect x="470" y="70" width="180" height="170" rx="16" fill="#fff" opacity="0.95"/>' +
      '<rect x="470" y="70" width="180" height="44" rx="16" fill="#f97316"/>' +
      '<path d="M520 180l22 22 48-56" stroke="#0f766e" stroke-width="14" fill="none" stroke-linecap="round"/>',
  ),
  parlay: frame(
    750,
    300,
    '#166534',
    '#4ade80',
    '<rect x="40" y="40" width="670" height="220" rx="10" fill="none" stroke="#fff" stroke-width="4" opacity="0.5"/>' +
      '<line x1="375" y1="40" x2="375" y2="260" stroke="#fff" stroke-width="4" opacity="0.5"/>' +
      circles([[375, 150, 50, 'none', 1]]) +
      '<circle cx="375" cy="150" r="50" fill="none" stroke="#fff" stroke-width="4" opacity="0.5"/>' +
      '<circle cx="560" cy="150" r="58" fill="#fff"/>' +
      '<path d="M560 112l30 22-12 36h-36l-12-36z" fill="#111827"/>',
  ),
  baccarat: frame(
    750,
    300,
    '#1e3a8a',
    '#7c3aed',
    circles([[120, 240, 120, '#fff', 0.08]]) +
      '<g transform="rotate(-12 520 150)"><rect x="440" y="60" width="120" height="170" rx="12" fill="#fff"/>' +
      '<path d="M500 110l22 36-22 36-22-36z" fill="#dc2626"/></g>' +
      '<g transform="rotate(10 600 150)"><rect x="540" y="70" width="120" height="170" rx="12" fill="#f8fafc"/>' +
      '<path d="M600 125c-24 0-30 30 0 48 30-18 24-48 0-48z" fill="#111827"/></g>',
  ),
  birthday: frame(
    750,
    300,
    '#be185d',
    '#f9a8d4',
    circles([
      [100, 60, 14, '#fde68a', 0.9],
      [180, 230, 10, '#fff', 0.8],
      [680, 50, 12, '#fde68a', 0.9],
    ]) +
      '<rect x="470" y="150" width="200" height="100" rx="12" fill="#fff"/>' +
      '<rect x="470" y="150" width="200" height="30" rx="12" fill="#f472b6"/>' +
      '<rect x="520" y="110" width="12" height="40" fill="#fde68a"/><rect x="564" y="110" width="12" height="40" fill="#fde68a"/>' +
      '<rect x="608" y="110" width="12" height="40" fill="#fde68a"/>',
  ),
  fishing: frame(
    750,
    300,
    '#0c4a6e',
    '#38bdf8',
    circles([
      [150, 80, 10, '#fff', 0.5],
      [180, 130, 6, '#fff', 0.5],
      [690, 200, 8, '#fff', 0.5],
    ]) +
      '<path d="M420 160c60-70 180-70 230 0-50 70-170 70-230 0z" fill="#fbbf24"/>' +
      '<path d="M650 160l60-40v80z" fill="#f59e0b"/><circle cx="470" cy="150" r="10" fill="#111827"/>',
  ),
  football: frame(
    750,
    300,
    '#374151',
    '#9ca3af',
    '<circle cx="560" cy="150" r="90" fill="#fff"/>' +
      '<path d="M560 95l40 29-15 47h-50l-15-47z" fill="#111827"/>' +
      circles([[120, 80, 70, '#fff', 0.1]]),
  ),
};

const SPONSOR = {
  'harbor-eagles': ['#1d4ed8', '#38bdf8', '<path d="M260 90l60 40 60-40-20 90h-80z" fill="#fff"/>'],
  'north-storm': [
    '#9a3412',
    '#f97316',
    '<circle cx="320" cy="140" r="70" fill="#fff"/><path d="M250 140h140M320 70v140" stroke="#9a3412" stroke-width="6"/>',
  ],
  'starlight-esports': [
    '#4c1d95',
    '#a855f7',
    '<path d="M320 60l22 50h54l-44 32 17 52-49-31-49 31 17-52-44-32h54z" fill="#fde68a"/>',
  ],
  'lin-ruoxi': [
    '#15803d',
    '#a3e635',
    '<circle cx="320" cy="140" r="60" fill="#d9f99d"/><path d="M270 110c30 20 70 20 100 0M270 170c30-20 70-20 100 0" stroke="#fff" stroke-width="6" fill="none"/>',
  ],
  'bluebay-sailing': [
    '#0e7490',
    '#67e8f9',
    '<path d="M320 50v150h-90z" fill="#fff"/><path d="M330 70v130h70z" fill="#e0f2fe"/><path d="M220 210h210l-30 30H250z" fill="#1e293b"/>',
  ],
  'chen-xiao': [
    '#111827',
    '#ef4444',
    '<rect x="220" y="130" width="200" height="50" rx="20" fill="#fff"/><circle cx="260" cy="190" r="22" fill="#111827"/><circle cx="380" cy="190" r="22" fill="#111827"/>',
  ],
};

function write(folder, name, svg) {
  const dir = join(STATIC_DIR, folder);
  mkdirSync(dir, { recursive: true });
  // A title names the picture for assistive technology (the page gives the <img> its own alt).
  writeFileSync(join(dir, `${name}.svg`), svg.replace(/^(<svg[^>]*>)/, `$1<title>${name}</title>`));
}

for (const [name, svg] of Object.entries(PROMO)) write('promo', name, svg);
for (const [name, [from, to, inner]] of Object.entries(SPONSOR)) {
  write(
    'sponsor',
    name,
    frame(
      640,
      280,
      from,
      to,
      circles([
        [80, 60, 90, '#fff', 0.1],
        [580, 240, 100, '#fff', 0.08],
      ]) + inner,
    ),
  );
}
console.log(`content art: ${Object.keys(PROMO).length} banners, ${Object.keys(SPONSOR).length} partners`);
