import type { Game, GameCategory } from '@houseline/shared/api/contract/games';
import { useTranslation } from 'react-i18next';
import { BalanceChip } from '../../components/currency-mark.tsx';
import { brand, logoUrl } from '../../config/brand.ts';
import { useGameList } from '../../features/games/api/game-list-query.ts';
import { H5GameLobby } from '../../features/games/components/h5-game-lobby.tsx';
import { H5SportsBoard } from '../../features/games/components/h5-sports-board.tsx';
import { categoryPath, isSportsCategory, tilePath } from '../../features/games/lib/order-games.ts';
import { H5BannerCarousel } from '../../features/home/components/h5-banner-carousel.tsx';
import { H5HomeHeader } from '../../features/home/components/h5-home-header.tsx';
import { H5NoticeBar } from '../../features/home/components/h5-notice-bar.tsx';
import { H5QuickActions } from '../../features/home/components/h5-quick-actions.tsx';
import { NoticePopup } from '../../features/home/components/notice-popup.tsx';
import { useNoticePopup } from '../../features/home/hooks/use-notice-popup.ts';
import { visibleBanners } from '../../features/home/lib/banners.ts';
import { useSiteConfig } from '../../features/site/api/site-config-query.ts';
import { useCenterBalance } from '../../hooks/use-center-balance.ts';
import { useMemberStore } from '../../stores/member-store.ts';
import './home.h5.css';
import { LimitPromptSlot } from './limit-prompt-slot.tsx';
import { usePromoSlot } from './promo-popup-slot.tsx';
import { RecommendSlot } from './recommend-slot.tsx';

/**
 * The H5 home (/app/home). Banners and notice come from the site config (the build's brand config
 * until it arrives); the lobby from the game list. The `sports` variant leads with the sports board.
 */
export function H5HomeRoute() {
  const { t } = useTranslation();
  const centerBalance = useCenterBalance();
  const site = useSiteConfig().data;
  const sportsVariant = brand.home.variant === 'sports';
  const games = useGameList('h5', { sportsFirst: sportsVariant });
  const isLogin = useMemberStore((s) => s.isLogin);
  const notice = site?.home.notice ?? brand.home.notice;
  const popup = useNoticePopup(notice);
  const promo = usePromoSlot(popup.open);
  const currency = site?.currency ?? brand.common.currency;
  const balance = <BalanceChip currency={currency} amount={centerBalance} label={t('home.centerWallet')} />;
  const hrefFor = (game: Game, category: GameCategory) =>
    tilePath(game, category.id, { phone: true, isLogin });
  const sportsCategory = sportsVariant ? games.data?.find(isSportsCategory) : undefined;
  const lobby = sportsVariant ? games.data?.filter((c) => !isSportsCategory(c)) : games.data;
  return (
    <div className={`h5-home${sportsVariant ? ' is-sports' : ''}`}>
      <H5HomeHeader
        logoUrl={logoUrl}
        siteName={site?.siteName ?? brand.siteName}
        slogan={site?.slogan ?? brand.slogan}
        isLogin={isLogin}
        balance={balance}
      />
      <div className="h5-home__body">
        <H5BannerCarousel
          banners={visibleBanners(site?.home.banners ?? brand.home.banners, brand.enabledFeatureIds)}
        />
        <H5NoticeBar notice={notice} onOpen={popup.show} />
        <H5QuickActions isLogin={isLogin} balance={balance} />
        {/* protection (issue 25): the entry to the limits page */}
        <LimitPromptSlot isLogin={isLogin} />
        <RecommendSlot phone />
        {sportsVariant ? (
          <H5SportsBoard category={sportsCategory} pending={games.isPending} hrefFor={hrefFor} />
        ) : null}
        <h2 className="h5-home__section-title">
          <span>{sportsVariant ? t('home.moreGames') : t('home.gameLobby')}</span>
        </h2>
        <H5GameLobby
          categories={lobby}
          status={games.status}
          onRetry={() => void games.refetch()}
          hrefFor={hrefFor}
          moreHrefFor={(c) => categoryPath(c.id, true)}
        />
        <p className="h5-home__footnote">{t('footer.responsible')}</p>
      </div>
      <NoticePopup
        open={popup.open && promo.ready}
        notice={notice}
        extra={promo.Teaser ? <promo.Teaser /> : null}
        onClose={popup.close}
      />
    </div>
  );
}
