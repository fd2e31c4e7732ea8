import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

/**
 * A banner-shaped PNG made in the test (no fixture file): a deep teal field with a gold band across
 * its middle and a lighter stripe every `stripe` columns, easy to tell from the shipped artwork in
 * a screenshot.
 */
export function bannerPng(width = 1500, height = 600, stripe = 150): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = 1 + width * 3;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y += 1) {
    const band = y > height * 0.4 && y < height * 0.6;
    for (let x = 0; x < width; x += 1) {
      const lit = x % stripe < stripe / 6;
      const [r, g, b] = band ? [232, 180, 40] : lit ? [30, 150, 140] : [10, 80, 90];
      raw.set([r, g, b], y * row + 1 + x * 3);
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
