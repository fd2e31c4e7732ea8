import type { Game, GameCategory } from '@houseline/shared/api/contract/games';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BalanceChip } from '../../components/currency-mark.tsx';
import { brand } from '../../config/brand.ts';
import { useGameList } from '../../features/games/api/game-list-query.ts';
import { DesktopGameLobby } from '../../features/games/components/desktop-game-lobby.tsx';
import { DesktopSportsBoard } from '../../features/games/components/desktop-sports-board.tsx';
import { categoryPath, isSportsCategory, tilePath } from '../../features/games/lib/order-games.ts';
import { DesktopCarousel } from '../../features/home/components/desktop-carousel.tsx';
import { DesktopNoticeStrip } from '../../features/home/components/desktop-notice-strip.tsx';
import { DesktopQuickBand } from '../../features/home/components/desktop-quick-band.tsx';
import { DesktopWelcomePanel } from '../../features/home/components/desktop-welcome-panel.tsx';
import { NoticePopup } from '../../features/home/components/notice-popup.tsx';
import { useNoticePopup } from '../../features/home/hooks/use-notice-popup.ts';
import { visibleBanners } from '../../features/home/lib/banners.ts';
import { useSiteConfig } from '../../features/site/api/site-config-query.ts';
import { useCenterBalance } from '../../hooks/use-center-balance.ts';
import { avatarUrl } from '../../lib/avatar.ts';
import { useMemberStore } from '../../stores/member-store.ts';
import './desktop-home.css';
import { useMember } from '../../hooks/member-queries.ts';
import { LimitPromptSlot } from './limit-prompt-slot.tsx';
import { usePromoSlot } from './promo-popup-slot.tsx';
import { RecommendSlot } from './recommend-slot.tsx';

/** The desktop home (/home): carousel, notice, cashier band, then the lobby (sports board first for the sports variant). */
export function DesktopHomeRoute() {
  const { t } = useTranslation();
  const centerBalance = useCenterBalance();
  const site = useSiteConfig().data;
  const sportsVariant = brand.home.variant === 'sports';
  const games = useGameList('pc', { sportsFirst: sportsVariant });
  const isLogin = useMemberStore((s) => s.isLogin);
  const info = useMember();
  const [params] = useSearchParams();
  const requested = Number(params.get('category')) || undefined;
  const notice = site?.home.notice ?? brand.home.notice;
  const popup = useNoticePopup(notice);
  const promo = usePromoSlot(popup.open);
  const hrefFor = (game: Game, category: GameCategory) =>
    tilePath(game, category.id, { phone: false, isLogin });
  const sportsCategory = sportsVariant ? games.data?.find(isSportsCategory) : undefined;
  // The sports variant shows sports on its own board, so the lobby holds the other categories.
  const lobby = sportsVariant ? games.data?.filter((c) => !isSportsCategory(c)) : games.data;
  return (
    <div className="d-home">
      <div className="d-home__hero">
        <div className="d-wrap d-home__hero-inner">
          <DesktopCarousel
            banners={visibleBanners(site?.home.banners ?? brand.home.banners, brand.enabledFeatureIds)}
          />
          <DesktopWelcomePanel
            siteName={site?.siteName ?? brand.siteName}
            isLogin={isLogin}
            username={info?.username}
            avatarUrl={avatarUrl(info)}
            balance={
              <BalanceChip
                currency={site?.currency ?? brand.common.currency}
                amount={centerBalance}
                label={t('home.centerWallet')}
              />
            }
          />
        </div>
      </div>
      <div className="d-wrap d-home__body">
        <DesktopNoticeStrip notice={notice} onOpen={popup.show} />
        <DesktopQuickBand isLogin={isLogin} />
        {/* protection (issue 25): the entry to the limits page */}
        <LimitPromptSlot isLogin={isLogin} />
        <RecommendSlot phone={false} />
        {sportsVariant ? (
          <DesktopSportsBoard category={sportsCategory} pending={games.isPending} hrefFor={hrefFor} />
        ) : null}
        <h2 className="d-home__title">{sportsVariant ? t('home.moreGames') : t('home.gameLobby')}</h2>
        <DesktopGameLobby
          key={requested ?? 'all'}
          categories={lobby}
          status={games.status}
          onRetry={() => void games.refetch()}
          hrefFor={hrefFor}
          moreHrefFor={(c) => categoryPath(c.id, false)}
          initialCategoryId={requested}
        />
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
