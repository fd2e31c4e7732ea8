import { endpoints } from '@houseline/shared/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { sendFailure } from './envelope.ts';

/** Unknown API routes get the envelope: 405 when the path exists under another method, else 404. */
export function registerNotFound(app: FastifyInstance, sandbox: boolean): void {
  const methodsByPath = new Map<string, Set<string>>();
  for (const def of Object.values(endpoints)) {
    if ('sandbox' in def && def.sandbox && !sandbox) continue;
    const set = methodsByPath.get(def.path) ?? new Set<string>();
    set.add(def.method);
    methodsByPath.set(def.path, set);
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const known = methodsByPath.get(path.replace(/\/$/, ''));
    if (known && !known.has(request.method)) {
      reply.header('allow', [...known].join(', '));
      return sendFailure(request, reply, 'METHOD_NOT_ALLOWED', 405);
    }
    return sendFailure(request, reply, 'NOT_FOUND', 404);
  });
}
