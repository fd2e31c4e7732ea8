import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpoints } from '../api/endpoints.ts';
import { INT8_MAX, idField } from './fields.ts';

/** The object shape under a request schema (through refinements, pipes, defaults). */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (def.type === 'object') return def.shape as Record<string, z.ZodType>;
  for (const inner of ['in', 'innerType', 'schema']) {
    if (def[inner]) return shapeOf(def[inner] as z.ZodType);
  }
  return undefined;
}

/** A field that takes a database id: digits only, it accepts 1 and the largest int8. */
function isIdField(field: z.ZodType): boolean {
  if (field.safeParse('abc').success) return false;
  return field.safeParse('1').success && field.safeParse(INT8_MAX.toString()).success;
}

/** Every request field of the contract that carries an id, as `endpoint.field`. */
function idFieldsOfContract(): { endpoint: string; field: string }[] {
  const found: { endpoint: string; field: string }[] = [];
  for (const [name, def] of Object.entries(endpoints)) {
    const shape = shapeOf(def.request as z.ZodType);
    for (const [key, field] of Object.entries(shape ?? {})) {
      if (isIdField(field)) found.push({ endpoint: name, field: key });
    }
  }
  return found;
}

describe('ids', () => {
  it('takes 1 to 9223372036854775807 and nothing beyond an int8', () => {
    expect(idField.safeParse('1').success).toBe(true);
    expect(idField.safeParse('9223372036854775807').success).toBe(true);
    for (const bad of ['9223372036854775808', '99999999999999999999', '0', '-1', '1.5', '1e3', '', ' ']) {
      expect(idField.safeParse(bad).success, bad).toBe(false);
    }
    expect(idField.safeParse('9223372036854775808').error?.issues[0]?.message).toBe('field.id');
  });

  it('every id a request of the contract takes stops at the largest int8', () => {
    const fields = idFieldsOfContract();
    // The ones known today; a new endpoint with an id joins the list by itself.
    expect(fields.map((f) => `${f.endpoint}.${f.field}`)).toEqual(
      expect.arrayContaining(['removeWithdrawAccount.id', 'withdrawApply.accountId', 'transactionDetail.id']),
    );
    for (const { endpoint, field } of fields) {
      const shape = shapeOf(endpoints[endpoint as keyof typeof endpoints].request as z.ZodType)!;
      for (const bad of ['9223372036854775808', '99999999999999999999']) {
        expect(shape[field]!.safeParse(bad).success, `${endpoint}.${field} = ${bad}`).toBe(false);
      }
    }
  });
});
