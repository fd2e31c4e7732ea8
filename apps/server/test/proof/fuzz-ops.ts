import { adminEndpoints } from '@houseline/shared/api/admin-endpoints';
import { agentEndpoints } from '@houseline/shared/api/agent-endpoints';
import { casinoEndpoints } from '@houseline/shared/api/casino-endpoints';
import { contentEndpoints } from '@houseline/shared/api/content-endpoints';
import { type EndpointDef, type EndpointName, endpoints } from '@houseline/shared/api/endpoints';
import { feedbackEndpoints } from '@houseline/shared/api/feedback-endpoints';
import { liveTablesEndpoints } from '@houseline/shared/api/live-tables-endpoints';
import { messagesEndpoints } from '@houseline/shared/api/messages-endpoints';
import { sportsbookEndpoints } from '@houseline/shared/api/sportsbook-endpoints';
import { tasksEndpoints } from '@houseline/shared/api/tasks-endpoints';
import { vipEndpoints } from '@houseline/shared/api/vip-endpoints';
import { walletEndpoints } from '@houseline/shared/api/wallet-endpoints';
import type { JsonSchema } from './fuzz-arb.ts';

/** How an operation takes its input, read from the OpenAPI document. */
export type Transport = 'query' | 'json' | 'form' | 'multipart';

/** One operation of the served OpenAPI document, joined with its contract entry. */
export interface Operation {
  name: EndpointName;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  family: string;
  transport: Transport;
  /** The request as one object schema (query parameters gathered into one). */
  input: JsonSchema;
  /** `t` header: required (true), used when present ('optional'), or not read (false). */
  memberAuth: boolean | 'optional';
  /** Bearer token of an operator. */
  operator: boolean;
  /** Answers raw bytes of this type on success (an image), not the envelope. */
  raw: string | undefined;
  def: EndpointDef;
}

const FAMILIES: [string, Record<string, unknown>][] = [
  ['wallet', walletEndpoints],
  ['admin', adminEndpoints],
  ['sportsbook', sportsbookEndpoints],
  ['casino', casinoEndpoints],
  ['live-tables', liveTablesEndpoints],
  ['vip', vipEndpoints],
  ['tasks', tasksEndpoints],
  ['content', contentEndpoints],
  ['messages', messagesEndpoints],
  ['feedback', feedbackEndpoints],
  ['agent', agentEndpoints],
];

function familyOf(name: string, def: EndpointDef): string {
  if (def.sandbox) return 'sandbox';
  for (const [family, group] of FAMILIES) if (name in group) return family;
  return 'account-site';
}

interface DocOperation {
  operationId?: string;
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/**
 * The operations of the served document. Anything the fuzzer cannot take (an operation without
 * an id, or one the contract does not know) is returned in `skipped` with the reason, never dropped.
 */
export function operationsOf(doc: { paths: Record<string, Record<string, DocOperation>> }): {
  operations: Operation[];
  skipped: { what: string; why: string }[];
} {
  const operations: Operation[] = [];
  const skipped: { what: string; why: string }[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const what = `${method.toUpperCase()} ${path}`;
      const name = op.operationId as EndpointName | undefined;
      const def = name ? (endpoints[name] as EndpointDef | undefined) : undefined;
      if (!name || !def) {
        skipped.push({ what, why: `operationId ${String(name)} is not in the contract` });
        continue;
      }
      const params = (op.parameters ?? []).filter((p) => p.in === 'query');
      const content = op.requestBody?.content ?? {};
      let transport: Transport;
      let input: JsonSchema;
      if (content['multipart/form-data']) {
        transport = 'multipart';
        input = content['multipart/form-data'].schema;
      } else if (content['application/x-www-form-urlencoded']) {
        transport = 'form';
        input = content['application/x-www-form-urlencoded'].schema;
      } else if (content['application/json']) {
        transport = 'json';
        input = content['application/json'].schema;
      } else {
        transport = 'query';
        input = {
          type: 'object',
          properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
          required: params.filter((p) => p.required).map((p) => p.name),
        };
      }
      operations.push({
        name,
        method: method.toUpperCase() as Operation['method'],
        path,
        family: familyOf(name, def),
        transport,
        input,
        memberAuth: def.auth,
        operator: Boolean(op.security?.length),
        raw: def.raw,
        def,
      });
    }
  }
  return { operations, skipped };
}

/**
 * Endpoints whose success ends the session the fuzzer uses (or the member's standing): after one
 * of them answers success the sweep takes fresh tokens, so the next cases still reach the handler.
 */
export const SESSION_ENDING = new Set<string>([
  'logout',
  'updatePassword',
  'adminLogout',
  'adminRevokeOperator',
  'adminMemberDisable',
  'adminMemberSessionsEnd',
  'adminTotpVerify',
]);
