// Writes the original SVG artwork the brand registry and the demo game catalog point at, under
// apps/server/static/. Deterministic: the same data always gives byte-identical files, so the output
// is committed and re-running the script shows no diff. Run with `npx tsx scripts/generate-art.mjs`
// (tsx lets this .mjs import the TypeScript sources directly, so no data is duplicated here).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_CATEGORIES, DEMO_GAMES } from '../apps/server/src/modules/games/demo-catalog.ts';
import {
  AA_NORMAL_TEXT,
  contrastRatio,
  mixHexColors,
  relativeLuminance,
} from '../packages/shared/src/brands/contrast.ts';
import { BRANDS } from '../packages/shared/src/brands/registry.ts';
import { coverSvg, writeCovers, writeWebp } from './lib-covers.mjs';

const STATIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'server', 'static');
const MAX_SVG_BYTES = 4096;
const FONT = 'PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif';
const WHITE = '#ffffff';
const INK = '#141414';
const ICON_GREY = '#6b7280';
const ICON_HIGHLIGHT = '#d97706';
/** One colour per game category (GAME_CATEGORY id), for covers and big images. */
const CATEGORY_COLOR = {
  1: '#15803d',
  2: '#b91c1c',
  3: '#7e22ce',
  4: '#c2410c',
  5: '#0f766e',
  6: '#1d4ed8',
  7: '#0e7490',
};

const written = [];

function escapeXml(text) {
  return String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c],
  );
}

/** SVG art also needed as WebP (decision 0046): [relative path of the .webp, svg, width, height, quality]. */
const rasters = [];

/** Writes one SVG and returns it; `title` is its accessible name (screen readers, Biome's a11y lint). */
function writeSvg(relativePath, width, height, title, body) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${escapeXml(title)}</title>${body}</svg>\n`;
  const bytes = Buffer.byteLength(svg);
  if (bytes > MAX_SVG_BYTES) throw new Error(`${relativePath} is ${bytes} bytes, over ${MAX_SVG_BYTES}`);
  const file = join(STATIC_DIR, relativePath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
  written.push(relativePath);
  return svg;
}

/** A small seeded PRNG (mulberry32) so "random" shapes are the same on every run. */
function seededRandom(seedText) {
  let seed = 0;
  for (const ch of seedText) seed = (Math.imul(seed, 31) + ch.codePointAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** White or ink, whichever keeps the better worst-case contrast over all the given backgrounds. */
function textColorOn(backgrounds) {
  return worstContrast(WHITE, backgrounds) >= worstContrast(INK, backgrounds) ? WHITE : INK;
}

function worstContrast(foreground, backgrounds) {
  return Math.min(...backgrounds.map((bg) => contrastRatio(foreground, bg)));
}

/**
 * A gradient with a text colour that reads on every part of it (WCAG AA, 4.5:1): the ends are pushed
 * away from the text colour a step at a time until they pass, so light brand colours still carry text.
 */
function legibleGradient(from, to) {
  const fg = textColorOn([from, to]);
  const away = fg === WHITE ? INK : WHITE;
  let ends = [from, to];
  for (let step = 0; step < 20 && worstContrast(fg, ends) < AA_NORMAL_TEXT; step += 1) {
    ends = ends.map((c) => (contrastRatio(fg, c) < AA_NORMAL_TEXT ? mixHexColors(c, away, 0.08) : c));
  }
  return { from: ends[0], to: ends[1], fg };
}

function gradient(id, from, to, vertical = false) {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

function text(x, y, size, fill, content, extra = '') {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" fill="${fill}" ${extra}>${escapeXml(content)}</text>`;
}

/** Scattered translucent circles, the abstract texture shared by banners and covers. */
function bubbles(random, count, width, height, color, maxRadius, startX = 0.5) {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const cx = Math.round(width * (startX + random() * (1 - startX)));
    const cy = Math.round(height * random());
    const r = Math.round(maxRadius * (0.3 + random() * 0.7));
    const opacity = (0.12 + random() * 0.2).toFixed(2);
    out += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" fill-opacity="${opacity}"/>`;
  }
  return out;
}

