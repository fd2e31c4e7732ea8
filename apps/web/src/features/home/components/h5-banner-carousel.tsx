import type { SiteConfig } from '@houseline/shared/api/contract/site';
import { bannerSrcSet, PHONE_BANNER_SIZES } from '@houseline/shared/brands/banner-images';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/skeleton.tsx';
import { WEB_LIMITS } from '../../../config/web-limits.ts';
import './h5-banner-carousel.h5.css';

type Banner = SiteConfig['home']['banners'][number];

/**
 * The brand's banner carousel on the H5 home: native horizontal scrolling with scroll snapping,
 * so swipes get the browser's own momentum, plus autoplay that pauses while touched.
 *
 * Why not antd-mobile's Swiper: it brings react-spring and @use-gesture, 24 KB gzipped, 15% of
 * the H5 home's JavaScript budget (DESIGN.md §8), for what scroll-snap does natively.
 */
export function H5BannerCarousel({ banners }: { banners: Banner[] | undefined }) {
  const { t } = useTranslation();
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [touching, setTouching] = useState(false);
  const count = banners?.length ?? 0;

  const indexRef = useRef(0);
  indexRef.current = index;

  // The slide in view, from an observer rather than the scroll event: a scroll handler ran every
  // frame of each autoplay glide and read the track's geometry, forcing a layout each time — the
  // guest home's main thread was busy with it while the page was still loading.
  // Observed again when the slides change (an operator's new banner set), not only their count.
  const slideIds = banners?.map((b) => b.id).join(' ') ?? '';
  useEffect(() => {
    const track = trackRef.current;
    if (!track || !slideIds || count < 2 || typeof IntersectionObserver === 'undefined') return;
    const slides = [...track.children];
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) setIndex(slides.indexOf(entry.target));
        }
      },
      { root: track, threshold: 0.6 },
    );
    for (const slide of slides) observer.observe(slide);
    return () => observer.disconnect();
  }, [slideIds, count]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track || count < 2 || touching) return;
    const timer = setInterval(() => {
      const next = (indexRef.current + 1) % count;
      track.scrollTo({ left: next * track.clientWidth, behavior: 'smooth' });
    }, WEB_LIMITS.bannerAutoplayMs);
    return () => clearInterval(timer);
  }, [count, touching]);

  if (!banners) return <Skeleton height={140} radius={14} style={{ margin: '0 10px' }} />;
  if (count === 0) return null;
  return (
    <section className="h5-banner" aria-roledescription="carousel" aria-label={t('home.banners')}>
      <div
        ref={trackRef}
        className="h5-banner__track"
        onTouchStart={() => setTouching(true)}
        onTouchEnd={() => setTouching(false)}
      >
        {banners.map((banner, i) => (
          <Link
            key={banner.id}
            to={banner.link || '#'}
            className="h5-banner__item"
            aria-roledescription="slide"
            aria-label={t('home.showBanner', { index: i + 1 })}
          >
            <img
              src={banner.imageUrl}
              srcSet={bannerSrcSet(banner.imageUrl)}
              sizes={PHONE_BANNER_SIZES}
              alt={`${banner.title} ${banner.subtitle}`}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
            />
          </Link>
        ))}
      </div>
      {count > 1 ? (
        <div className="h5-banner__dots" aria-hidden="true">
          {banners.map((banner, i) => (
            <span key={banner.id} className={i === index ? 'is-active' : ''} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
