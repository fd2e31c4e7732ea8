import { SITE_CODES } from '@houseline/shared/brands/site-codes';

/** The brands an operator may switch between (the `site_code` of every call): every brand. */
export const CONSOLE_SITES = SITE_CODES;
