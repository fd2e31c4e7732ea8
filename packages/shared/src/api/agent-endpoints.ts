import { z } from 'zod';
import {
  agentCommissionsQuerySchema,
  agentCommissionsSchema,
  agentSummarySchema,
  memberTreeQuerySchema,
  memberTreeSchema,
} from './contract/agent.ts';
import type { EndpointDef } from './endpoint-def.ts';

/** The agent and share-to-earn endpoints (issue 13). */
export const agentEndpoints = {
  agentSummary: {
    method: 'GET',
    path: '/api/findmed/v1/member/agent',
    request: z.object({}),
    response: agentSummarySchema,
    auth: true,
    summary: "The member's invite code and link, commission rates, team and earnings",
  },
  memberTree: {
    method: 'GET',
    path: '/api/findmed/v1/member/tree',
    request: memberTreeQuerySchema,
    response: memberTreeSchema,
    auth: true,
    summary: "A node of the member's own downline (at most three levels) and its invitees, paged",
  },
  agentCommissions: {
    method: 'GET',
    path: '/api/findmed/v1/member/agent/commissions',
    request: agentCommissionsQuerySchema,
    response: agentCommissionsSchema,
    auth: true,
    summary: 'Commission records: one per day with downline turnover',
  },
} as const satisfies Record<string, EndpointDef>;
