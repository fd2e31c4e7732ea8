import { BRANDS } from '@houseline/shared/brands/registry';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/client.ts';
import type { BannerRow, SiteRepository } from './site.repository.ts';
import { createSiteHomeService } from './site-home.service.ts';

const banner = (id: number, enabled = true): BannerRow => ({
  id,
  siteCode: 'hgtyc',
  title: `横幅${id}`,
  subtitle: '',
  imageUrl: '/static/promo/daily.svg',
  link: '',
  sort: id,
  enabled,
  updatedAt: new Date(0),
});

/** A repository over one brand's rows whose reads fail while `down` is set. */
function fakeRepository(state: { down: boolean; notice: string; banners: BannerRow[] }) {
  const guard = () => {
    if (state.down) throw new Error('connection terminated');
  };
  return {
    home: async () => {
      guard();
      return { siteCode: 'hgtyc', notice: state.notice, updatedAt: new Date(0) };
    },
    banners: async () => {
      guard();
      return state.banners;
    },
  } as unknown as SiteRepository;
}

function serviceOver(state: { down: boolean; notice: string; banners: BannerRow[] }, cacheMs: number) {
  const warnings: string[] = [];
  const service = createSiteHomeService({
    db: {} as Db,
    repository: fakeRepository(state),
    audit: { record: async () => undefined },
    artwork: () => [],
    uploadedArtwork: async () => false,
    cacheMs,
    warn: (message) => warnings.push(message),
  });
  return { service, warnings };
}

describe('the brand home for the site config (decision 0078)', () => {
  it('serves only shown banners, and the cached copy within its window', async () => {
    const state = { down: false, notice: '公告一', banners: [banner(1), banner(2, false)] };
    const { service } = serviceOver(state, 60_000);
    expect(await service.read('hgtyc')).toMatchObject({ notice: '公告一', banners: [{ id: 1 }] });
    state.notice = '公告二';
    expect((await service.read('hgtyc')).notice).toBe('公告一');
  });

  it('serves the last good copy while the database is away, and reads again when it is back', async () => {
    const state = { down: false, notice: '公告一', banners: [banner(1)] };
    const { service, warnings } = serviceOver(state, 0);
    await service.read('hgtyc');
    state.down = true;
    expect(await service.read('hgtyc')).toMatchObject({ notice: '公告一', banners: [{ id: 1 }] });
    expect(warnings).toHaveLength(1);
    state.down = false;
    state.notice = '公告二';
    expect((await service.read('hgtyc')).notice).toBe('公告二');
  });

  it("serves the registry's home when the database was never reached", async () => {
    const { service } = serviceOver({ down: true, notice: '', banners: [] }, 0);
    const home = await service.read('hgtyc');
    expect(home.notice).toBe(BRANDS.hgtyc.home.notice);
    expect(home.banners.map((b) => b.title)).toEqual(BRANDS.hgtyc.home.banners.map((b) => b.title));
  });
});
