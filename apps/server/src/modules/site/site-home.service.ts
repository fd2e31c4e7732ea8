import {
  type AdminBanner,
  type AdminBrandSettings,
  type AdminBrandSettingsUpdateRequest,
  type BrandIdentity,
  parseArtworkUrl,
} from '@houseline/shared/api/contract/site';
import { getBrand } from '@houseline/shared/brands/registry';
import type { SiteCode } from '@houseline/shared/brands/types';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { AuditActor, AuditPort } from '../operators/audit.service.ts';
import type { BannerFields, BannerRow, SiteHomeRow, SiteRepository } from './site.repository.ts';

/** The home as members see it: the brand's name and slogan, the notice bar and the banners shown, in order. */
export interface PublicHome {
  identity: BrandIdentity;
  notice: string;
  banners: { id: number; title: string; subtitle: string; imageUrl: string; link: string }[];
}

export interface SiteHomeDeps {
  db: Db;
  repository: SiteRepository;
  audit: AuditPort;
  /** The artwork a brand's banner may show (files on this origin: the CSP allows no other). */
  artwork: (siteCode: string) => readonly string[];
  /** Whether `id` is an artwork the brand's operators uploaded (the uploads module's, decision 0087). */
  uploadedArtwork: (siteCode: string, id: string) => Promise<boolean>;
  /** How long an instance serves a home from memory; another instance's edit shows within it. */
  cacheMs: number;
  warn: (message: string, error: unknown) => void;
  now?: (() => Date) | undefined;
}

const publicBanner = (b: BannerRow) => ({
  id: b.id,
  title: b.title,
  subtitle: b.subtitle,
  imageUrl: b.imageUrl,
  link: b.link,
});

const adminBanner = (b: BannerRow): AdminBanner => ({
  ...publicBanner(b),
  sort: b.sort,
  enabled: b.enabled,
  updatedAt: b.updatedAt.toISOString(),
});

/** The registry's name, short name and slogan: the defaults an operator's texts replace. */
function registryIdentity(siteCode: string): BrandIdentity {
  const { siteName, shortName, slogan } = getBrand(siteCode as SiteCode);
  return { siteName, shortName, slogan };
}

/** What members see: each operator's text where there is one, else the registry's. */
function identityOf(siteCode: string, row: SiteHomeRow | undefined): BrandIdentity {
  const defaults = registryIdentity(siteCode);
  return {
    siteName: row?.siteName ?? defaults.siteName,
    shortName: row?.shortName ?? defaults.shortName,
    slogan: row?.slogan ?? defaults.slogan,
  };
}

