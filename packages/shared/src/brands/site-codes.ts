/** The 19 site codes of SPEC.md §1 (no imports: any bundle may take the list). */
export const SITE_CODES = [
  '10001',
  '188',
  'betwin',
  'blhg',
  'blty',
  'by',
  'ddh',
  'hgty',
  'hgtyc',
  'hx',
  'jinb',
  'jins',
  'ky',
  'ld',
  'ny',
  'pgdz',
  'tyc',
  'yhgj',
  'ylhg',
] as const;

export type SiteCode = (typeof SITE_CODES)[number];
