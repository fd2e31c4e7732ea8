import type { SiteConfig } from '@houseline/shared/api/contract/site';
import { bannerSrcSet, DESKTOP_BANNER_SIZES } from '@houseline/shared/brands/banner-images';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { WEB_LIMITS } from '../../../config/web-limits.ts';
import './desktop-carousel.css';

type Banner = SiteConfig['home']['banners'][number];

/** A light cross-fading banner carousel for the desktop home (no UI kit needed). */
export function DesktopCarousel({ banners }: { banners: Banner[] | undefined }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners?.length ?? 0;
  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), WEB_LIMITS.bannerAutoplayMs);
    return () => clearInterval(timer);
  }, [count, paused]);
  if (!banners) return <Skeleton height={320} radius={18} />;
  if (count === 0) return null;
  const go = (next: number) => setIndex((next + count) % count);
  return (
    // A labelled section is a region landmark; hovering it pauses the autoplay.
    <section
      className="d-carousel"
      aria-label={t('home.banners')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      {banners.map((banner, i) => (
        <Link
          key={banner.id}
          to={banner.link || '#'}
          className={`d-carousel__slide${i === index ? ' is-active' : ''}`}
          aria-hidden={i !== index}
          tabIndex={i === index ? 0 : -1}
        >
          {/* The first banner is the largest paint of the home: index.html preloads it too. */}
          <img
            src={banner.imageUrl}
            srcSet={bannerSrcSet(banner.imageUrl)}
            sizes={DESKTOP_BANNER_SIZES}
            alt={`${banner.title} ${banner.subtitle}`}
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : 'auto'}
          />
        </Link>
      ))}
      {count > 1 ? (
        <>
          <button type="button" className="d-carousel__arrow is-prev" onClick={() => go(index - 1)}>
            <ChevronLeftIcon />
            <span className="hl-visually-hidden">{t('home.previousBanner')}</span>
          </button>
          <button type="button" className="d-carousel__arrow is-next" onClick={() => go(index + 1)}>
            <ChevronRightIcon />
            <span className="hl-visually-hidden">{t('home.nextBanner')}</span>
          </button>
          <div className="d-carousel__dots">
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className={i === index ? 'is-active' : ''}
                aria-label={t('home.showBanner', { index: i + 1 })}
                aria-current={i === index}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