/** 48×48 pictograms per category, drawn in one colour with strokes. */
const PICTOGRAMS = {
  1: (c) =>
    `<circle cx="24" cy="24" r="17" fill="none" stroke="${c}" stroke-width="3"/><path d="M24 16l7 5-3 8h-8l-3-8z" fill="${c}"/><path d="M24 16V7M31 21l8-3M28 29l5 7M20 29l-5 7M17 21l-8-3" stroke="${c}" stroke-width="2.5"/>`,
  2: (c) =>
    `<rect x="8" y="10" width="20" height="28" rx="3" fill="none" stroke="${c}" stroke-width="3" transform="rotate(-12 18 24)"/><path d="M23 10h14a3 3 0 0 1 3 3v22a3 3 0 0 1-3 3H23a3 3 0 0 1-3-3V13a3 3 0 0 1 3-3zM30 18l-5 6 5 6 5-6z" fill="${c}" fill-rule="evenodd" transform="rotate(10 30 24)"/>`,
  3: (c) =>
    `<rect x="5" y="9" width="32" height="30" rx="4" fill="none" stroke="${c}" stroke-width="3"/><path d="M16 14v20M26 14v20" stroke="${c}" stroke-width="2"/><circle cx="11" cy="24" r="2.5" fill="${c}"/><circle cx="21" cy="24" r="2.5" fill="${c}"/><circle cx="31" cy="24" r="2.5" fill="${c}"/><path d="M41 14v14h-4" fill="none" stroke="${c}" stroke-width="3"/><circle cx="41" cy="12" r="3" fill="${c}"/>`,
  4: (c) =>
    `<path d="M24 7a17 17 0 1 1 0 34a17 17 0 1 1 0-34zM24 15a9 9 0 1 0 0 18a9 9 0 1 0 0-18z" fill="${c}" fill-rule="evenodd"/><path d="M24 18l1.8 3.8 4.2.5-3.1 2.9.8 4.1-3.7-2-3.7 2 .8-4.1-3.1-2.9 4.2-.5z" fill="${c}"/>`,
  5: (c) =>
    `<circle cx="24" cy="12" r="6" fill="none" stroke="${c}" stroke-width="3"/><path d="M19 19h10l-2 5 4 12H17l4-12z" fill="${c}"/><rect x="12" y="36" width="24" height="5" rx="2" fill="${c}"/>`,
  6: (c) =>
    `<path d="M14 15h20c6 0 9 8 9 17 0 5-5 6-8 2l-4-5H17l-4 5c-3 4-8 3-8-2 0-9 3-17 9-17z" fill="none" stroke="${c}" stroke-width="3"/><path d="M15 20v8M11 24h8" stroke="${c}" stroke-width="3"/><circle cx="31" cy="21" r="2" fill="${c}"/><circle cx="35" cy="26" r="2" fill="${c}"/>`,
  7: (c) =>
    `<path d="M6 24c6-9 16-12 26-6l9-7v26l-9-7c-10 6-20 3-26-6z" fill="none" stroke="${c}" stroke-width="3"/><circle cx="15" cy="22" r="2.5" fill="${c}"/><path d="M22 18c2 4 2 8 0 12" fill="none" stroke="${c}" stroke-width="2"/>`,
};

function pictogram(categoryId, color) {
  const draw = PICTOGRAMS[categoryId];
  if (!draw) throw new Error(`no pictogram for category ${categoryId}`);
  return draw(color);
}

