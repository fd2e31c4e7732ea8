import { FEEDBACK_LIMITS } from '@houseline/shared/api/contract/feedback';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeGauge } from '../src/modules/uploads/image-encoder.ts';
import { buildMember, createTestApp, type TestContext } from './helpers.ts';
import { sampleImage, upload, withClaimedSize } from './uploads-helpers.ts';

// Issue 23 item 10: 35 truncated 40-megapixel PNGs were each decoded (2.5–3.9 s of CPU) outside
// the hourly quota, and ten at once held other members' uploads for ~12 s. Every attempt counts
// before any decoding, a broken or too-large file is refused from its structure and header, and
// decodes run one at a time, a member's burst in its own line.

/** A 40-megapixel PNG (one colour: small on the wire, 40 M pixels to decode), cut at 60 %. */
async function truncatedHugePng(): Promise<Buffer> {
  const png = await sharp({ create: { width: 6400, height: 6250, channels: 3, background: '#c83c5a' } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return png.subarray(0, Math.floor(png.length * 0.6));
}

describe('upload bounds (pglite)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('pglite', { seed: false, config: { jobs: false } });
  });
  afterAll(async () => ctx.close());

  it('a truncated 40-megapixel PNG is refused at once, without a full decode', async () => {
    const member = await buildMember(ctx);
    const bytes = await truncatedHugePng();
    const before = decodeGauge().decodes;
    const started = performance.now();
    const res = await upload(ctx, member.token, bytes);
    const ms = performance.now() - started;
    expect([res.body.status, res.body.code]).toEqual([false, 'UPLOAD_BROKEN']);
    expect(decodeGauge().decodes - before, 'full decodes of a truncated file').toBe(0);
    expect(ms).toBeLessThan(1_000);
  });

  it('every attempt counts toward the hourly quota, broken ones too, and attempts beyond it are refused', async () => {
    const member = await buildMember(ctx);
    const broken = Buffer.concat([(await sampleImage('png')).subarray(0, 40), Buffer.alloc(200, 7)]);
    const huge = await truncatedHugePng();
    for (let i = 0; i < FEEDBACK_LIMITS.uploadsPerHour; i++) {
      const res = await upload(ctx, member.token, i % 10 === 0 ? huge : broken);
      expect(res.body.code, `attempt ${i + 1}`).toBe('UPLOAD_BROKEN');
    }
    const before = decodeGauge().decodes;
    const good = await sampleImage('png');
    for (let i = 0; i < 5; i++) {
      const res = await upload(ctx, member.token, i % 2 ? good : huge);
      expect([res.body.status, res.body.code], `attempt ${31 + i}`).toEqual([false, 'UPLOAD_LIMIT']);
    }
    expect(decodeGauge().decodes - before, 'decodes beyond the quota').toBe(0);
  });

  it('refuses a PNG over the pixel cap of the formats without shrink-on-load, from its header', async () => {
    const member = await buildMember(ctx);
    const claimed = withClaimedSize(await sampleImage('png', 8, 8), 5_000, 5_000); // 25 M pixels
    const before = decodeGauge().decodes;
    const res = await upload(ctx, member.token, claimed);
    expect([res.body.status, res.body.code]).toEqual([false, 'UPLOAD_DIMENSIONS']);
    expect(decodeGauge().decodes - before).toBe(0);
  });

  it("decodes one image at a time, and one member's burst does not hold another member's upload", async () => {
    const [a, b] = [await buildMember(ctx), await buildMember(ctx)];
    const noisy = await sharp({
      create: {
        width: 1000,
        height: 1000,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const done: string[] = [];
    const send = (who: string, token: string) =>
      upload(ctx, token, noisy).then((res) => {
        expect(res.body.status, `${who}: ${res.body.code}`).toBe(true);
        done.push(who);
      });
    const burst = Array.from({ length: 6 }, (_, i) => send(`a${i}`, a.token));
    await Promise.all([...burst, send('b', b.token)]);
    expect(decodeGauge().peak, 'decodes at once').toBe(1);
    expect(done.indexOf('b'), `completion order ${done.join(' ')}`).toBeLessThanOrEqual(1);
  });
});
