import { describe, expect, it } from 'vitest';
import { bannerSrcSet, wideBannerUrl } from './banner-images.ts';

describe('banner images', () => {
  it('offers both widths of a generated banner', () => {
    expect(bannerSrcSet('/static/brands/hgty/banner-2.webp')).toBe(
      '/static/brands/hgty/banner-2.webp 750w, /static/brands/hgty/banner-2@2x.webp 1500w',
    );
    expect(wideBannerUrl('/static/brands/hgty/banner-2.webp')).toBe('/static/brands/hgty/banner-2@2x.webp');
  });

  it('leaves any other image with its one size', () => {
    expect(bannerSrcSet('/static/brands/hgty/banner-2.svg')).toBeUndefined();
    expect(bannerSrcSet('https://cdn.example/banner.webp')).toBeUndefined();
    expect(bannerSrcSet('/uploads/banner-1.webp')).toBeUndefined();
  });
});
