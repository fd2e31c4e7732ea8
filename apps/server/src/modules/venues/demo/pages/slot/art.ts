// Symbol art of the slots: small SVG drawings in a 100×100 box, coloured per theme. All original
// shapes (no images, no marks of anyone else's).

export type Shape =
  | 'seven'
  | 'gem'
  | 'hex'
  | 'prism'
  | 'planet'
  | 'star'
  | 'moon'
  | 'heart'
  | 'leaf'
  | 'drop'
  | 'bell'
  | 'cherry'
  | 'shell'
  | 'fish'
  | 'lolly'
  | 'crown'
  | 'wave'
  | 'sun'
  | 'candy'
  | 'mask';

const P: Record<Shape, string> = {
  seven: '<path d="M22 18h58v12L50 86H32l28-52H22z"/>',
  gem: '<path d="M30 18h40l18 22-38 46-38-46z"/><path d="M12 40h76M30 18l8 22 12 46 12-46 8-22M38 40l12-22 12 22" fill="none" stroke-opacity=".5"/>',
  hex: '<path d="M50 10l36 20v40L50 90 14 70V30z"/><path d="M50 28l19 11v22L50 72 31 61V39z" fill-opacity=".0" stroke-opacity=".6"/>',
  prism:
    '<path d="M50 10l40 72H10z"/><path d="M50 10v72M50 82l40-0M50 40l-22 42" fill="none" stroke-opacity=".5"/>',
  planet:
    '<circle cx="50" cy="50" r="26"/><ellipse cx="50" cy="52" rx="44" ry="12" fill="none" stroke-width="6"/>',
  star: '<path d="M50 8l12 28 30 3-23 20 7 30-26-16-26 16 7-30-23-20 30-3z"/>',
  moon: '<path d="M62 12a38 38 0 1 0 26 58A32 32 0 1 1 62 12z"/>',
  heart: '<path d="M50 86S12 62 12 36a20 20 0 0 1 38-8 20 20 0 0 1 38 8c0 26-38 50-38 50z"/>',
  leaf: '<path d="M16 84C16 40 44 14 88 14c0 44-26 70-72 70z"/><path d="M16 84L70 30" fill="none" stroke-opacity=".6"/>',
  drop: '<path d="M50 8C62 30 80 46 80 64a30 30 0 0 1-60 0c0-18 18-34 30-56z"/>',
  bell: '<path d="M50 12c-18 0-26 16-26 32v16l-10 12h72L76 60V44c0-16-8-32-26-32z"/><circle cx="50" cy="80" r="8"/>',
  cherry:
    '<circle cx="32" cy="68" r="18"/><circle cx="68" cy="68" r="18"/><path d="M32 50C36 30 46 18 62 12M68 50C66 34 64 22 62 12" fill="none" stroke-width="5"/>',
  shell:
    '<path d="M50 88L12 44a40 40 0 0 1 76 0z"/><path d="M50 88L28 26M50 88V20M50 88l22-62" fill="none" stroke-opacity=".5"/>',
  fish: '<path d="M14 50c14-22 46-26 62 0-16 26-48 22-62 0z"/><path d="M74 50l16-16v32z"/><circle cx="30" cy="46" r="4" fill="#fff"/>',
  lolly:
    '<circle cx="50" cy="40" r="30"/><path d="M50 40m-18 0a18 18 0 1 1 18 18a10 10 0 1 1-10-10" fill="none" stroke-opacity=".7" stroke-width="5"/><rect x="46" y="68" width="8" height="26" rx="3"/>',
  crown:
    '<path d="M12 76l6-48 20 22 12-34 12 34 20-22 6 48z"/><rect x="12" y="76" width="76" height="10" rx="3"/>',
  wave: '<path d="M8 64c14-26 30-26 42-6 12 20 28 20 42-6v30H8z"/><path d="M8 40c14-20 30-20 42-4 12 16 28 16 42-4" fill="none" stroke-width="6"/>',
  sun: '<circle cx="50" cy="50" r="22"/><path d="M50 8v14M50 78v14M8 50h14M78 50h14M20 20l10 10M70 70l10 10M80 20L70 30M30 70L20 80" fill="none" stroke-width="6"/>',
  candy: '<ellipse cx="50" cy="50" rx="24" ry="18"/><path d="M26 50L8 36v28zM74 50l18-14v28z"/>',
  mask: '<path d="M14 24h72v28c0 22-18 36-36 36S14 74 14 52z"/><path d="M28 44h14M58 44h14M40 68h20" fill="none" stroke-width="6"/>',
};

/** One symbol as an SVG string. */
export function symbolSvg(shape: Shape, fill: string, label?: string): string {
  return `<svg viewBox="0 0 100 100" aria-hidden="true"><g fill="${fill}" stroke="rgba(0,0,0,.45)" stroke-width="3" stroke-linejoin="round">${P[shape]}</g><ellipse cx="38" cy="30" rx="14" ry="7" fill="#fff" opacity=".28" transform="rotate(-25 38 30)"/>${label ? `<title>${label}</title>` : ''}</svg>`;
}

/** The wild badge: a plate with 百搭. */
export function wildSvg(fill: string, ink: string): string {
  return `<svg viewBox="0 0 100 100" aria-hidden="true"><rect x="8" y="22" width="84" height="56" rx="14" fill="${fill}" stroke="rgba(0,0,0,.5)" stroke-width="3"/><rect x="14" y="28" width="72" height="44" rx="10" fill="none" stroke="${ink}" stroke-opacity=".5" stroke-width="2"/><text x="50" y="61" text-anchor="middle" font-size="30" font-weight="900" fill="${ink}">百搭</text></svg>`;
}

/** The scatter: a burst with 免费. */
export function scatterSvg(fill: string, ink: string): string {
  const points = Array.from({ length: 24 }, (_, i) => {
    const r = i % 2 === 0 ? 46 : 34;
    const a = (Math.PI * 2 * i) / 24;
    return `${(50 + r * Math.cos(a)).toFixed(1)},${(50 + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
  return `<svg viewBox="0 0 100 100" aria-hidden="true"><polygon points="${points}" fill="${fill}" stroke="rgba(0,0,0,.45)" stroke-width="3"/><circle cx="50" cy="50" r="26" fill="rgba(0,0,0,.25)"/><text x="50" y="60" text-anchor="middle" font-size="26" font-weight="900" fill="${ink}">免费</text></svg>`;
}
