import type { FastifyInstance } from 'fastify';
import type { Response } from 'light-my-request';
import { bigString, ONE_MB } from './fuzz-values.ts';

export interface MountedRoute {
  method: string;
  path: string;
}

/**
 * Every route the app mounts, read from Fastify's route tree (`printRoutes` with no common
 * prefix: each line is a segment appended to its parent's path, methods in brackets).
 */
export function mountedRoutes(app: FastifyInstance): MountedRoute[] {
  const routes: MountedRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)(?:└──|├──) (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = Math.round(match[1]!.length / 4);
    stack.length = depth;
    const parent = depth === 0 ? '' : (stack[depth - 1] ?? '');
    const path = `${parent}${match[2]}`;
    stack[depth] = path;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method, path });
    }
  }
  return routes;
}

/**
 * Routes the OpenAPI document does not describe (gateway callbacks, the venue wallet, the demo
 * venue's pages…): swept blind. The web host's catch-all pages are left out, said aloud.
 */
export function undocumentedRoutes(
  app: FastifyInstance,
  doc: { paths: Record<string, Record<string, unknown>> },
): { routes: MountedRoute[]; skipped: string[] } {
  const routes: MountedRoute[] = [];
  const skipped: string[] = [];
  for (const r of mountedRoutes(app)) {
    if (doc.paths[r.path]?.[r.method.toLowerCase()]) continue;
    if (r.path === '/' || r.path === '/*') {
      skipped.push(`${r.method} ${r.path}: the web host's pages (static files, web-host.test.ts)`);
    } else if (/^\/admin(\/|\*|$)/.test(r.path)) {
      // Like the web host, the console host answers 503 with advice until its build exists.
      skipped.push(`${r.method} ${r.path}: the console host's pages (static files, admin-host.test.ts)`);
    } else {
      routes.push(r);
    }
  }
  return { routes, skipped };
}

const PARAM_VALUES: Record<string, string[]> = {
  gateway: ['sandpay', '..%2f..%2fetc', 'x'.repeat(300)],
  provider: ['demo', '__proto__', '%00'],
  kind: ['balance', 'constructor'],
  orderNo: ['D1', '9223372036854775808', '<script>'],
  name: ['app.js', '..%2f..%2fpackage.json', '%00'],
  gameCode: ['slot_demo', '..%2f..', '__proto__'],
};

/** Concrete URLs of a route: each `:param` in turn given hostile values. */
export function urlsOf(route: MountedRoute): string[] {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  if (names.length === 0) return [route.path];
  const fill = (pick: (name: string) => string) => route.path.replace(/:(\w+)/g, (_, n: string) => pick(n));
  const urls = new Set<string>();
  for (const name of names) {
    for (const value of PARAM_VALUES[name] ?? ['x', '..%2f', '9223372036854775808']) {
      urls.add(fill((n) => (n === name ? value : (PARAM_VALUES[n]?.[0] ?? 'x'))));
    }
  }
  return [...urls];
}

/** Hostile bodies for a route that has no schema in the document. */
export const BLIND_BODIES: { label: string; contentType?: string; payload?: string }[] = [
  { label: 'no body' },
  { label: 'empty json', contentType: 'application/json', payload: '' },
  { label: 'json cut short', contentType: 'application/json', payload: '{"a":' },
  { label: 'json array', contentType: 'application/json', payload: '[1,2,3]' },
  { label: 'json null', contentType: 'application/json', payload: 'null' },
  {
    label: 'prototype keys',
    contentType: 'application/json',
    payload: '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}',
  },
  {
    label: 'wrong types',
    contentType: 'application/json',
    payload: '{"orderNo":[],"amount":"NaN","sign":{},"status":null,"memberId":"9223372036854775808"}',
  },
  { label: 'form', contentType: 'application/x-www-form-urlencoded', payload: 'a=1&a=2&b[c]=3' },
  { label: 'text/plain', contentType: 'text/plain', payload: 'hello' },
  { label: '1 MB', contentType: 'application/json', payload: JSON.stringify({ a: bigString(ONE_MB) }) },
];

/** An undocumented route answers whatever its caller expects, but never a 5xx or a stack trace. */
export function blindProblem(response: Response): string | undefined {
  if (response.statusCode >= 500) return `HTTP ${response.statusCode}`;
  if (/\n\s+at [\w$.<>]|node_modules\/|\.(?:ts|js):\d+:\d+/.test(response.body))
    return 'stack trace in the answer';
  return undefined;
}
