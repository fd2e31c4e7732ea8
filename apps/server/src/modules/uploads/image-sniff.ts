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
