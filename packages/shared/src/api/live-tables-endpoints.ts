import { z } from 'zod';
import {
  liveBetRequestSchema,
  liveBetResultSchema,
  liveRecallQuerySchema,
  liveRecallSchema,
  liveShoeDetailSchema,
  liveShoeQuerySchema,
  liveTableDetailSchema,
  liveTableQuerySchema,
  liveTablesSchema,
} from './contract/live-tables.ts';
import type { EndpointDef } from './endpoint-def.ts';

/** The live tables endpoints (issue 12): the house baccarat lobby, a table, bets, recall, shoes. */
export const liveTablesEndpoints = {
  liveTables: {
    method: 'GET',
    path: '/api/findmed/v1/live/tables',
    request: z.object({}),
    response: liveTablesSchema,
    auth: false,
    summary: 'The live tables lobby: each table, its current round, countdown and road',
  },
  liveTable: {
    method: 'GET',
    path: '/api/findmed/v1/live/table',
    request: liveTableQuerySchema,
    response: liveTableDetailSchema,
    auth: 'optional',
    summary: "One table's state; with a session also the member's bets on the current round",
  },
  liveBet: {
    method: 'POST',
    path: '/api/findmed/v1/live/bet',
    request: liveBetRequestSchema,
    response: liveBetResultSchema,
    auth: true,
    json: true,
    summary: 'Place the chips on the felt for the current round (all or nothing, before the countdown ends)',
  },
  liveRecall: {
    method: 'GET',
    path: '/api/findmed/v1/live/recall',
    request: liveRecallQuerySchema,
    response: liveRecallSchema,
    auth: true,
    summary: "Game recall: the member's last rounds at a table with cards, bets and payouts",
  },
  liveShoe: {
    method: 'GET',
    path: '/api/findmed/v1/live/shoe',
    request: liveShoeQuerySchema,
    response: liveShoeDetailSchema,
    auth: false,
    summary: 'A shoe for verification: its seed hash, its hands, and the seed once it has ended',
  },
} as const satisfies Record<string, EndpointDef>;
