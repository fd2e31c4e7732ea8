/**
 * Image URLs (SPEC.md §9: images are served as webp when supported, with a version query).
 *
 * The CDN publishes a .webp next to every .png/.jpg, so the browser only has to swap the extension;
 * the version query busts caches when a brand re-uploads an image under the same name.
 */

export interface WebpImageUrlOptions {
  /** Whether the browser decodes webp (see supportsWebp()). */
  supportsWebp: boolean;
  /** Cache-busting version, written as `v=<version>`; omitted or "" leaves the query alone. */
  version?: string;
}

// Only raster formats that have a webp twin; svg, gif and webp itself are left alone.
const SWAPPABLE_EXTENSION = /\.(?:png|jpe?g)$/i;

// URLs that carry their bytes (or a handle to them) rather than a path: nothing to swap or version.
const INLINE_URL = /^\s*(?:data|blob):/i;

// "https://cdn.example.png" or "//cdn.example.png": the ".png" is part of the host, not a file name.
const AUTHORITY_ONLY = /^(?:[a-z][a-z\d+.-]*:)?\/\/[^/]*$/i;

/**
 * Rewrites an image URL for the current browser:
 * - when `supportsWebp` is true and the path ends in .png, .jpg or .jpeg (any case; the query and
 *   hash are ignored for this test), the extension becomes .webp;
 * - when `version` is given, the query gets `v=<version>`: any existing `v` parameter is removed
 *   and the new one appended, other parameters keep their order and exact spelling;
 * - the hash is kept; absolute, protocol-relative and relative URLs all work, without needing a
 *   base URL (the string is edited, not parsed with `new URL`, so relative paths stay relative);
 * - data: and blob: URLs, and the empty string, are returned untouched.
 */
export function webpImageUrl(url: string, opts: WebpImageUrlOptions): string {
  if (typeof url !== 'string' || url === '' || INLINE_URL.test(url)) return url;

  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  let path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  // Kept verbatim, including a bare "?", unless a version has to be written.
  let query = queryAt === -1 ? '' : beforeHash.slice(queryAt);

  if (opts.supportsWebp && !AUTHORITY_ONLY.test(path)) {
    path = path.replace(SWAPPABLE_EXTENSION, '.webp');
  }

  if (opts.version !== undefined && opts.version !== '') {
    const params = query
      .slice(1)
      .split('&')
      .filter((param) => param !== '' && param.split('=', 1)[0] !== 'v');
    params.push(`v=${encodeURIComponent(opts.version)}`);
    query = `?${params.join('&')}`;
  }

  return `${path}${query}${hash}`;
}

// The little of the DOM this file needs: the package compiles without the DOM lib because it also
// runs on Node, so the shape is declared here instead of referencing `document` directly.
interface CanvasLike {
  width: number;
  height: number;
  toDataURL(type?: string): string;
}
interface DocumentLike {
  createElement(tagName: 'canvas'): CanvasLike;
}

let webpSupport: boolean | undefined;

/**
 * Whether the browser can encode, and therefore decode, webp: a canvas asked for image/webp returns
 * a webp data URL only when it can (others silently fall back to png).
 *
 * Returns false without a document (Node, SSR, workers) or when the canvas throws (some privacy
 * modes block toDataURL). The browser answer never changes during a page's life, so it is
 * computed once and remembered; the no-document answer is not remembered.
 */
export function supportsWebp(): boolean {
  if (webpSupport !== undefined) return webpSupport;
  const doc = (globalThis as { document?: DocumentLike }).document;
  if (typeof doc === 'undefined' || doc === null || typeof doc.createElement !== 'function') return false;
  try {
    const canvas = doc.createElement('canvas');
    // A 1×1 canvas keeps the probe encode trivial (the default is 300×150).
    canvas.width = 1;
    canvas.height = 1;
    const dataUrl = canvas.toDataURL('image/webp');
    webpSupport = typeof dataUrl === 'string' && dataUrl.startsWith('data:image/webp');
  } catch {
    webpSupport = false;
  }
  return webpSupport;
}
