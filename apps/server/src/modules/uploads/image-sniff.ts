/**
 * What an uploaded file IS, from its first bytes (its magic number) — never from its name or the
 * content type the browser declared. Only the four raster formats the feedback desk accepts are
 * recognised; SVG, HTML, PDF, archives and everything else are not images here.
 */
export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  // JPEG: SOI marker then another marker (FF D8 FF).
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  // PNG: the 8-byte signature.
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // WebP: a RIFF container whose form type is WEBP.
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  // GIF87a / GIF89a.
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  return undefined;
}

/**
 * Whether the container is whole, from its framing alone (no decoding): a PNG's chunks follow
 * one another inside the file up to IEND, and a WebP's RIFF size fits in the file. A file cut
 * short (the truncated 40-megapixel PNGs of issue 23) is refused before the decoder sees it.
 * JPEG and GIF carry no such framing: their decoders stop at the first missing byte.
 */
export function structurallyComplete(bytes: Uint8Array, type: ImageType): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (type === 'webp') return bytes.length >= 12 && view.getUint32(4, true) + 8 <= bytes.length;
  if (type !== 'png') return true;
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const end = offset + 12 + length;
    if (end > bytes.length) return false;
    if (String.fromCharCode(...bytes.subarray(offset + 4, offset + 8)) === 'IEND') return true;
    offset = end;
  }
  return false;
}