function brandSettings(siteCode: string, row: SiteHomeRow | undefined): AdminBrandSettings {
  return {
    identity: identityOf(siteCode, row),
    defaults: registryIdentity(siteCode),
    custom: {
      siteName: row?.siteName != null,
      shortName: row?.shortName != null,
      slogan: row?.slogan != null,
    },
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** The audit row's before and after: the texts members see and which of them are the operators'. */
function auditImage(siteCode: string, row: SiteHomeRow | undefined) {
  const { identity, custom } = brandSettings(siteCode, row);
  return { ...identity, custom };
}

/** The registry's home: the seed, and what is served while the database cannot answer. */
function registryHome(siteCode: string): PublicHome {
  const { home } = getBrand(siteCode as SiteCode);
  return {
    identity: registryIdentity(siteCode),
    notice: home.notice,
    banners: home.banners.map((b) => ({ ...b })),
  };
}

/**
 * The brand's home, edited by operators (decision 0078): seeded from the brand registry the first
 * time it is read, cached per instance for `cacheMs` (an edit on this instance clears it at once),
 * and served from the last good copy — or the registry — while the database is away, so the site
 * config that every page boots from never fails on a database hiccup.
 */
export function createSiteHomeService(deps: SiteHomeDeps) {
  const { db, repository, audit, now = () => new Date() } = deps;
  const cache = new Map<string, { at: number; home: PublicHome }>();
  const seeded = new Set<string>();

  async function ensureSeeded(siteCode: string): Promise<void> {
    if (seeded.has(siteCode)) return;
    if (!(await repository.home(db, siteCode))) {
      const seed = registryHome(siteCode);
      const banners: BannerFields[] = seed.banners.map(({ id: _id, ...b }, index) => ({
        ...b,
        sort: (index + 1) * 10,
        enabled: true,
      }));
      await db.transaction((tx) => repository.seed(tx, siteCode, seed.notice, banners, now()));
    }
    seeded.add(siteCode);
  }

  async function load(siteCode: string): Promise<PublicHome> {
    await ensureSeeded(siteCode);
    const [home, banners] = await Promise.all([
      repository.home(db, siteCode),
      repository.banners(db, siteCode),
    ]);
    return {
      identity: identityOf(siteCode, home),
      notice: home?.notice ?? registryHome(siteCode).notice,
      banners: banners.filter((b) => b.enabled).map(publicBanner),
    };
  }

  async function adminView(siteCode: string) {
    await ensureSeeded(siteCode);
    const [home, banners] = await Promise.all([
      repository.home(db, siteCode),
      repository.banners(db, siteCode),
    ]);
    return {
      notice: home?.notice ?? '',
      banners: banners.map(adminBanner),
      images: [...deps.artwork(siteCode)],
    };
  }

  /** The brand's shipped artwork, or an artwork its own operators uploaded: never another brand's. */
  async function checkArtwork(siteCode: string, imageUrl: string): Promise<void> {
    if (deps.artwork(siteCode).includes(imageUrl)) return;
    const uploaded = parseArtworkUrl(imageUrl);
    if (uploaded?.siteCode === siteCode && (await deps.uploadedArtwork(siteCode, uploaded.id))) return;
    throw new AppError('BANNER_IMAGE');
  }

  return {
    /** The home for the site config. */
    async read(siteCode: string): Promise<PublicHome> {
      const hit = cache.get(siteCode);
      if (hit && Date.now() - hit.at < deps.cacheMs) return hit.home;
      try {
        const home = await load(siteCode);
        cache.set(siteCode, { at: Date.now(), home });
        return home;
      } catch (error) {
        deps.warn('site home: serving the last good copy while the database cannot answer', error);
        return hit?.home ?? registryHome(siteCode);
      }
    },

    adminView,

    async setNotice(operator: AuditActor, siteCode: string, notice: string) {
      await ensureSeeded(siteCode);
      await db.transaction(async (tx) => {
        const before = await repository.homeForUpdate(tx, siteCode);
        await repository.setNotice(tx, siteCode, notice, now());
        await audit.record(tx, {
          operator,
          siteCode,
          action: 'site.notice',
          target: siteCode,
          before: { notice: before?.notice ?? null },
          after: { notice },
        });
      });
      cache.delete(siteCode);
      return adminView(siteCode);
    },

    /** The brand's name, short name and slogan with the registry's defaults (decision 0081). */
    async brandSettings(siteCode: string): Promise<AdminBrandSettings> {
      await ensureSeeded(siteCode);
      return brandSettings(siteCode, await repository.home(db, siteCode));
    },

    /**
     * Renames the brand: each text as given, or null for the registry's. Under the home row's lock,
     * audited with the texts members saw before and see after; the site config follows at once on
     * this instance and within `cacheMs` on the others.
     */
    async setBrandSettings(
      operator: AuditActor,
      siteCode: string,
      input: AdminBrandSettingsUpdateRequest,
    ): Promise<AdminBrandSettings> {
      await ensureSeeded(siteCode);
      const saved = await db.transaction(async (tx) => {
        const before = await repository.homeForUpdate(tx, siteCode);
        await repository.setIdentity(tx, siteCode, input, now());
        const after = await repository.home(tx, siteCode);
        await audit.record(tx, {
          operator,
          siteCode,
          action: 'site.brand',
          target: siteCode,
          before: auditImage(siteCode, before),
          after: auditImage(siteCode, after),
        });
        return after;
      });
      cache.delete(siteCode);
      return brandSettings(siteCode, saved);
    },

    async saveBanner(
      operator: AuditActor,
      siteCode: string,
      input: BannerFields & { id?: number | undefined },
    ) {
      await ensureSeeded(siteCode);
      const { id, ...fields } = input;
      await checkArtwork(siteCode, fields.imageUrl);
      const row = await db.transaction(async (tx) => {
        const before = id === undefined ? undefined : await repository.bannerForUpdate(tx, siteCode, id);
        if (id !== undefined && !before) throw new AppError('BANNER_NOT_FOUND');
        const saved =
          id === undefined
            ? await repository.insertBanner(tx, siteCode, fields, now())
            : await repository.updateBanner(tx, siteCode, id, fields, now());
        if (!saved) throw new AppError('BANNER_NOT_FOUND');
        await audit.record(tx, {
          operator,
          siteCode,
          action: id === undefined ? 'banner.create' : 'banner.update',
          target: String(saved.id),
          before: before ? adminBanner(before) : null,
          after: adminBanner(saved),
        });
        return saved;
      });
      cache.delete(siteCode);
      return adminBanner(row);
    },

    async deleteBanner(operator: AuditActor, siteCode: string, id: number) {
      await db.transaction(async (tx) => {
        const before = await repository.bannerForUpdate(tx, siteCode, id);
        if (!before || !(await repository.deleteBanner(tx, siteCode, id))) {
          throw new AppError('BANNER_NOT_FOUND');
        }
        await audit.record(tx, {
          operator,
          siteCode,
          action: 'banner.delete',
          target: String(id),
          before: adminBanner(before),
          after: null,
        });
      });
      cache.delete(siteCode);
      return { ok: true as const };
    },
  };
}

export type SiteHomeService = ReturnType<typeof createSiteHomeService>;
