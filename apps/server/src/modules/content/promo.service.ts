import type {
  ContentBlock,
  PromoApplication,
  PromoDetail,
  PromoState,
  PromoSummary,
} from '@houseline/shared/api/contract/content';
import { FEATURE } from '@houseline/shared/brands/types';
import { minorToDecimalString } from '@houseline/shared/money/amount';
import type { Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Books, LedgerAccountIds } from '../books/books.service.ts';
import type { Auditor, ContentDeps } from './articles.service.ts';
import type { ApplicationRow, PromoRow } from './content.repository.ts';
import { requireFeature } from './feature.ts';

/** The ledger entry kind and house account of promotion bonuses (fixed between helpers). */
export const PROMO_BONUS_KIND = 'promo_bonus';

export interface PromoMoneyDeps {
  /** The books port: bonuses and the turnover they require (decision 0048). */
  books: Pick<Books, 'transaction' | 'move'>;
  /** Ledger account ids (the wallet's cache): the member's center wallet and a house account. */
  accounts: LedgerAccountIds;
}

export function promoStateAt(row: Pick<PromoRow, 'startsAt' | 'endsAt'>, now: Date): PromoState {
  if (now < row.startsAt) return 'upcoming';
  return now < row.endsAt ? 'running' : 'ended';
}

const wire = (minor: bigint | null) => (minor === null ? null : minorToDecimalString(minor));

