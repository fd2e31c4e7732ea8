import { z } from 'zod';
import {
  adminVipLevelUpdateRequestSchema,
  vipLevelSchema,
  vipListSchema,
  vipRecordsQuerySchema,
  vipRecordsSchema,
  vipStatusSchema,
} from './contract/vip.ts';
import type { EndpointDef } from './endpoint-def.ts';

const empty = z.object({});

/** The vip endpoints (issue 13); the contract schemas live in `contract/vip.ts`. */
export const vipEndpoints = {
  vipStatus: {
    method: 'GET',
    path: '/api/findmed/v1/member/vips',
    request: empty,
    response: vipStatusSchema,
    auth: true,
    summary: "The member's VIP level, cumulative turnover and deposits, progress and bonuses received",
  },
  vipList: {
    method: 'GET',
    path: '/api/findmed/v1/member/vips/list',
    request: empty,
    response: vipListSchema,
    auth: false,
    summary: "The brand's VIP levels with their thresholds and privileges",
  },
  vipRecords: {
    method: 'GET',
    path: '/api/findmed/v1/member/vips/records',
    request: vipRecordsQuerySchema,
    response: vipRecordsSchema,
    auth: true,
    summary: "The member's VIP upgrade bonuses, monthly bonuses and rebates, newest first (from the ledger)",
  },
  // the ladder in the console (issue 24)
  adminVipLevels: {
    method: 'GET',
    path: '/api/admin/v1/vip/levels',
    request: empty,
    response: vipListSchema,
    auth: false,
    permission: 'vip.read',
    summary: "The brand's VIP ladder for editing: every level's thresholds and privileges",
  },
  adminVipLevelUpdate: {
    method: 'POST',
    path: '/api/admin/v1/vip/level',
    request: adminVipLevelUpdateRequestSchema,
    response: vipLevelSchema,
    auth: false,
    json: true,
    permission: 'vip.write',
    summary: 'Change one level (thresholds in order with its neighbours, bonuses, rebate, limits); audited',
  },
} as const satisfies Record<string, EndpointDef>;
