import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  buildMember,
  clientHeaders,
  createTestApp,
  encryptPassword,
  type TestContext,
} from './helpers.ts';
import { readImage, upload } from './uploads-helpers.ts';
import { kycPost, kycState, opCall, operatorToken, submitKyc } from './verification-helpers.ts';
import {
  adminPost,
  balanceOf,
  depositByGateway,
  memberPost,
  operatorTokens,
  withdrawalReady,
} from './wallet-helpers.ts';

const APPLY = '/api/findmed/v1/withdraw/apply';

/**
 * Identity verification (issue 25, decision 0062): states, the under-18 refusal, the withdrawal
 * gate (also under a 50-way burst), who may see the documents. hgtyc requires verification
 * before any withdrawal; pgdz only above 500.
 */
describe.each(BACKENDS)('identity verification (%s)', (backend) => {
  let ctx: TestContext;
  let ops: { admin: string; finance: string };
  let risk: string;
  let otherBrand: string;
  beforeAll(async () => {
    ctx = await createTestApp(backend, {
      config: {
        jobs: false,
        verification: {
          kyc: {
            default: { mode: 'none', amountMinor: null },
            brands: {
              hgtyc: { mode: 'always', amountMinor: null },
              pgdz: { mode: 'above', amountMinor: 5_000_000n },
            },
          },
          risk: { netDepositDefaultMinor: 500_000_000n, netDepositBrands: {} },
        },
      },
    });
    ops = await operatorTokens(ctx);
    risk = await operatorToken(ctx, { username: 'oprisk', role: 'risk', brands: ['hgtyc'] });
    otherBrand = await operatorToken(ctx, { username: 'opriskb', role: 'risk', brands: ['hgty'] });
  }, 180_000);
  afterAll(async () => {
    await ctx.close();
  });

  /** A member with 200 credited, turnover waived, a bank card and a withdrawal password. */
  async function funded() {
    const m = await buildMember(ctx);
    await depositByGateway(ctx, m.token, '200');
    const waived = await adminPost(ctx, ops.admin, 'members/turnover/waive', {
      username: m.username,
      reason: 'test',
    });
    expect(waived.body.status).toBe(true);
    const accountId = await withdrawalReady(ctx, m.token);
    const wpassword = await encryptPassword(ctx, '135790');
    const apply = () =>
      memberPost(ctx, m.token, APPLY, { accountId, amount: '100', wpassword, requestId: randomUUID() });
    return { ...m, apply };
  }

  it('refuses members under 18 and keeps nothing', async () => {
    const m = await buildMember(ctx);
    const today = new Date();
    const seventeen = `${today.getUTCFullYear() - 18}-12-31`;
    const young =
      today.getUTCMonth() === 11 && today.getUTCDate() === 31
        ? `${today.getUTCFullYear() - 17}-01-01`
        : seventeen;
    const refused = await kycPost(ctx, m.token, 'profile', { realName: '李小华', birthDate: young });
    expect(refused.body).toMatchObject({ status: false, code: 'KYC_UNDERAGE' });
    expect(refused.body.data).toContain('18');
    expect((await kycState(ctx, m.token)).body.data).toMatchObject({
      status: 'unverified',
      hasBirthDate: false,
    });
    const adult = await kycPost(ctx, m.token, 'profile', { realName: '李小华', birthDate: '2000-01-01' });
    expect(adult.body.data).toMatchObject({ hasBirthDate: true, realName: expect.stringContaining('*') });
    const bad = await kycPost(ctx, m.token, 'profile', { realName: '李小华', birthDate: '2000-02-30' });
    expect(bad.body).toMatchObject({ status: false, code: 'BAD_REQUEST' });
  });

  it('moves unverified -> pending -> resubmit -> pending -> verified, and gates the withdrawal until then', async () => {
    const m = await funded();
    expect((await m.apply()).body).toMatchObject({ status: false, code: 'KYC_REQUIRED' });
    expect((await kycPost(ctx, m.token, 'submit')).body.code).toBe('KYC_INCOMPLETE');
    await submitKyc(ctx, m.token);
    expect((await kycState(ctx, m.token)).body.data).toMatchObject({ status: 'pending', complete: true });
    const pending = await m.apply();
    expect(pending.body).toMatchObject({ status: false, code: 'KYC_PENDING' });
    expect(
      (await kycPost(ctx, m.token, 'profile', { realName: '王小明', birthDate: '1991-01-01' })).body.code,
    ).toBe('KYC_LOCKED');
    const ask = await opCall(ctx, risk, 'POST', 'kyc/decide', {
      memberId: String(m.id),
      decision: 'resubmit',
      reason: '证件照片模糊',
    });
    expect(ask.body.data).toMatchObject({ status: 'resubmit', reason: '证件照片模糊' });
    expect((await kycState(ctx, m.token)).body.data).toMatchObject({
      status: 'resubmit',
      reason: '证件照片模糊',
    });
    expect((await m.apply()).body.code).toBe('KYC_REQUIRED');
    // A decision on a record that is no longer pending is refused.
    const again = await opCall(ctx, risk, 'POST', 'kyc/decide', {
      memberId: String(m.id),
      decision: 'verify',
    });
    expect(again.body.code).toBe('KYC_STATE');
    await submitKyc(ctx, m.token);
    const verified = await opCall(ctx, risk, 'POST', 'kyc/decide', {
      memberId: String(m.id),
      decision: 'verify',
    });
    expect(verified.body.data).toMatchObject({ status: 'verified', reason: null });
    const paid = await m.apply();
    expect(paid.body).toMatchObject({ status: true, data: { status: 'requested' } });
    const audit = await opCall(ctx, ops.admin, 'GET', `audit?page=1&size=50&target=member:${m.id}`);
    const actions = JSON.stringify(audit.body.data ?? {});
    expect(actions).toContain('kyc.resubmit');
    expect(actions).toContain('kyc.verify');
  });

  it('rejects with a reason, and a rejected member stays gated', async () => {
    const m = await funded();
    await submitKyc(ctx, m.token);
    const noReason = await opCall(ctx, risk, 'POST', 'kyc/decide', {
      memberId: String(m.id),
      decision: 'reject',
    });
    expect(noReason.body).toMatchObject({ status: false, code: 'BAD_REQUEST' });
    const rejected = await opCall(ctx, risk, 'POST', 'kyc/decide', {
      memberId: String(m.id),
      decision: 'reject',
      reason: '证件与本人不符',
    });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reason: '证件与本人不符' });
    expect((await m.apply()).body.code).toBe('KYC_REQUIRED');
    expect((await kycPost(ctx, m.token, 'submit')).body.code).toBe('KYC_STATE');
  });

  it('refuses all of a 50-way burst of withdrawals from an unverified member, moving no money', {
    timeout: 120_000,
  }, async () => {
    const m = await funded();
    const before = await balanceOf(ctx, m.token);
    const answers = await Promise.all(Array.from({ length: 50 }, () => m.apply()));
    const codes = new Set(answers.map((a) => (a.body.status ? 'ACCEPTED' : a.body.code)));
    // The withdrawal-password guard may answer some with WPASSWORD_LOCKED; none is accepted.
    expect([...codes].filter((c) => c !== 'KYC_REQUIRED' && c !== 'WPASSWORD_LOCKED')).toEqual([]);
    expect(codes.has('KYC_REQUIRED')).toBe(true);
    expect(await balanceOf(ctx, m.token)).toEqual(before);
  });

  it('applies the per-brand rule: pgdz only above 500', async () => {
    const m = await buildMember(ctx, { siteCode: 'pgdz' });
    const gate = ctx.app.services.verification.verification.gate;
    const db = ctx.database.db;
    await expect(
      gate(db, { siteCode: 'pgdz', memberId: m.id, amountMinor: 5_000_000n }),
    ).resolves.toBeUndefined();
    await expect(
      gate(db, { siteCode: 'pgdz', memberId: m.id, amountMinor: 5_000_001n }),
    ).rejects.toMatchObject({
      code: 'KYC_REQUIRED',
    });
  });

  it('shows documents only to their member and to operators of the brand holding kyc.read', async () => {
    const owner = await buildMember(ctx);
    const ids = await submitKyc(ctx, owner.token);
    const stranger = await buildMember(ctx);
    const front = ids.id_front!;
    expect((await readImage(ctx, owner.token, front)).statusCode).toBe(200);
    expect((await readImage(ctx, stranger.token, front)).statusCode).toBe(404);
    // Another member cannot attach someone else's upload either.
    expect(
      (await kycPost(ctx, stranger.token, 'document', { kind: 'id_front', uploadId: front })).body.code,
    ).toBe('UPLOAD_NOT_FOUND');
    const doc = `kyc/document?memberId=${owner.id}&uploadId=${front}`;
    const asRisk = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/v1/${doc}`,
      headers: { ...clientHeaders('hgtyc'), authorization: `Bearer ${risk}` },
    });
    expect(asRisk.statusCode).toBe(200);
    expect(asRisk.headers['content-type']).toContain('image/webp');
    expect((await opCall(ctx, ops.finance, 'GET', doc)).body.code).toBe('OPERATOR_FORBIDDEN');
    expect((await opCall(ctx, otherBrand, 'GET', doc)).body.code).toBe('OPERATOR_FORBIDDEN');
    expect((await opCall(ctx, otherBrand, 'GET', doc, undefined, 'hgty')).body.code).toBe('KYC_NOT_FOUND');
    // The feedback desk's image endpoint (feedback.read) does not serve a KYC document.
    const desk = await opCall(ctx, ops.finance, 'GET', `uploads/image?id=${front}`);
    expect(desk.status).toBe(404);
    const list = await opCall(ctx, risk, 'GET', 'kyc/list?status=pending');
    expect(list.body.data.list.map((r: { memberId: string }) => r.memberId)).toContain(String(owner.id));
    expect((await opCall(ctx, ops.finance, 'GET', 'kyc/list')).body.code).toBe('OPERATOR_FORBIDDEN');
  });

  it('refuses a non-image upload as a document', async () => {
    const m = await buildMember(ctx);
    const res = await upload(ctx, m.token, Buffer.from('%PDF-1.4 not an image'), {
      filename: 'id.pdf',
      contentType: 'application/pdf',
    });
    expect(res.body).toMatchObject({ status: false, code: 'UPLOAD_NOT_IMAGE' });
    const fake = 'A'.repeat(22);
    expect((await kycPost(ctx, m.token, 'document', { kind: 'selfie', uploadId: fake })).body.code).toBe(
      'UPLOAD_NOT_FOUND',
    );
  });
});
