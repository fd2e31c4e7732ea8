// Raster covers of the demo games (issue 11): a text-free illustration per game, drawn as SVG from
// the same palette as the SVG art and rendered by sharp to WebP (2×, what browsers load) and PNG
// (1×, the fallback), with a content version for the `?v=` query of SPEC.md §9. No text on purpose:
// the name sits under the tile in the page, and rasterising needs no CJK font on the build machine.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const W = 340;
const H = 220;

function rounded(x, y, w, h, r, fill, extra = '') {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" ${extra}/>`;
}

function star(cx, cy, r, fill) {
  const points = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    points.push(`${(cx + radius * Math.cos(a)).toFixed(1)},${(cy + radius * Math.sin(a)).toFixed(1)}`);
  }
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

function diamond(cx, cy, r, fill) {
  return `<polygon points="${cx},${cy - r} ${cx + r * 0.8},${cy} ${cx},${cy + r} ${cx - r * 0.8},${cy}" fill="${fill}"/>`;
}

function cherry(cx, cy, r, fill, stem) {
  return (
    `<path d="M${cx - r * 0.6} ${cy} Q${cx} ${cy - r * 2.2} ${cx + r * 0.9} ${cy - r * 2}" stroke="${stem}" stroke-width="3" fill="none"/>` +
    `<path d="M${cx + r * 0.7} ${cy + 2} Q${cx + r * 0.6} ${cy - r * 1.4} ${cx + r * 0.9} ${cy - r * 2}" stroke="${stem}" stroke-width="3" fill="none"/>` +
    `<circle cx="${cx - r * 0.6}" cy="${cy + r * 0.4}" r="${r * 0.7}" fill="${fill}"/><circle cx="${cx + r * 0.7}" cy="${cy + r * 0.5}" r="${r * 0.7}" fill="${fill}"/>`
  );
}

const SLOT_SYMBOLS = [
  (cx, cy) => star(cx, cy, 22, '#facc15'),
  (cx, cy) => cherry(cx, cy, 14, '#ef4444', '#15803d'),
  (cx, cy) => diamond(cx, cy, 24, '#38bdf8'),
  (cx, cy) =>
    `<ellipse cx="${cx}" cy="${cy}" rx="26" ry="8" fill="none" stroke="#a78bfa" stroke-width="4"/><circle cx="${cx}" cy="${cy}" r="15" fill="#7c3aed"/>`,
  (cx, cy) =>
    `<polygon points="${cx - 14},${cy - 20} ${cx + 14},${cy - 20} ${cx + 24},${cy} ${cx + 14},${cy + 20} ${cx - 14},${cy + 20} ${cx - 24},${cy}" fill="#10b981"/><polygon points="${cx - 8},${cy - 12} ${cx + 8},${cy - 12} ${cx + 14},${cy} ${cx + 8},${cy + 12} ${cx - 8},${cy + 12} ${cx - 14},${cy}" fill="#6ee7b7"/>`,
  (cx, cy) =>
    `<circle cx="${cx}" cy="${cy}" r="18" fill="#f472b6"/><path d="M${cx - 18} ${cy} l-12 -9 v18z M${cx + 18} ${cy} l12 -9 v18z" fill="#f9a8d4"/><circle cx="${cx - 6}" cy="${cy - 6}" r="5" fill="#fdf2f8"/>`,
  (cx, cy) =>
    `<path d="M${cx} ${cy - 22} Q${cx + 22} ${cy - 20} ${cx + 18} ${cy + 14} L${cx - 18} ${cy + 14} Q${cx - 22} ${cy - 20} ${cx} ${cy - 22}z" fill="#f59e0b"/><rect x="${cx - 22}" y="${cy + 12}" width="44" height="7" rx="3" fill="#b45309"/><circle cx="${cx}" cy="${cy + 22}" r="5" fill="#b45309"/>`,
  (cx, cy) =>
    `<path d="M${cx} ${cy + 20} Q${cx - 26} ${cy} ${cx - 14} ${cy - 16} Q${cx} ${cy - 22} ${cx} ${cy - 6} Q${cx} ${cy - 22} ${cx + 14} ${cy - 16} Q${cx + 26} ${cy} ${cx} ${cy + 20}z" fill="#fb7185"/>`,
];

