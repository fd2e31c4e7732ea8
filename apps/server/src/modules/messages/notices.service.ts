import type { AdminNotice } from '@houseline/shared/api/contract/messages';
import { isSiteCode } from '@houseline/shared/brands/types';
import { servesBrand } from '@houseline/shared/operators/permissions';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import type { OperatorIdentity } from '../../platform/http/endpoint.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { MessagesRepository, NoticeRow } from './messages.repository.ts';

/** The operator audit log (the operators module, registered first). */
export interface NoticesAudit {
  audit(
    operator: { id: bigint },
    siteCode: string,
    action: string,
    target: string,
    detail: Record<string, unknown>,
    tx?: DbOrTx,
  ): Promise<void>;
}

export interface NoticesServiceDeps {
  db: Db;
  repository: MessagesRepository;
  audit: NoticesAudit;
  /** Notices changed for a brand (null: every brand): push unread counts to its members' sockets. */
  published: (siteCode: string | null) => void;
  now?: () => Date;
}

/** `*` in the operator API: the notices to every brand. */
export const EVERY_SITE = '*';

function toWire(row: NoticeRow): AdminNotice {
  return {
    id: Number(row.id),
    siteCode: row.siteCode,
    minVipLevel: row.minVipLevel,
    marketing: row.marketing,
    title: row.title,
    body: row.body,
    publishedAt: row.publishedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    createdBy: row.createdBy === null ? null : Number(row.createdBy),
  };
}

/**
 * System notices for operators: publish to a brand or every brand (from a VIP level up), list,
 * withdraw. An operator bound to a brand acts on that brand only; every change is audited in the
 * commit that makes it.
 */
export function createNoticesService(deps: NoticesServiceDeps) {
  const { db, repository } = deps;
  const now = deps.now ?? (() => new Date());

  /** The audience a request names, checked against the operator's reach. */
  function audience(operator: OperatorIdentity, siteCode: string): string | null {
    if (siteCode === EVERY_SITE) {
      if (operator.brands !== null) throw new AppError('OPERATOR_FORBIDDEN');
      return null;
    }
    if (!isSiteCode(siteCode)) throw new AppError('BAD_REQUEST');
    if (!servesBrand(operator.brands, siteCode)) throw new AppError('OPERATOR_FORBIDDEN');
    return siteCode;
  }

  return {
    async create(
      operator: OperatorIdentity,
      input: {
        siteCode: string;
        minVipLevel: number;
        marketing?: boolean | undefined;
        title: string;
        body: string;
        expiresAt?: string | undefined;
      },
    ): Promise<AdminNotice> {
      const siteCode = audience(operator, input.siteCode);
      const at = now();
      const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
      if (expiresAt && expiresAt <= at) throw new AppError('BAD_REQUEST');
      const row = await db.transaction(async (tx) => {
        const inserted = await repository.insertNotice(tx, {
          siteCode,
          minVipLevel: input.minVipLevel,
          marketing: input.marketing ?? false,
          title: input.title,
          body: input.body,
          createdBy: operator.id,
          publishedAt: at,
          expiresAt,
        });
        await deps.audit.audit(
          operator,
          siteCode ?? EVERY_SITE,
          'messages.notice.publish',
          `notice:${inserted.id}`,
          {
            minVipLevel: input.minVipLevel,
            marketing: input.marketing ?? false,
            title: input.title,
          },
          tx,
        );
        return inserted;
      });
      deps.published(siteCode);
      return toWire(row);
    },

    async list(operator: OperatorIdentity, input: { siteCode: string; page: number; size: number }) {
      const siteCode = audience(operator, input.siteCode);
      const { rows, total } = await repository.noticesOf(db, siteCode, {
        offset: (input.page - 1) * input.size,
        limit: input.size,
      });
      return { list: rows.map(toWire), total };
    },

    async withdraw(operator: OperatorIdentity, id: number): Promise<AdminNotice> {
      const key = BigInt(id);
      const found = await repository.findNotice(db, key);
      if (!found) throw new AppError('NOTICE_NOT_FOUND');
      const siteCode = audience(operator, found.siteCode ?? EVERY_SITE);
      const row = await db.transaction(async (tx) => {
        const updated = await repository.withdrawNotice(tx, key, now());
        await deps.audit.audit(
          operator,
          siteCode ?? EVERY_SITE,
          'messages.notice.withdraw',
          `notice:${id}`,
          {},
          tx,
        );
        return updated!;
      });
      deps.published(siteCode);
      return toWire(row);
    },
  };
}

export type NoticesService = ReturnType<typeof createNoticesService>;