function brandArt(brand) {
  const { siteCode: code, theme } = brand;
  const random = seededRandom(code);
  const header = legibleGradient(theme.headerFrom, theme.headerTo);
  const fg = header.fg;
  // Shapes in whichever brand colour stands out more from the header (the accent on most brands, the
  // primary on dark ones whose header is near black).
  const headerMid = mixHexColors(theme.headerFrom, theme.headerTo, 0.5);
  const shapes =
    contrastRatio(theme.accent, headerMid) >= contrastRatio(theme.primary, headerMid)
      ? theme.accent
      : theme.primary;
  brand.home.banners.forEach((banner, index) => {
    const [from, to] = index % 2 === 0 ? [header.from, header.to] : [header.to, header.from];
    const pillText = textColorOn([theme.accent]);
    const body =
      `<defs>${gradient('g', from, to)}</defs><rect width="750" height="300" fill="url(#g)"/>` +
      bubbles(random, 5, 750, 300, shapes, 110, 0.55) +
      `<path d="M0 250 C180 200 320 300 520 240 S700 200 750 220 V300 H0z" fill="${fg}" fill-opacity="0.08"/>` +
      text(48, 72, 24, fg, brand.shortName, 'letter-spacing="4"') +
      text(48, 148, 46, fg, banner.title, 'font-weight="700"') +
      text(48, 194, 24, fg, banner.subtitle) +
      `<rect x="48" y="220" width="132" height="44" rx="22" fill="${theme.accent}"/>` +
      text(114, 249, 20, pillText, '了解详情', 'text-anchor="middle" font-weight="700"');
    const svg = writeSvg(`brands/${code}/banner-${banner.id}.svg`, 750, 300, banner.title, body);
    rasters.push([`brands/${code}/banner-${banner.id}.webp`, svg, 750, 300, 80]);
    rasters.push([`brands/${code}/banner-${banner.id}@2x.webp`, svg, 1500, 600, 75]);
  });
  const initial = [...brand.shortName][0] ?? '?';
  const logo = legibleGradient(theme.primary, mixHexColors(theme.primary, theme.headerFrom, 0.5));
  const logoSvg = writeSvg(
    `brands/${code}/logo.svg`,
    128,
    128,
    `${brand.siteName}标志`,
    `<defs>${gradient('g', logo.from, logo.to)}</defs>` +
      `<rect width="128" height="128" rx="28" fill="url(#g)"/><circle cx="64" cy="64" r="46" fill="none" stroke="${theme.onPrimary}" stroke-opacity="0.35" stroke-width="4"/>` +
      text(64, 84, 56, logo.fg, initial, 'text-anchor="middle" font-weight="700"'),
  );
  rasters.push([`brands/${code}/logo.webp`, logoSvg, 112, 112, 90]);
  if (brand.common.currency.kind === 'icon') {
    // The brighter of the two brand colours reads as metal; dark primaries would look like a hole.
    const metal =
      relativeLuminance(theme.primary) > relativeLuminance(theme.accent) ? theme.primary : theme.accent;
    const rim = mixHexColors(metal, INK, 0.25);
    writeSvg(
      `brands/${code}/coin.svg`,
      64,
      64,
      brand.common.currency.label,
      `<defs>${gradient('g', mixHexColors(metal, WHITE, 0.35), metal)}</defs>` +
        `<circle cx="32" cy="32" r="30" fill="${rim}"/><circle cx="32" cy="32" r="26" fill="url(#g)"/><circle cx="32" cy="32" r="21" fill="none" stroke="${rim}" stroke-width="2" stroke-dasharray="3 3"/>` +
        text(32, 42, 26, textColorOn([metal]), initial, 'text-anchor="middle" font-weight="700"'),
    );
  }
}

function categoryArt(category) {
  const { id } = category;
  const color = CATEGORY_COLOR[id];
  writeSvg(`icons/cat-${id}-nor.svg`, 48, 48, category.name, pictogram(id, ICON_GREY));
  writeSvg(`icons/cat-${id}-sel.svg`, 48, 48, category.name, pictogram(id, ICON_HIGHLIGHT));
  const { from, to, fg } = legibleGradient(color, mixHexColors(color, INK, 0.45));
  writeSvg(
    `games/cat-${id}-big.svg`,
    690,
    260,
    category.title,
    `<defs>${gradient('g', from, to)}</defs><rect width="690" height="260" rx="16" fill="url(#g)"/>` +
      bubbles(seededRandom(`cat-${id}`), 4, 690, 260, WHITE, 90) +
      `<g transform="translate(430 20) scale(4.6)" opacity="0.9">${pictogram(id, fg)}</g>` +
      text(44, 124, 52, fg, category.name, 'font-weight="700"') +
      text(44, 176, 26, fg, category.title, 'letter-spacing="6"'),
  );
}

const covers = [];

