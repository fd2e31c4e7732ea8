import type { Db } from '../../platform/db/client.ts';
import type { ModuleRegistration } from '../../platform/module.ts';
import type { MemberEvents } from '../../platform/realtime/member-events.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
// protection (issue 25): limits, breaks and exclusions refuse movements into play.
import { createProtectionGuard } from '../protection/protection.module.ts';
import { createBooksRepository } from './books.repository.ts';
import { type Books, createBooks } from './books.service.ts';
import { memberStateGuard } from './member-state.guard.ts';

/**
 * The books port (decision 0048): no routes of its own; every product moves money through it.
 * Its guards: the member's state (issue 23 item 6), then player protection's breaks, exclusions
 * and limits (issue 25, decision 0060), both in the movement's own transaction.
 */
export function registerBooks(deps: {
  db: Db;
  ledger: LedgerService;
  events: Pick<MemberEvents, 'balanceChanged'>;
  now?: () => Date;
}): ModuleRegistration<{ books: Books }> {
  const repository = createBooksRepository();
  const books = createBooks({
    db: deps.db,
    ledger: deps.ledger,
    events: deps.events,
    repository,
    guards: [memberStateGuard(repository), createProtectionGuard(deps.now)],
    ...(deps.now ? { now: deps.now } : {}),
  });
  return { services: { books }, jobs: [] };
}
