import type { Translate } from '../../lib/i18n.tsx';
import type { MessageKey } from '../../locales/zh-CN.ts';

/** A ProTable `valueEnum` of server values, each shown by its `prefix.value` message. */
export function labels<V extends string>(t: Translate, prefix: string, values: readonly V[]) {
  return Object.fromEntries(values.map((v) => [v, { text: t(`${prefix}.${v}` as MessageKey) }]));
}