function gameArt(game) {
  const base = CATEGORY_COLOR[game.categoryId];
  const random = seededRandom(`game-${game.id}`);
  // Shift each game's cover toward a different partner colour so siblings look distinct.
  const partners = ['#f59e0b', '#ec4899', '#06b6d4', '#8b5cf6', '#22c55e', '#ef4444', '#3b82f6', '#eab308'];
  const partner = partners[game.seq % partners.length];
  const { from, to, fg } = legibleGradient(mixHexColors(base, partner, 0.25), mixHexColors(base, INK, 0.5));
  const category = DEMO_CATEGORIES.find((c) => c.id === game.categoryId);
  writeSvg(
    `games/${game.id}.svg`,
    340,
    220,
    game.name,
    `<defs>${gradient('g', from, to)}</defs><rect width="340" height="220" rx="14" fill="url(#g)"/>` +
      bubbles(random, 4, 340, 220, partner, 60, 0.6) +
      `<g transform="translate(196 18) scale(2.8)" opacity="0.85">${pictogram(game.categoryId, fg)}</g>` +
      text(24, 160, 32, fg, game.name, 'font-weight="700"') +
      text(24, 194, 16, fg, category?.title ?? '', 'letter-spacing="3"') +
      (game.official
        ? `<rect x="24" y="22" width="56" height="26" rx="13" fill="${WHITE}"/>${text(52, 41, 15, base, '自营', 'text-anchor="middle" font-weight="700"')}`
        : ''),
  );
  covers.push({
    id: game.id,
    svg: coverSvg(game, { from, to, partner, pictogram: pictogram(game.categoryId, fg) }),
  });
  writeSvg(
    `games/${game.id}-icon.svg`,
    96,
    96,
    game.name,
    `<defs>${gradient('g', from, to)}</defs><rect width="96" height="96" rx="22" fill="url(#g)"/>` +
      text(48, 64, 44, fg, [...game.name][0] ?? '?', 'text-anchor="middle" font-weight="700"'),
  );
}

function avatarArt() {
  writeSvg(
    'img/avatar-default.svg',
    96,
    96,
    '默认头像',
    `<defs>${gradient('g', '#e5e7eb', '#cbd5e1', true)}<clipPath id="c"><circle cx="48" cy="48" r="48"/></clipPath></defs>` +
      `<circle cx="48" cy="48" r="48" fill="url(#g)"/><g clip-path="url(#c)" fill="#94a3b8"><circle cx="48" cy="38" r="17"/><ellipse cx="48" cy="88" rx="32" ry="26"/></g>`,
  );
}

/** Every `/static/…` string in the data must now exist on disk; a typo fails the run, not a page. */
function assertReferencesExist(data) {
  const refs = new Set();
  const walk = (value) => {
    if (typeof value === 'string' && value.startsWith('/static/')) refs.add(value.split('?')[0]);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(data);
  const missing = [...refs].filter((ref) => !existsSync(join(STATIC_DIR, ref.slice('/static/'.length))));
  if (missing.length > 0) throw new Error(`referenced but missing under static/: ${missing.join(', ')}`);
  return refs.size;
}

for (const brand of Object.values(BRANDS)) brandArt(brand);
for (const category of DEMO_CATEGORIES) categoryArt(category);
for (const game of DEMO_GAMES) gameArt(game);
avatarArt();
const versions = await writeCovers(join(STATIC_DIR, 'games'), covers);
for (const [file, svg, width, height, quality] of rasters)
  await writeWebp(join(STATIC_DIR, file), svg, width, height, quality);
writeFileSync(
  join(STATIC_DIR, '..', 'src', 'modules', 'games', 'demo-covers.ts'),
  `// Generated by scripts/generate-art.mjs — do not edit. The content version of each demo game's raster\n` +
    `// cover (static/games/<id>.webp and .png), the \`?v=\` query of its image URL (SPEC.md §9).\n` +
    `export const DEMO_COVER_VERSIONS: Readonly<Record<number, string>> = {\n` +
    Object.entries(versions)
      .map(([id, v]) => `  ${id}: '${v}',\n`)
      .join('') +
    '};\n',
);
const checked = assertReferencesExist([BRANDS, DEMO_CATEGORIES, DEMO_GAMES]);
console.info(
  `generate-art: wrote ${written.length} SVG files, ${rasters.length} WebP and ${covers.length} raster covers under ${STATIC_DIR}; ${checked} references checked`,
);
