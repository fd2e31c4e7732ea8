import { z } from 'zod';
import {
  adminAgentRateSchema,
  adminAgentRatesSchema,
  adminAgentRateUpdateRequestSchema,
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
  // the commission rates in the console (issue 24)
  adminAgentRates: {
    method: 'GET',
    path: '/api/admin/v1/agent/rates',
    request: z.object({}),
    response: adminAgentRatesSchema,
    auth: false,
    permission: 'agent.read',
    summary: "The brand's agent commission rates (basis points of the downline's valid turnover) for editing",
  },
  adminAgentRateUpdate: {
    method: 'POST',
    path: '/api/admin/v1/agent/rate',
    request: adminAgentRateUpdateRequestSchema,
    response: adminAgentRateSchema,
    auth: false,
    json: true,
    permission: 'agent.write',
    summary: "Change one level's commission rate (level 2 not above level 1); settled days keep theirs",
  },
} as const satisfies Record<string, EndpointDef>;
