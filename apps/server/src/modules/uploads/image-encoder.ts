import { FEEDBACK_LIMITS } from '@houseline/shared/api/contract/feedback';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../platform/http/errors.ts';
import type { ImageType } from './image-sniff.ts';

// libvips keeps decoded images in a cache and runs one thread per core by default; an upload is
// decoded once, and the process shares its two cores with everything else.
sharp.cache(false);
sharp.concurrency(1);

/** What sharp must find inside a file of each sniffed type (a PNG header on a GIF body is refused). */
const DECODER_FORMAT: Record<ImageType, string> = { jpeg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif' };

/** Re-encodings running at once; more wait their turn (each holds a decoded image in memory). */
const MAX_PARALLEL = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

export interface Encoded {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes the image and encodes it afresh as WebP: only pixels survive. Metadata (EXIF with GPS,
 * ICC, XMP, comments), extra chunks (a PHP payload in a PNG tEXt chunk), trailing data (HTML or a
 * ZIP after the end of a JPEG or GIF) and animation frames beyond the first are all left behind.
 * The pixel count is checked from the header before anything is decoded (decompression bombs), the
 * orientation is applied, and the longest side is capped.
 */
export async function reencodeImage(input: Buffer, type: ImageType): Promise<Encoded> {
  return withSlot(async () => {
    const limitInputPixels = FEEDBACK_LIMITS.uploadMaxPixels;
    let meta: Metadata;
    try {
      meta = await sharp(input, { limitInputPixels: false, failOn: 'error' }).metadata();
    } catch {
      throw new AppError('UPLOAD_BROKEN');
    }
    if (meta.format !== DECODER_FORMAT[type]) throw new AppError('UPLOAD_NOT_IMAGE');
    const width = meta.width ?? 0;
    const height = meta.height ?? 0;
    if (width <= 0 || height <= 0) throw new AppError('UPLOAD_BROKEN');
    if (width * height > limitInputPixels) throw new AppError('UPLOAD_DIMENSIONS');
    try {
      const side = FEEDBACK_LIMITS.uploadMaxSidePx;
      const { data, info } = await sharp(input, { limitInputPixels, failOn: 'error', animated: false })
        .rotate()
        .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82, effort: 3 })
        .toBuffer({ resolveWithObject: true });
      return { bytes: data, width: info.width, height: info.height };
    } catch {
      throw new AppError('UPLOAD_BROKEN');
    }
  });
}
