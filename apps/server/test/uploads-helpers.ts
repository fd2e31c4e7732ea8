import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { call, clientHeaders, type TestContext } from './helpers.ts';

/** A multipart form with one part, as a browser's FormData sends it. */
export function multipart(
  bytes: Buffer,
  { filename = 'photo.png', contentType = 'image/png', field = 'file' } = {},
): { payload: Buffer; contentType: string } {
  const boundary = `----hltest${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export function upload(
  ctx: TestContext,
  token: string | undefined,
  bytes: Buffer,
  options: Parameters<typeof multipart>[1] = {},
) {
  const form = multipart(bytes, options);
  return call(ctx.app, {
    method: 'POST',
    url: '/api/f/v1/upload',
    headers: { ...clientHeaders('hgtyc', token ? { t: token } : {}), 'content-type': form.contentType },
    payload: form.payload,
  });
}

export function readImage(ctx: TestContext, token: string, id: string) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/f/v1/upload/image?id=${id}`,
    headers: clientHeaders('hgtyc', { t: token }),
  });
}

/** A small real image of each accepted format. */
export async function sampleImage(
  format: 'png' | 'jpeg' | 'webp' | 'gif',
  width = 64,
  height = 48,
): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });
  return base[format]().toBuffer();
}

/** PNG chunks: length, type, data, CRC over type and data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

/** Inserts a chunk right after IHDR (signature 8 bytes + IHDR 25 bytes). */
export function withChunk(png: Buffer, chunk: Buffer): Buffer {
  return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
}

/** The PNG with its IHDR claiming other dimensions (CRC fixed): a decompression bomb's header. */
export function withClaimedSize(png: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(png);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)) >>> 0, 29);
  return out;
}
