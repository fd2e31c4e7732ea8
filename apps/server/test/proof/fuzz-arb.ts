import fc from 'fast-check';

/** A JSON Schema of the OpenAPI document (zod's openapi-3.0 output). */
export type JsonSchema = Record<string, unknown>;

/** Lets the caller give some fields values of its own (encrypted passwords, ids that exist). */
export type FieldOverride = (name: string, schema: JsonSchema) => fc.Arbitrary<unknown> | undefined;

const MAX_TEXT = 48;
const MAX_ITEMS = 4;

function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Text of the schema's pattern, or its bounds; patterns fast-check cannot read fall back to text. */
function textArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = num(schema.minLength) ?? 0;
  const maxLength = Math.max(minLength, Math.min(num(schema.maxLength) ?? MAX_TEXT, MAX_TEXT));
  if (schema.format === 'date-time') {
    return fc
      .date({
        min: new Date('2020-01-01T00:00:00Z'),
        max: new Date('2030-01-01T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString());
  }
  if (typeof schema.pattern === 'string') {
    try {
      const regex = new RegExp(schema.pattern, 'u');
      return fc
        .stringMatching(regex)
        .filter((s) => s.length >= minLength && s.length <= (num(schema.maxLength) ?? 10_000));
    } catch {
      // Fall through: lookarounds and the like.
    }
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lower =
    num(schema.exclusiveMinimum) !== undefined
      ? num(schema.exclusiveMinimum)! + (integer ? 1 : 1e-6)
      : num(schema.minimum);
  const min = lower ?? -1_000_000;
  const max = num(schema.maximum) ?? Math.max(min + 1_000_000, 1_000_000);
  if (integer) {
    return fc.integer({
      min: Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER),
      max: Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER),
    });
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** A fast-check arbitrary of values the schema describes (valid-looking input). */
export function arbitraryOf(
  schema: JsonSchema,
  override?: FieldOverride,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const own = override?.(name, schema);
  if (own) return own;
  const withNull = (arb: fc.Arbitrary<unknown>) => (schema.nullable ? fc.option(arb, { nil: null }) : arb);
  const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (union?.length)
    return withNull(fc.oneof(...union.map((s) => arbitraryOf(s, override, name, depth + 1))));
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return withNull(fc.constantFrom(...schema.enum));
  switch (schema.type) {
    case 'string':
      return withNull(textArbitrary(schema));
    case 'integer':
      return withNull(numberArbitrary(schema, true));
    case 'number':
      return withNull(numberArbitrary(schema, false));
    case 'boolean':
      return withNull(fc.boolean());
    case 'array': {
      const items = (schema.items ?? {}) as JsonSchema;
      const minLength = num(schema.minItems) ?? 0;
      const maxLength = Math.max(minLength, Math.min(num(schema.maxItems) ?? MAX_ITEMS, MAX_ITEMS));
      return withNull(fc.array(arbitraryOf(items, override, name, depth + 1), { minLength, maxLength }));
    }
    case 'object':
      return withNull(objectArbitrary(schema, override, depth));
    default:
      return depth > 2 ? fc.constant('x') : fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean());
  }
}

function objectArbitrary(schema: JsonSchema, override: FieldOverride | undefined, depth: number) {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema.required ?? []) as string[];
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, sub] of Object.entries(properties))
    record[key] = arbitraryOf(sub, override, key, depth + 1);
  return fc.record(record, { requiredKeys: required.filter((k) => k in record) });
}

/** `count` valid-looking inputs of an object schema, reproducible by the seed. */
export function sampleInputs(
  schema: JsonSchema,
  count: number,
  seed: number,
  override?: FieldOverride,
): Record<string, unknown>[] {
  const arb = objectArbitrary(schema, override, 0) as fc.Arbitrary<Record<string, unknown>>;
  return fc.sample(arb, { seed, numRuns: count });
}