function slot(accent, light, seed) {
  const symbols = [0, 1, 2].map((i) => SLOT_SYMBOLS[(seed + i * 3) % SLOT_SYMBOLS.length]);
  let out = rounded(40, 40, 260, 130, 18, '#0f172a', 'fill-opacity="0.55"');
  symbols.forEach((draw, i) => {
    const x = 56 + i * 80;
    out += rounded(x, 54, 68, 102, 12, light) + draw(x + 34, 105);
  });
  return out + rounded(40, 172, 260, 10, 5, accent);
}

function die(x, y, size, face, body, pip) {
  const spots = {
    1: [[0.5, 0.5]],
    2: [
      [0.27, 0.27],
      [0.73, 0.73],
    ],
    3: [
      [0.25, 0.25],
      [0.5, 0.5],
      [0.75, 0.75],
    ],
    4: [
      [0.28, 0.28],
      [0.72, 0.28],
      [0.28, 0.72],
      [0.72, 0.72],
    ],
    5: [
      [0.27, 0.27],
      [0.73, 0.27],
      [0.5, 0.5],
      [0.27, 0.73],
      [0.73, 0.73],
    ],
    6: [
      [0.28, 0.24],
      [0.72, 0.24],
      [0.28, 0.5],
      [0.72, 0.5],
      [0.28, 0.76],
      [0.72, 0.76],
    ],
  }[face];
  const color = face === 1 || face === 4 ? '#dc2626' : pip;
  return (
    rounded(x, y, size, size, size * 0.2, body, 'stroke="#0f172a" stroke-opacity="0.15" stroke-width="2"') +
    spots
      .map(
        ([px, py]) =>
          `<circle cx="${x + px * size}" cy="${y + py * size}" r="${size * 0.09}" fill="${color}"/>`,
      )
      .join('')
  );
}

function lottery(seed) {
  const faces = [(seed % 6) + 1, ((seed >> 3) % 6) + 1, ((seed >> 6) % 6) + 1];
  return (
    `<ellipse cx="170" cy="170" rx="130" ry="22" fill="#0f172a" fill-opacity="0.3"/>` +
    die(60, 70, 70, faces[0], '#ffffff', '#111827') +
    `<g transform="rotate(-10 170 110)">${die(135, 60, 70, faces[1], '#ffffff', '#111827')}</g>` +
    `<g transform="rotate(8 245 110)">${die(210, 72, 70, faces[2], '#ffffff', '#111827')}</g>`
  );
}

const SUITS = {
  heart: (cx, cy, s, c) =>
    `<path d="M${cx} ${cy + s} C${cx - s * 1.6} ${cy - s * 0.2} ${cx - s * 0.7} ${cy - s * 1.4} ${cx} ${cy - s * 0.5} C${cx + s * 0.7} ${cy - s * 1.4} ${cx + s * 1.6} ${cy - s * 0.2} ${cx} ${cy + s}z" fill="${c}"/>`,
  spade: (cx, cy, s, c) =>
    `<path d="M${cx} ${cy - s} C${cx - s * 1.6} ${cy + s * 0.2} ${cx - s * 0.7} ${cy + s * 1.2} ${cx} ${cy + s * 0.4} C${cx + s * 0.7} ${cy + s * 1.2} ${cx + s * 1.6} ${cy + s * 0.2} ${cx} ${cy - s}z M${cx - s * 0.4} ${cy + s * 1.3} L${cx} ${cy + s * 0.2} L${cx + s * 0.4} ${cy + s * 1.3}z" fill="${c}"/>`,
};

function cards(accent) {
  const card = (x, rot, suit, color) =>
    `<g transform="rotate(${rot} ${x + 45} 110)">${rounded(x, 45, 90, 128, 10, '#ffffff', 'stroke="#0f172a" stroke-opacity="0.2" stroke-width="2"')}${rounded(x + 8, 53, 74, 112, 7, 'none', `stroke="${color}" stroke-opacity="0.35" stroke-width="2"`)}${SUITS[suit](x + 45, 108, 20, color)}</g>`;
  return (
    `<circle cx="170" cy="110" r="34" fill="${accent}" fill-opacity="0.85"/>` +
    card(58, -12, 'spade', '#111827') +
    card(192, 12, 'heart', '#dc2626') +
    `<path d="M170 88 l8 16 18 2-13 12 4 18-17-9-17 9 4-18-13-12 18-2z" fill="#facc15"/>`
  );
}

