// The public surface of @houseline/shared. Deep imports (`@houseline/shared/money/format-amount`)
// work too and are preferred inside apps where tree-shaking matters.

export * from './api/contract/account.ts';
export * from './api/contract/analytics.ts';
export * from './api/contract/games.ts';
export * from './api/contract/member.ts';
export * from './api/contract/site.ts';
export * from './api/endpoints.ts';
export * from './api/envelope.ts';
export * from './api/error-codes.ts';
export * from './api/headers.ts';
export * from './brands/registry.ts';
export * from './brands/types.ts';
export * from './dates/date-range-preset.ts';
export * from './dates/is-expired.ts';
export * from './form-factor.ts';
export * from './i18n/field-messages.ts';
export * from './i18n/server-messages.ts';
export * from './limits.ts';
export * from './media/webp-image-url.ts';
export * from './money/amount.ts';
export * from './money/chinese-uppercase.ts';
export * from './validation/crypto-addresses.ts';
export * from './validation/fields.ts';
export * from './validation/mask.ts';
export * from './wallet/currency-code.ts';
