import { FEATURE, type FeatureId } from './features.ts';

/**
 * Which brand feature each in-app link belongs to (SPEC.md §2 routes of issue 13). A link of a
 * feature a brand has not enabled is not shown: not in the tab bar, the quick actions, the member
 * menu, the desktop navigation or a banner. The first rule that matches decides; a link no rule
 * matches belongs to no feature and is always shown.
 */
const RULES: readonly {
  path: string;
  prefix?: true;
  query?: Record<string, string>;
  anyOf: readonly FeatureId[];
}[] = [
  { path: '/activity/list', anyOf: [FEATURE.activities] },
  { path: '/app/sponsor', anyOf: [FEATURE.sponsor] },
  { path: '/user/vip', prefix: true, anyOf: [FEATURE.vip] },
  { path: '/task', anyOf: [FEATURE.tasks] },
  { path: '/taskRecords', anyOf: [FEATURE.tasks] },
  // The agent page holds both the agent programme and share-to-earn (the invite link and poster):
  // its share tab is share-to-earn's, the page itself is there for either.
  { path: '/user/agentPage', query: { tab: 'share' }, anyOf: [FEATURE.shareToEarn] },
  { path: '/user/agentPage', anyOf: [FEATURE.agent, FEATURE.shareToEarn] },
];

function split(link: string): { pathname: string; params: Map<string, string> } {
  const [pathname = '', query = ''] = link.split('#', 1)[0]!.split('?', 2);
  const params = new Map<string, string>();
  for (const pair of query.split('&')) {
    if (!pair) continue;
    const [key = '', value = ''] = pair.split('=', 2);
    if (!params.has(key)) params.set(decodeURIComponent(key), decodeURIComponent(value));
  }
  return { pathname: pathname.replace(/\/+$/, '') || '/', params };
}

/** The features a link needs (any one of them), or null when it needs none. */
export function featuresOfLink(link: string): readonly FeatureId[] | null {
  const { pathname, params } = split(link);
  for (const rule of RULES) {
    const pathMatches = rule.prefix
      ? pathname === rule.path || pathname.startsWith(`${rule.path}/`)
      : pathname === rule.path;
    if (!pathMatches) continue;
    if (rule.query && !Object.entries(rule.query).every(([k, v]) => params.get(k) === v)) continue;
    return rule.anyOf;
  }
  return null;
}

/** Whether a brand with these enabled features shows a link (external links always). */
export function isLinkEnabled(link: string, enabledFeatureIds: readonly number[]): boolean {
  if (!link.startsWith('/')) return true;
  const needs = featuresOfLink(link);
  return needs === null || needs.some((id) => enabledFeatureIds.includes(id));
}
