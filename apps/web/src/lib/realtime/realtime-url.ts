import { REALTIME_PATH } from '../../config/contract-constants.ts';

/** ws://host/api/ws?site_code=… on the page's own origin (wss behind TLS); never the token. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>, siteCode: string): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${REALTIME_PATH}?site_code=${encodeURIComponent(siteCode)}`;
}
