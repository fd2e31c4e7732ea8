import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { isExpired } from '@houseline/shared/dates/is-expired';
import { AppError } from '../../platform/http/errors.ts';

/**
 * Online payment gateways are adapters. A gateway gives a pay page for an order and later calls
 * back with the outcome, signed; the callback is verified, checked for freshness and replay, and
 * acted on at most once. The built-in sandbox gateway ("sandpay") is one: its pay page is served
 * by this server in sandbox mode, and its callback comes through real HTTP like any provider's.
 */
export interface GatewayCallback {
  orderNo: string;
  amount: string;
  status: 'paid' | 'failed';
  nonce: string;
  timestamp: number;
}

export interface PaymentGateway {
  id: string;
  payUrl(orderNo: string): string;
  /** Verifies a callback's signature and freshness; throws SIGNATURE_INVALID otherwise. */
  verify(fields: Record<string, unknown>, now: Date): GatewayCallback;
}

/** Callbacks older (or further in the future) than this are refused even with a good signature. */
export const CALLBACK_MAX_AGE_MS = 5 * 60 * 1000;

function canonical(c: Omit<GatewayCallback, 'timestamp'> & { timestamp: number | string }): string {
  return `${c.timestamp}.${c.nonce}.${c.orderNo}.${c.amount}.${c.status}`;
}

export function signCallback(secret: string, c: GatewayCallback): string {
  return createHmac('sha256', secret).update(canonical(c)).digest('hex');
}

/** Builds a signed callback body, as the sandbox gateway's server would send it. */
export function buildSandboxCallback(
  secret: string,
  orderNo: string,
  amount: string,
  status: GatewayCallback['status'],
  now: Date,
): Record<string, string> {
  const callback: GatewayCallback = {
    orderNo,
    amount,
    status,
    nonce: randomUUID(),
    timestamp: now.getTime(),
  };
  return {
    orderNo,
    amount,
    status,
    nonce: callback.nonce,
    timestamp: String(callback.timestamp),
    sign: signCallback(secret, callback),
  };
}

export function createSandboxGateway(secret: string): PaymentGateway {
  return {
    id: 'sandpay',
    payUrl: (orderNo) => `/api/sandbox/v1/pay/${orderNo}`,
    verify(fields, now) {
      const text = (key: string) => (typeof fields[key] === 'string' ? (fields[key] as string) : '');
      const orderNo = text('orderNo');
      const amount = text('amount');
      const status = text('status');
      const nonce = text('nonce');
      const timestamp = Number(text('timestamp'));
      const sign = text('sign');
      if (
        !/^D\d{8,24}$/.test(orderNo) ||
        !/^\d+\.\d{4}$/.test(amount) ||
        (status !== 'paid' && status !== 'failed') ||
        !/^[A-Za-z0-9-]{8,64}$/.test(nonce) ||
        !Number.isSafeInteger(timestamp) ||
        !/^[0-9a-f]{64}$/.test(sign)
      ) {
        throw new AppError('SIGNATURE_INVALID');
      }
      const callback: GatewayCallback = { orderNo, amount, status, nonce, timestamp };
      const expected = Buffer.from(signCallback(secret, callback), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(sign, 'hex'))) throw new AppError('SIGNATURE_INVALID');
      const nowMs = now.getTime();
      if (isExpired(timestamp, CALLBACK_MAX_AGE_MS, nowMs) || timestamp - nowMs > CALLBACK_MAX_AGE_MS) {
        throw new AppError('SIGNATURE_INVALID', { detail: 'stale' });
      }
      return callback;
    },
  };
}
