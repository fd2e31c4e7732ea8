import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { WalletSettings } from './wallet-settings.service.ts';

/** The brand's deposit channels, withdrawal rules and receiving account in the console (decisions 0082, 0088). */
export function registerWalletSettingsRoutes(endpoint: EndpointRegistrar, settings: WalletSettings): void {
  endpoint('adminWalletSettings', async (request) => settings.adminView(request.siteCode, request.locale));
  endpoint('adminDepositChannelUpdate', async (request, input) =>
    settings.updateChannel(request.operator!, request.siteCode, request.locale, input),
  );
  endpoint('adminWithdrawRulesUpdate', async (request, input) =>
    settings.updateWithdrawRules(request.operator!, request.siteCode, input),
  );
  endpoint('adminReceivingAccountUpdate', async (request, input) =>
    settings.updateReceivingAccount(request.operator!, request.siteCode, input),
  );
}
