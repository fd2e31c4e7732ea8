import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import { requestMeta } from '../../platform/http/request-meta.ts';
import type { DepositService } from './deposit.service.ts';
import type { ExchangeService } from './exchange.service.ts';
import type { RecordsService } from './records.service.ts';
import type { TransferService, VenueGate } from './transfer.service.ts';
import type { WalletService } from './wallet.service.ts';
import type { WithdrawService } from './withdraw.service.ts';

export interface WalletRoutesDeps {
  wallets: WalletService;
  deposits: DepositService;
  withdrawals: WithdrawService;
  transfers: TransferService;
  exchange: ExchangeService;
  records: RecordsService;
  /** Which venues have games on a layout (walletlist?show=); absent: every venue wallet. */
  venueGate?: VenueGate | undefined;
}

export function registerWalletRoutes(endpoint: EndpointRegistrar, deps: WalletRoutesDeps): void {
  const { wallets, deposits, withdrawals, transfers, exchange, records } = deps;
  const member = (request: { session?: { memberId: bigint } | undefined }) => request.session!.memberId;

  endpoint('balance', async (request) => wallets.balance(request.siteCode, member(request)));
  // show=1: venues with games on H5, show=2: on desktop; absent or 0: every wallet.
  endpoint('walletList', async (request, input) => {
    const show = input.show === 1 ? 'h5' : input.show === 2 ? 'pc' : undefined;
    const venues =
      show && deps.venueGate ? await deps.venueGate.shownVenues(request.siteCode, show) : undefined;
    return wallets.wallets(request.siteCode, request.locale, member(request), venues);
  });
  endpoint('assets', async (request) => wallets.assets(request.siteCode, request.locale, member(request)));

  endpoint('depositChannels', async (request) => deposits.channels(request.siteCode, request.locale));
  endpoint('depositCreate', async (request, input) =>
    deposits.create(request.siteCode, request.locale, member(request), input),
  );
  endpoint('depositOrder', async (request, input) =>
    deposits.order(request.siteCode, request.locale, member(request), input.orderNo),
  );
  endpoint('depositRecords', async (request, input) =>
    deposits.records(request.siteCode, request.locale, member(request), input),
  );
  endpoint('depositAddress', async (request, input) =>
    deposits.address(request.siteCode, member(request), input.network),
  );

  endpoint('withdrawInfo', async (request) => withdrawals.info(request.siteCode, member(request)));
  endpoint('withdrawApply', async (request, input) =>
    withdrawals.apply(requestMeta(request), member(request), input),
  );
  endpoint('withdrawRecords', async (request, input) =>
    withdrawals.records(request.siteCode, member(request), input),
  );
  endpoint('withdrawDetail', async (request, input) =>
    withdrawals.detail(request.siteCode, member(request), input.orderNo),
  );

  endpoint('transfer', async (request, input) =>
    transfers.transfer(request.siteCode, request.locale, member(request), input),
  );
  endpoint('recoverAll', async (request, input) =>
    transfers.recoverAll(request.siteCode, request.locale, member(request), input.requestId),
  );
  endpoint('exchangeQuote', async (request, input) =>
    exchange.quote(request.siteCode, request.locale, member(request), input),
  );
  endpoint('exchange', async (request, input) =>
    exchange.exchange(request.siteCode, request.locale, member(request), input.quoteId),
  );

  endpoint('transactionRecords', async (request, input) =>
    records.list(request.siteCode, request.locale, member(request), input),
  );
  endpoint('transactionDetail', async (request, input) =>
    records.detail(request.siteCode, request.locale, member(request), input.id),
  );
}
