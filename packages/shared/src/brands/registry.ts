// The brand registry: every site code of SPEC.md §1 with its static config. The server serves these
// through /api/findmed/v1/md; the web build reads one of them, chosen by SITE_CODE at build time.
// Import a single brand as `@houseline/shared/brands/sites/<code>` where only one is needed, so a
// brand build does not carry the other eighteen.

import { brand as b188 } from './sites/188.ts';
import { brand as b10001 } from './sites/10001.ts';
import { brand as betwin } from './sites/betwin.ts';
import { brand as blhg } from './sites/blhg.ts';
import { brand as blty } from './sites/blty.ts';
import { brand as by } from './sites/by.ts';
import { brand as ddh } from './sites/ddh.ts';
import { brand as hgty } from './sites/hgty.ts';
import { brand as hgtyc } from './sites/hgtyc.ts';
import { brand as hx } from './sites/hx.ts';
import { brand as jinb } from './sites/jinb.ts';
import { brand as jins } from './sites/jins.ts';
import { brand as ky } from './sites/ky.ts';
import { brand as ld } from './sites/ld.ts';
import { brand as ny } from './sites/ny.ts';
import { brand as pgdz } from './sites/pgdz.ts';
import { brand as tyc } from './sites/tyc.ts';
import { brand as yhgj } from './sites/yhgj.ts';
import { brand as ylhg } from './sites/ylhg.ts';
import { type BrandConfig, DEFAULT_SITE_CODE, type SiteCode } from './types.ts';

export const BRANDS: Readonly<Record<SiteCode, BrandConfig>> = {
  '10001': b10001,
  '188': b188,
  betwin,
  blhg,
  blty,
  by,
  ddh,
  hgty,
  hgtyc,
  hx,
  jinb,
  jins,
  ky,
  ld,
  ny,
  pgdz,
  tyc,
  yhgj,
  ylhg,
};

/** The config of a brand; every site code has one. */
export function getBrand(code: SiteCode): BrandConfig {
  return BRANDS[code];
}

/** The default brand (hgtyc) for builds and requests that name none. */
export function getDefaultBrand(): BrandConfig {
  return BRANDS[DEFAULT_SITE_CODE];
}
