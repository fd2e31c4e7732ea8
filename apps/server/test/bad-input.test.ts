import { type EndpointName, endpoints } from '@houseline/shared/api/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { readsQuery } from '../src/platform/http/endpoint.ts';
import {
  BACKENDS,
  buildMember,
  call,
  clientHeaders,
  createTestApp,
  encryptPassword,
  type TestContext,
} from './helpers.ts';
import { operatorTokens, withdrawalReady } from './wallet-helpers.ts';

const INT8_MAX = '9223372036854775807';
const BEYOND_INT8 = ['9223372036854775808', '99999999999999999999'];

/** The object shape under a request schema (through refinements, pipes, defaults). */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (def.type === 'object') return def.shape as Record<string, z.ZodType>;
  for (const inner of ['in', 'innerType', 'schema']) {
    if (def[inner]) return shapeOf(def[inner] as z.ZodType);
  }
  return undefined;
}

/** Every request field of the contract that takes a database id (digits: 1 up to the largest int8). */
function idFieldsOfContract(): { endpoint: EndpointName; field: string }[] {
  const found: { endpoint: EndpointName; field: string }[] = [];
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    for (const [key, field] of Object.entries(shapeOf(endpoints[name].request as z.ZodType) ?? {})) {
      const digitsOnly = !field.safeParse('abc').success;
      if (digitsOnly && field.safeParse('1').success && field.safeParse(INT8_MAX).success) {
        found.push({ endpoint: name, field: key });
      }
    }
  }
  return found;
}

describe.each(BACKENDS)('bad ids are bad input, not a 500 (%s)', (backend) => {
  let ctx: TestContext;
  let token: string;
  /** Operator endpoints are reached with an operator's token (admin), so only the id is wrong. */
  let operatorToken: string;
  /** Valid values of the other fields of each endpoint that takes an id, so only the id is wrong. */
  let validFields: Partial<Record<EndpointName, Record<string, string>>>;

  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false } });
    const member = await buildMember(ctx);
    token = member.token;
    // A member with a withdrawal password and a card: the handlers would go on to the database.
    await withdrawalReady(ctx, token);
    const wpassword = await encryptPassword(ctx, '135790');
    operatorToken = (await operatorTokens(ctx)).admin;
    validFields = {
      removeWithdrawAccount: { wpassword },
      withdrawApply: { amount: '100', wpassword, requestId: 'bad-id-0000001' },
      transactionDetail: {},
      feedbackDetail: {},
      feedbackFollowUp: { text: '还有一个问题', requestId: 'bad-id-0000002' },
      adminFeedbackDetail: {},
      adminFeedbackReply: { text: '您好' },
      adminFeedbackClose: {},
      adminKycDocument: { uploadId: 'AAAAAAAAAAAAAAAAAAAAAA' },
      adminKycDecide: { decision: 'verify' },
      adminRiskResolve: { note: '已核实' },
      deskSend: { text: '您好', requestId: 'bad-id-0000003' },
      deskMessages: {},
      deskTyping: {},
      deskRead: { seq: '1' },
      deskRate: { rating: '5' },
      deskClose: {},
      adminDeskMessages: {},
      adminDeskSend: { text: '您好', requestId: 'bad-id-0000004' },
      adminDeskImage: { dataBase64: 'iVBORw0KGgo=' },
      adminDeskTyping: {},
      adminDeskClaim: {},
      adminDeskTransfer: { id: '1', toOperatorId: '1' },
      adminDeskClose: {},
      adminDeskPlayerCard: {},
      adminDeskExport: {},
    };
  });
  afterAll(async () => ctx.close());

  it('answers 400 in the envelope for an id beyond int8 on every endpoint that takes one', async () => {
    const fields = idFieldsOfContract();
    expect(fields.length).toBeGreaterThanOrEqual(3);
    for (const { endpoint, field } of fields) {
      const def = endpoints[endpoint];
      const others = validFields[endpoint];
      expect(others, `valid fields for ${endpoint} (add them above)`).toBeDefined();
      for (const id of BEYOND_INT8) {
        const input = new URLSearchParams({ ...others, [field]: id }).toString();
        const query = readsQuery(def.method);
        const response = await call(ctx.app, {
          method: def.method,
          url: query ? `${def.path}?${input}` : def.path,
          headers: {
            ...clientHeaders('hgtyc', { t: token }),
            ...('permission' in def && def.permission ? { authorization: `Bearer ${operatorToken}` } : {}),
            ...(query ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
          },
          ...(query ? {} : { payload: input }),
        });
        const where = `${endpoint}.${field}=${id}`;
        expect(response.status, where).toBe(400);
        expect(response.body, where).toEqual({ status: false, code: 'BAD_REQUEST', data: '编号格式不正确' });
      }
    }
  });

  it('still finds nothing (not a 500) at the largest int8 itself', async () => {
    const response = await call(ctx.app, {
      method: 'GET',
      url: `/api/findmed/v1/wallet/records/detail?id=${INT8_MAX}`,
      headers: clientHeaders('hgtyc', { t: token }),
    });
    expect(response.status).not.toBe(500);
    expect(response.body.status).toBe(false);
  });
});
