/**
 * Public reads under `live` (the socket wiring re-reads them after a reconnect); apart from the
 * queries so the live store can write into them without loading the API client.
 */
export const LIVE_KEYS = {
  tables: ['live', 'tables'] as const,
  table: (id: number, member: boolean) => ['live', 'table', id, member ? 'member' : 'guest'] as const,
};
