/**
 * The webp twin of a game image: the server sends `/static/games/<id>.png?v=<hash>` and keeps a
 * `.webp` beside every `.png` with the same version query (SPEC.md §9). Only raster art has a
 * twin: any other URL (the seed's `.svg` art) gives null and is shown as it is.
 */
export function webpUrl(url: string): string | null {
  const cut = url.search(/[?#]/);
  const path = cut === -1 ? url : url.slice(0, cut);
  const rest = cut === -1 ? '' : url.slice(cut);
  if (!/\.png$/i.test(path)) return null;
  return `${path.slice(0, -'.png'.length)}.webp${rest}`;
}
