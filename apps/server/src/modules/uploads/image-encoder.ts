import { FEEDBACK_LIMITS } from '@houseline/shared/api/contract/feedback';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../platform/http/errors.ts';
import { type ImageType, structurallyComplete } from './image-sniff.ts';

// libvips keeps decoded images in a cache and runs one thread per core by default; an upload is
// decoded once, and the process shares its two cores with everything else.
sharp.cache(false);
sharp.concurrency(1);

/**
 * Every bound of decoding an upload, in one place (issue 23 item 10, decision 0053). A decode is
 * the one expensive step of an upload: it runs only after the attempt was counted (the service)
 * and the file's structure and header were checked here, one at a time, for a bounded time.
 */
export const DECODE_LIMITS = {
  /**
   * Header pixels, per format. JPEG shrinks on load (a large one is decoded at 1/2–1/8 scale), so
   * it keeps the contract's cap; the others decode every pixel, and 16.7 M (4096²) is ~1 s of CPU.
   */
  maxPixels: {
    jpeg: FEEDBACK_LIMITS.uploadMaxPixels,
    png: 16_777_216,
    webp: 16_777_216,
    gif: 16_777_216,
  } satisfies Record<ImageType, number>,
  /** A decode and re-encode taking longer is abandoned (libvips stops it) and refused as broken. */
  timeoutSeconds: 4,
  /** Decodes at once: one, so that one core always stays for serving everything else. */
  parallel: 1,
  /** Uploads waiting for a decode, all members together; more are asked to retry. */
  maxPending: 32,
} as const;

/** What sharp must find inside a file of each sniffed type (a PNG header on a GIF body is refused). */
const DECODER_FORMAT: Record<ImageType, string> = { jpeg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif' };

let running = 0;
const waiting: (() => void)[] = [];
/** What the decoder did, for tests and metrics: full decodes started, running now, the most at once. */
const gauge = { decodes: 0, running: 0, peak: 0 };
export const decodeGauge = (): Readonly<typeof gauge> => ({ ...gauge, running });

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= DECODE_LIMITS.parallel) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  gauge.peak = Math.max(gauge.peak, running);
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/**
 * Each member's uploads form their own line: only its head waits for a decoding slot, so a burst
 * of one member puts one upload at a time in the shared queue and another member's upload waits
 * for at most one of them (round robin), not for the whole burst.
 */
let pending = 0;
const lanes = new Map<string, Promise<void>>();

function inLane<T>(lane: string, work: () => Promise<T>): Promise<T> {
  if (pending >= DECODE_LIMITS.maxPending) throw new AppError('BUSY_RETRY');
  pending += 1;
  const run = (lanes.get(lane) ?? Promise.resolve()).then(() => withSlot(work));
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  lanes.set(lane, tail);
  void tail.then(() => {
    pending -= 1;
    if (lanes.get(lane) === tail) lanes.delete(lane);
  });
  return run;
}

export interface Encoded {
  bytes: Buffer;
  width: number;
  height: number;
}

/** The header's dimensions, read without decoding, against the format's pixel cap. */
async function checkHeader(input: Buffer, type: ImageType): Promise<void> {
  if (!structurallyComplete(input, type)) throw new AppError('UPLOAD_BROKEN');
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
  if (width * height > DECODE_LIMITS.maxPixels[type]) throw new AppError('UPLOAD_DIMENSIONS');
}

/**
 * Decodes the image and encodes it afresh as WebP: only pixels survive. Metadata (EXIF with GPS,
 * ICC, XMP, comments), extra chunks (a PHP payload in a PNG tEXt chunk), trailing data (HTML or a
 * ZIP after the end of a JPEG or GIF) and animation frames beyond the first are all left behind.
 * A truncated file and a header over the pixel cap are refused before anything is decoded
 * (decompression bombs); the decode runs in the member's lane (`lane`), one at a time, for at most
 * `timeoutSeconds`; the orientation is applied and the longest side is capped.
 */
export async function reencodeImage(input: Buffer, type: ImageType, lane: string): Promise<Encoded> {
  await checkHeader(input, type);
  return inLane(lane, async () => {
    try {
      gauge.decodes += 1;
      const side = FEEDBACK_LIMITS.uploadMaxSidePx;
      const limitInputPixels = DECODE_LIMITS.maxPixels[type];
      const { data, info } = await sharp(input, { limitInputPixels, failOn: 'error', animated: false })
        .rotate()
        .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82, effort: 3 })
        .timeout({ seconds: DECODE_LIMITS.timeoutSeconds })
        .toBuffer({ resolveWithObject: true });
      return { bytes: data, width: info.width, height: info.height };
    } catch {
      throw new AppError('UPLOAD_BROKEN');
    }
  });
}
