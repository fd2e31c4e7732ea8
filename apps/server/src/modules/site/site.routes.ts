import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { SiteService } from './site.service.ts';
import type { SiteHomeService } from './site-home.service.ts';

export function registerSiteRoutes(
  endpoint: EndpointRegistrar,
  { site, home }: { site: SiteService; home: SiteHomeService },
): void {
  endpoint('siteConfig', async (request) => site.siteConfig(request.siteCode));
  endpoint('preInfo', async (request) => site.preInfo(request.siteCode));
  // the brand's home in the console (issue 24)
  endpoint('adminSiteHome', async (request) => home.adminView(request.siteCode));
  endpoint('adminSiteNotice', async (request, input) =>
    home.setNotice(request.operator!, request.siteCode, input.notice),
  );
  endpoint('adminBrandSettings', async (request) => home.brandSettings(request.siteCode));
  endpoint('adminBrandSettingsUpdate', async (request, input) =>
    home.setBrandSettings(request.operator!, request.siteCode, input),
  );
  endpoint('adminBannerSave', async (request, input) =>
    home.saveBanner(request.operator!, request.siteCode, input),
  );
  endpoint('adminBannerDelete', async (request, input) =>
    home.deleteBanner(request.operator!, request.siteCode, input.id),
  );
}
