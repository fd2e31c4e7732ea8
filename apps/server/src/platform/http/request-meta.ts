import { HEADER } from '@houseline/shared/api/headers';
import type { FastifyRequest } from 'fastify';

/** Who is asking: brand, address and device — what attempt limits and audit rows need. */
export function requestMeta(request: FastifyRequest) {
  const raw = request.headers[HEADER.deviceNo];
  const deviceNo = (Array.isArray(raw) ? raw[0] : raw) ?? '';
  return { siteCode: request.siteCode, ip: request.ip, deviceNo: deviceNo.slice(0, 128) };
}