function toApplication(row: ApplicationRow): PromoApplication {
  return {
    id: row.id.toString(),
    promoId: row.promoId,
    state: row.state as PromoApplication['state'],
    bonus: wire(row.bonus),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/**
 * Promotions per brand with their time windows, and applications: one per member and promotion
 * (a unique index); a bonus is paid through the ledger (`promo_bonus`) exactly once — at applying
 * (instant) or on approval (review) — with its turnover requirement, in the same transaction.
 */
export function createPromoService(
  deps: ContentDeps &
    PromoMoneyDeps & { ensureSeeded: (siteCode: string) => Promise<void>; auditor: () => Auditor },
) {
  const { db, repository, ensureSeeded, now, books, accounts, centerCurrency } = deps;

  const summary = (row: PromoRow, at: Date): PromoSummary => ({
    id: row.id,
    category: row.category as PromoSummary['category'],
    title: row.title,
    summary: row.summary,
    bannerUrl: row.bannerUrl,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    state: promoStateAt(row, at),
    applyMode: row.applyMode as PromoSummary['applyMode'],
    bonus: wire(row.bonus),
    currency: centerCurrency(row.siteCode),
    turnoverMultiple: row.turnoverMultiple,
    popup: row.popup,
  });

  async function enabledPromo(siteCode: string, id: number): Promise<PromoRow> {
    requireFeature(siteCode, FEATURE.activities);
    await ensureSeeded(siteCode);
    const row = await repository.promo(db, siteCode, id);
    if (!row?.enabled) throw new AppError('PROMO_NOT_FOUND');
    return row;
  }

  /** Pays an application's bonus inside `tx`: ledger entry and turnover requirement, once. */
  async function payBonus(
    tx: Tx,
    app: ApplicationRow,
    promo: PromoRow,
    ids: { member: bigint; house: bigint },
  ): Promise<void> {
    if (app.bonus === null) return;
    const key = `promo:${app.siteCode}:${app.promoId}:${app.memberId}`;
    await books.move(tx, {
      purpose: 'reward',
      memberId: app.memberId,
      siteCode: app.siteCode,
      kind: PROMO_BONUS_KIND,
      idempotencyKey: key,
      reference: app.id.toString(),
      memo: promo.title,
      lines: [
        { accountId: ids.member, currency: app.currency, amount: app.bonus },
        { accountId: ids.house, currency: app.currency, amount: -app.bonus },
      ],
      turnover: { kind: 'require', amount: app.bonus * BigInt(promo.turnoverMultiple), reference: key },
    });
  }

  /** Account ids, looked up before a transaction opens (PGlite runs one statement at a time). */
  async function bonusAccounts(siteCode: string, memberId: bigint, currency: string) {
    return {
      member: await accounts.member(siteCode, memberId, { accountKind: 'center', currency }),
      house: await accounts.house(siteCode, PROMO_BONUS_KIND, currency),
    };
  }

  return {
    async list(siteCode: string, filter: { state?: PromoState; category?: string }) {
      requireFeature(siteCode, FEATURE.activities);
      await ensureSeeded(siteCode);
      const at = now();
      const rows = await repository.promos(db, siteCode, { enabledOnly: true });
      return {
        list: rows
          .map((row) => summary(row, at))
          .filter(
            (p) =>
              (!filter.state || p.state === filter.state) &&
              (!filter.category || p.category === filter.category),
          ),
      };
    },

    async detail(siteCode: string, id: number, memberId: bigint | undefined): Promise<PromoDetail> {
      const row = await enabledPromo(siteCode, id);
      const application = memberId ? await repository.applicationOf(db, siteCode, id, memberId) : undefined;
      return {
        ...summary(row, now()),
        body: row.body as ContentBlock[],
        application: application ? toApplication(application) : null,
      };
    },

    async apply(siteCode: string, memberId: bigint, id: number): Promise<PromoApplication> {
      const promo = await enabledPromo(siteCode, id);
      if (promo.applyMode === 'none') throw new AppError('PROMO_NO_APPLY');
      const at = now();
      if (promoStateAt(promo, at) !== 'running') throw new AppError('PROMO_NOT_RUNNING');
      const currency = centerCurrency(siteCode);
      const instant = promo.applyMode === 'instant';
      const ids = instant && promo.bonus !== null ? await bonusAccounts(siteCode, memberId, currency) : null;
      const row = await books.transaction(async (tx) => {
        const inserted = await repository.insertApplication(tx, {
          siteCode,
          promoId: id,
          memberId,
          state: instant ? 'approved' : 'pending',
          bonus: promo.bonus,
          currency,
          createdAt: at,
          decidedAt: instant ? at : null,
        });
        if (!inserted) throw new AppError('PROMO_APPLIED');
        if (ids) await payBonus(tx, inserted, promo, ids);
        return inserted;
      });
      return toApplication(row);
    },

    async adminList(siteCode: string) {
      await ensureSeeded(siteCode);
      const at = now();
      const rows = await repository.promos(db, siteCode, { enabledOnly: false });
      return {
        list: rows.map((row) => ({
          ...summary(row, at),
          body: row.body as ContentBlock[],
          enabled: row.enabled,
          sort: row.sort,
        })),
      };
    },

    async adminUpdate(
      operator: { id: bigint },
      siteCode: string,
      input: {
        id: number;
        title?: string;
        summary?: string;
        body?: ContentBlock[];
        startsAt?: string;
        endsAt?: string;
        enabled?: boolean;
        popup?: boolean;
      },
    ) {
      await ensureSeeded(siteCode);
      const current = await repository.promo(db, siteCode, input.id);
      if (!current) throw new AppError('PROMO_NOT_FOUND');
      const startsAt = input.startsAt ? new Date(input.startsAt) : current.startsAt;
      const endsAt = input.endsAt ? new Date(input.endsAt) : current.endsAt;
      if (endsAt <= startsAt) throw new AppError('PROMO_WINDOW');
      const { id, ...fields } = input;
      const patch = {
        ...(fields.title !== undefined ? { title: fields.title } : {}),
        ...(fields.summary !== undefined ? { summary: fields.summary } : {}),
        ...(fields.body !== undefined ? { body: fields.body } : {}),
        ...(fields.enabled !== undefined ? { enabled: fields.enabled } : {}),
        ...(fields.popup !== undefined ? { popup: fields.popup } : {}),
        startsAt,
        endsAt,
      };
      const row = await db.transaction(async (tx) => {
        const updated = await repository.updatePromo(tx, siteCode, id, patch, now());
        if (!updated) throw new AppError('PROMO_NOT_FOUND');
        await deps
          .auditor()
          .audit(
            operator,
            siteCode,
            'promo.update',
            String(id),
            { fields: Object.keys(fields), startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() },
            tx,
          );
        return updated;
      });
      return {
        ...summary(row, now()),
        body: row.body as ContentBlock[],
        enabled: row.enabled,
        sort: row.sort,
      };
    },

    async applications(siteCode: string, filter: { promoId?: string; state?: string }) {
      const rows = await repository.applications(
        db,
        siteCode,
        {
          ...(filter.promoId ? { promoId: Number(filter.promoId) } : {}),
          ...(filter.state ? { state: filter.state } : {}),
        },
        200,
      );
      return { list: rows.map((r) => ({ ...toApplication(r), username: r.username })) };
    },

    /** Approves (paying the bonus once) or rejects a pending application. */
    async review(
      operator: { id: bigint },
      siteCode: string,
      input: { id: string; action: 'approve' | 'reject'; reason?: string | undefined },
    ) {
      const appId = BigInt(input.id);
      const found = await repository.application(db, siteCode, appId);
      if (!found) throw new AppError('PROMO_APPLICATION_NOT_FOUND');
      const promo = await repository.promo(db, siteCode, found.promoId);
      if (!promo) throw new AppError('PROMO_NOT_FOUND');
      const approve = input.action === 'approve';
      const ids =
        approve && found.bonus !== null
          ? await bonusAccounts(siteCode, found.memberId, found.currency)
          : null;
      const decided = await books.transaction(async (tx) => {
        const locked = await repository.lockApplication(tx, siteCode, appId);
        if (!locked) throw new AppError('PROMO_APPLICATION_NOT_FOUND');
        if (locked.state !== 'pending') throw new AppError('PROMO_APPLICATION_DECIDED');
        const row = await repository.decideApplication(tx, appId, {
          state: approve ? 'approved' : 'rejected',
          decidedAt: now(),
          decidedBy: operator.id,
          reason: input.reason ?? null,
        });
        if (ids) await payBonus(tx, row, promo, ids);
        await deps
          .auditor()
          .audit(
            operator,
            siteCode,
            `promo.application.${input.action}`,
            input.id,
            { promoId: row.promoId, memberId: row.memberId.toString(), bonus: wire(row.bonus) },
            tx,
          );
        return row;
      });
      const [withName] = await repository.applications(db, siteCode, { id: decided.id }, 1);
      const username = withName?.username ?? '';
      return { ...toApplication(decided), username };
    },
  };
}

export type PromoService = ReturnType<typeof createPromoService>;
