import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { FEEDBACK_LIMITS } from '@houseline/shared/api/contract/feedback';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../src/platform/db/schema.ts';
import { BACKENDS, buildMember, call, clientHeaders, createTestApp, type TestContext } from './helpers.ts';
import { pngChunk, readImage, sampleImage, upload, withChunk, withClaimedSize } from './uploads-helpers.ts';
import { operatorTokens } from './wallet-helpers.ts';

const has = (haystack: Buffer, needle: string | Buffer) => haystack.includes(needle);

describe.each(BACKENDS)('uploads (%s)', (backend) => {
  let ctx: TestContext;
  let member: Awaited<ReturnType<typeof buildMember>>;
  let ops: { admin: string; finance: string };
  beforeAll(async () => {
    ctx = await createTestApp(backend);
    member = await buildMember(ctx);
    ops = await operatorTokens(ctx);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const rowsOf = async (memberId: bigint) =>
    (await ctx.database.db.select().from(uploads).where(eq(uploads.memberId, memberId))).length;

  it('stores each accepted format as a fresh WebP and serves it with safe headers to its owner', async () => {
    for (const format of ['png', 'jpeg', 'webp', 'gif'] as const) {
      const original = await sampleImage(format);
      const res = await upload(ctx, member.token, original, {
        filename: `a.${format}`,
        contentType: `image/${format}`,
      });
      expect(res.body.status, format).toBe(true);
      const { id, contentType, width, height, size } = res.body.data;
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect([contentType, width, height]).toEqual(['image/webp', 64, 48]);

      const served = await readImage(ctx, member.token, id);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-disposition']).toBe('inline');
      expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      const bytes = served.rawPayload;
      expect(bytes.length).toBe(size);
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(bytes.equals(original)).toBe(false);
      const [row] = await ctx.database.db
        .select({ sha256: uploads.sha256, sourceType: uploads.sourceType })
        .from(uploads)
        .where(eq(uploads.id, id));
      expect(row).toEqual({ sha256: createHash('sha256').update(bytes).digest('hex'), sourceType: format });
    }
  });

  it('names files itself: the stored file is the server-made id, never the member’s file name', async () => {
    const res = await upload(ctx, member.token, await sampleImage('png'), {
      filename: '../../etc/passwd.png',
    });
    expect(res.body.status).toBe(true);
    const files = readdirSync(ctx.app.services.uploadsDir);
    expect(files).toContain(`${res.body.data.id}.webp`);
    expect(files.every((f) => /^[A-Za-z0-9_-]{22}\.webp$/.test(f))).toBe(true);
  });

  it('drops metadata: EXIF (with its GPS-like text) does not survive the re-encoding', async () => {
    const secret = 'HL-SECRET-LOCATION-31.2304N';
    const jpeg = await sharp(await sampleImage('jpeg'))
      .withExif({ IFD0: { Copyright: secret, ImageDescription: secret } })
      .jpeg()
      .toBuffer();
    expect(has(jpeg, secret)).toBe(true);
    const res = await upload(ctx, member.token, jpeg, { filename: 'me.jpg', contentType: 'image/jpeg' });
    const bytes = (await readImage(ctx, member.token, res.body.data.id)).rawPayload;
    expect(has(bytes, secret)).toBe(false);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  });

  it('neutralises polyglots: HTML after a JPEG, a ZIP after a GIF (GIFAR), PHP in a PNG chunk', async () => {
    const script = '<html><script>alert(document.cookie)</script></html>';
    const zip = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.from('META-INF/MANIFEST.MF evil.class'),
    ]);
    const php = '<?php system($_GET["c"]); ?>';
    const cases = [
      {
        bytes: Buffer.concat([await sampleImage('jpeg'), Buffer.from(script)]),
        marker: '<script',
        type: 'image/jpeg',
      },
      { bytes: Buffer.concat([await sampleImage('gif'), zip]), marker: 'MANIFEST', type: 'image/gif' },
      {
        bytes: withChunk(
          await sampleImage('png'),
          pngChunk('tEXt', Buffer.from(`Comment\0${php}`, 'latin1')),
        ),
        marker: '<?php',
        type: 'image/png',
      },
    ];
    for (const c of cases) {
      expect(has(c.bytes, c.marker)).toBe(true);
      const res = await upload(ctx, member.token, c.bytes, { contentType: c.type });
      expect(res.body.status, c.marker).toBe(true);
      const bytes = (await readImage(ctx, member.token, res.body.data.id)).rawPayload;
      expect(has(bytes, c.marker), c.marker).toBe(false);
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
  });

  it('refuses what is not an image by content, whatever its name or declared type', async () => {
    const other = await buildMember(ctx);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';
    const cases = [
      {
        bytes: Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'),
        filename: 'cat.png',
        contentType: 'image/png',
      },
      { bytes: Buffer.from(svg), filename: 'logo.svg', contentType: 'image/svg+xml' },
      { bytes: Buffer.from(`<?xml version="1.0"?>${svg}`), filename: 'logo.png', contentType: 'image/png' },
      { bytes: Buffer.from('%PDF-1.7\n1 0 obj'), filename: 'scan.jpg', contentType: 'image/jpeg' },
      { bytes: Buffer.from('GIF'), filename: 'tiny.gif', contentType: 'image/gif' },
    ];
    for (const c of cases) {
      const res = await upload(ctx, other.token, c.bytes, c);
      expect([res.body.status, res.body.code], c.filename).toEqual([false, 'UPLOAD_NOT_IMAGE']);
    }
    // A real image header over a broken body: recognised, then refused by the decoder.
    const broken = Buffer.concat([(await sampleImage('png')).subarray(0, 40), Buffer.alloc(200, 7)]);
    expect((await upload(ctx, other.token, broken)).body.code).toBe('UPLOAD_BROKEN');
    // A PNG signature in front of a GIF: the content disagrees with its magic number.
    const mixed = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      await sampleImage('gif'),
    ]);
    expect((await upload(ctx, other.token, mixed)).body.status).toBe(false);
    expect(await rowsOf(other.id)).toBe(0);
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const other = await buildMember(ctx);
    const bomb = withClaimedSize(await sampleImage('png', 8, 8), 60_000, 60_000);
    const started = Date.now();
    const res = await upload(ctx, other.token, bomb);
    expect([res.body.status, res.body.code]).toEqual([false, 'UPLOAD_DIMENSIONS']);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await rowsOf(other.id)).toBe(0);
  });

  it('refuses an oversized file while it streams in, and a too-large body from its length', async () => {
    const other = await buildMember(ctx);
    const justOver = Buffer.concat([
      await sampleImage('jpeg'),
      Buffer.alloc(FEEDBACK_LIMITS.uploadMaxBytes, 1),
    ]);
    const res = await upload(ctx, other.token, justOver, { contentType: 'image/jpeg' });
    expect([res.status, res.body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const huge = Buffer.alloc(FEEDBACK_LIMITS.uploadMaxBytes * 2, 1);
    const res2 = await upload(ctx, other.token, huge);
    expect([res2.status, res2.body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect(await rowsOf(other.id)).toBe(0);
  });

  it('takes uploads from logged-in members only, one `file` part, as multipart only', async () => {
    const png = await sampleImage('png');
    expect((await upload(ctx, undefined, png)).body.data).toBe('token');
    expect((await upload(ctx, member.token, png, { field: 'picture' })).body.code).toBe('UPLOAD_MISSING');
    expect((await upload(ctx, member.token, Buffer.alloc(0))).body.code).toBe('UPLOAD_MISSING');
    const form = await call(ctx.app, {
      method: 'POST',
      url: '/api/f/v1/upload',
      headers: {
        ...clientHeaders('hgtyc', { t: member.token }),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'file=abc',
    });
    expect(form.body.status).toBe(false);
    // Other endpoints still refuse multipart bodies: the parser lives only in the upload's scope.
    const elsewhere = await call(ctx.app, {
      method: 'POST',
      url: '/api/findmed/v1/member/logout',
      headers: {
        ...clientHeaders('hgtyc', { t: member.token }),
        'content-type': 'multipart/form-data; boundary=x',
      },
      payload: '--x--\r\n',
    });
    expect([elsewhere.status, elsewhere.body.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
  });

  it('shows an upload only to its owner and to operators of the brand', async () => {
    const owner = await buildMember(ctx);
    const stranger = await buildMember(ctx);
    const id = (await upload(ctx, owner.token, await sampleImage('png'))).body.data.id as string;
    expect((await readImage(ctx, owner.token, id)).statusCode).toBe(200);
    const refused = await readImage(ctx, stranger.token, id);
    expect([refused.statusCode, refused.json().code]).toEqual([404, 'UPLOAD_NOT_FOUND']);
    const missing = await readImage(ctx, owner.token, 'A'.repeat(22));
    expect(missing.statusCode).toBe(404);
    const bad = await readImage(ctx, owner.token, '../../../../etc/passwd');
    expect(bad.statusCode).toBe(400);
    for (const token of [ops.admin, ops.finance]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/v1/uploads/image?id=${id}`,
        headers: { ...clientHeaders(), authorization: `Bearer ${token}` },
      });
      expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/webp']);
    }
    const otherBrand = await ctx.app.inject({
      method: 'GET',
      url: `/api/f/v1/upload/image?id=${id}`,
      headers: clientHeaders('hgty', { t: owner.token }),
    });
    // The session belongs to another brand: invalid there, and nothing is served.
    expect(otherBrand.headers['content-type']).not.toBe('image/webp');
    expect(otherBrand.json().data).toBe('token');
  });

  it('holds the hourly quota per member against 50 concurrent uploads', async () => {
    const busy = await buildMember(ctx);
    const png = await sampleImage('png', 16, 16);
    const results = await Promise.all(Array.from({ length: 50 }, () => upload(ctx, busy.token, png)));
    const ok = results.filter((r) => r.body.status === true);
    const limited = results.filter((r) => r.body.code === 'UPLOAD_LIMIT');
    expect(ok.length).toBe(FEEDBACK_LIMITS.uploadsPerHour);
    expect(limited.length).toBe(50 - FEEDBACK_LIMITS.uploadsPerHour);
    expect(await rowsOf(busy.id)).toBe(FEEDBACK_LIMITS.uploadsPerHour);
    const files = new Set(readdirSync(ctx.app.services.uploadsDir));
    expect(ok.every((r) => files.has(`${r.body.data.id}.webp`))).toBe(true);
    // Another member is not affected.
    expect((await upload(ctx, member.token, png)).body.status).toBe(true);
  });
});
