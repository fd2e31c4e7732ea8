import type { FastifyBaseLogger } from 'fastify';

export type DeliveryChannel = 'phone' | 'email';

export interface CodeMessage {
  siteCode: string;
  channel: DeliveryChannel;
  /** +8613800138000 or an e-mail address. */
  recipient: string;
  code: string;
  purpose: string;
  /** The brand name, for the text of the message. */
  brandName: string;
}

/**
 * Sends verification codes. A real SMS or e-mail provider implements this; `send` resolves when
 * the provider accepted the message and rejects when it did not (the member then sees "failed to
 * get verification code").
 */
export interface CodeDelivery {
  readonly name: string;
  send(message: CodeMessage): Promise<void>;
}

export interface SandboxRecord {
  code: string;
  purpose: string;
  sentAt: Date;
}

const SANDBOX_MAX_RECIPIENTS = 10_000;

/**
 * The built-in sandbox delivery: writes each code to the log and keeps the last code per
 * recipient in memory, readable through GET /api/sandbox/v1/last-code (tests and the demo).
 * Never used with NODE_ENV=production (config refuses it).
 */
export function createSandboxDelivery(log: FastifyBaseLogger | undefined) {
  const last = new Map<string, SandboxRecord>();
  return {
    name: 'sandbox',
    async send(message: CodeMessage): Promise<void> {
      if (last.size >= SANDBOX_MAX_RECIPIENTS) last.delete(last.keys().next().value!);
      last.set(message.recipient.toLowerCase(), {
        code: message.code,
        purpose: message.purpose,
        sentAt: new Date(),
      });
      log?.info(
        {
          channel: message.channel,
          recipient: message.recipient,
          purpose: message.purpose,
          code: message.code,
        },
        'sandbox delivery: verification code',
      );
    },
    lastFor(recipient: string): SandboxRecord | undefined {
      return last.get(recipient.toLowerCase());
    },
  } satisfies CodeDelivery & { lastFor(recipient: string): SandboxRecord | undefined };
}

export type SandboxDelivery = ReturnType<typeof createSandboxDelivery>;
