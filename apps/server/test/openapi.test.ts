import { endpoints } from '@houseline/shared/api/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from './helpers.ts';

describe('OpenAPI document', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('pglite', { seed: false });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('documents every endpoint of the shared contract', async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/api/docs/json' });
    const doc = res.body as unknown as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    for (const [name, def] of Object.entries(endpoints)) {
      expect(doc.paths[def.path]?.[def.method.toLowerCase()]?.operationId).toBe(name);
    }
    const gameList = doc.paths['/api/findmed/v1/game/list']!.get as unknown as {
      parameters: { name: string }[];
    };
    expect(gameList.parameters.map((p) => p.name)).toContain('show');
  });
});