const FISH_PALETTES = [
  ['#f97316', '#fdba74', '#facc15', '#fde68a', '#22d3ee', '#a5f3fc'],
  ['#e11d48', '#fda4af', '#a3e635', '#d9f99d', '#f59e0b', '#fde68a'],
  ['#6366f1', '#c7d2fe', '#f472b6', '#fbcfe8', '#2dd4bf', '#99f6e4'],
];

function fish(seed) {
  const palette = FISH_PALETTES[seed % FISH_PALETTES.length];
  const one = (x, y, s, body, fin, flip) => {
    const t = flip ? `translate(${x} ${y}) scale(-${s} ${s})` : `translate(${x} ${y}) scale(${s})`;
    return `<g transform="${t}"><path d="M-30 0 C-18 -18 14 -18 26 0 C14 18 -18 18 -30 0z" fill="${body}"/><path d="M22 0 L40 -14 L36 0 L40 14z" fill="${fin}"/><circle cx="-18" cy="-4" r="3.5" fill="#0f172a"/><path d="M-4 -12 Q4 0 -4 12" stroke="${fin}" stroke-width="3" fill="none"/></g>`;
  };
  const bubbles = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<circle cx="${60 + ((seed * (i + 3)) % 220)}" cy="${30 + ((seed * (i + 7)) % 60)}" r="${4 + (i % 3) * 3}" fill="#e0f2fe" fill-opacity="0.55"/>`,
    )
    .join('');
  return (
    `<path d="M0 190 Q85 170 170 190 T340 190 V220 H0z" fill="#0c4a6e" fill-opacity="0.45"/>` +
    bubbles +
    one(120, 120, 1.9, palette[0], palette[1], false) +
    one(250, 80, 1.1, palette[2], palette[3], true) +
    one(260, 160, 0.9, palette[4], palette[5], true)
  );
}

/** The cover illustration of a game by its venue game code; other games get the category pictogram. */
export function coverSvg(game, { from, to, partner, pictogram }) {
  const seed = game.id * 7919;
  const kind = (game.gameCode ?? '').split('-')[0];
  const art =
    kind === 'slot'
      ? slot(partner, '#f8fafc', game.id)
      : kind === 'k3'
        ? lottery(seed)
        : kind === 'dt'
          ? cards(partner)
          : kind === 'fish'
            ? fish(seed)
            : `<g transform="translate(110 50) scale(2.5)" opacity="0.9">${pictogram}</g>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="s" cx="0.3" cy="0.2" r="0.8"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#g)"/><rect width="${W}" height="${H}" fill="url(#s)"/>` +
    `<circle cx="300" cy="30" r="60" fill="${partner}" fill-opacity="0.25"/><circle cx="30" cy="200" r="50" fill="${partner}" fill-opacity="0.2"/>` +
    art +
    '</svg>'
  );
}

/**
 * Renders every cover to `<dir>/<id>.webp` (680×440) and `<dir>/<id>.png` (340×220) and returns the
 * content version of each (8 hex of SHA-256 over both files), sorted by game id.
 */
export async function writeCovers(dir, covers) {
  const versions = {};
  for (const { id, svg } of covers) {
    const input = Buffer.from(svg);
    const webp = await sharp(input, { density: 144 })
      .resize(W * 2, H * 2)
      .webp({ quality: 78, effort: 6 })
      .toBuffer();
    const png = await sharp(input)
      .resize(W, H)
      .png({ palette: true, compressionLevel: 9, effort: 10 })
      .toBuffer();
    writeFileSync(join(dir, `${id}.webp`), webp);
    writeFileSync(join(dir, `${id}.png`), png);
    versions[id] = createHash('sha256').update(webp).update(png).digest('hex').slice(0, 8);
  }
  return versions;
}

/**
 * Renders an SVG to a WebP file of the given pixel size. The home's banners and the logo on its
 * first screen are raster images (decision 0046): a browser builds a whole SVG document on the main
 * thread for every SVG `<img>` — 10–50 ms on a phone, more with CJK text — where a WebP is decoded
 * off the main thread.
 */
export async function writeWebp(file, svg, width, height, quality) {
  const webp = await sharp(Buffer.from(svg), { density: 288 })
    .resize(width, height)
    .webp({ quality, effort: 6 })
    .toBuffer();
  writeFileSync(file, webp);
}
