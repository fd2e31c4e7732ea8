import qs from 'qs';
import type { JsonSchema } from './fuzz-arb.ts';
import type { Operation } from './fuzz-ops.ts';
import {
  AMOUNT_VALUES,
  asText,
  bigString,
  GENERAL_VALUES,
  ID_VALUES,
  looksLikeAmount,
  looksLikeId,
  type Nasty,
  ONE_MB,
} from './fuzz-values.ts';

/** One request of the sweep, without its session (the runner sends each with and without one). */
export interface FuzzCase {
  kind: 'valid' | 'missing' | 'extra' | 'proto' | 'field' | 'huge' | 'structure' | 'multipart';
  label: string;
  url: string;
  contentType?: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
}

/** Sizes of the sweep (per operation): sized for the CI budget of both backends in 3 minutes. */
export interface CaseBudget {
  valid: number;
  generalPerField: number;
  maxFields: number;
}

let rotation = 0;

function fieldsOf(op: Operation): [string, JsonSchema][] {
  return Object.entries((op.input.properties ?? {}) as Record<string, JsonSchema>);
}

/** Encodes an input the way the operation's transport carries it. */
function encode(
  op: Operation,
  input: Record<string, unknown>,
  forceJson = false,
): Omit<FuzzCase, 'kind' | 'label'> {
  if (op.transport === 'query') {
    const query = qs.stringify(input);
    return { url: query ? `${op.path}?${query}` : op.path };
  }
  if (op.transport === 'form' && !forceJson) {
    return { url: op.path, contentType: 'application/x-www-form-urlencoded', payload: qs.stringify(input) };
  }
  return { url: op.path, contentType: 'application/json', payload: JSON.stringify(input) };
}

/** Non-text values ride as JSON (a form endpoint takes JSON too); text as the endpoint's own transport. */
function withField(op: Operation, base: Record<string, unknown>, key: string, value: Nasty) {
  const input = { ...base, [key]: value };
  return encode(op, input, op.transport === 'form' && asText(value) === undefined);
}

function show(value: Nasty): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 24 ? `${text.slice(0, 24)}…(${text.length})` : text;
}

/** The cases of an operation that takes a query or a body, around valid-looking samples. */
export function inputCases(
  op: Operation,
  samples: Record<string, unknown>[],
  budget: CaseBudget,
): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const base = samples[0] ?? {};
  for (const [i, sample] of samples.entries()) {
    cases.push({ kind: 'valid', label: `valid #${i}`, ...encode(op, sample) });
  }
  for (const key of ((op.input.required ?? []) as string[]).slice(0, budget.maxFields)) {
    const { [key]: _dropped, ...rest } = base;
    cases.push({ kind: 'missing', label: `missing ${key}`, ...encode(op, rest) });
  }
  cases.push({ kind: 'missing', label: 'no fields at all', ...encode(op, {}) });
  cases.push({
    kind: 'extra',
    label: 'extra fields',
    ...encode(op, { ...base, zzExtra: 'x', '<b>k</b>': 1, 'a.b': 2, "k'--": 3 }),
  });
  const many: Record<string, string> = { ...(base as Record<string, string>) };
  for (let i = 0; i < 900; i += 1) many[`k${i}`] = String(i);
  cases.push({ kind: 'extra', label: '900 extra fields', ...encode(op, many) });
  cases.push(...protoCases(op, base));
  for (const [index, [key, schema]] of fieldsOf(op).slice(0, budget.maxFields).entries()) {
    const values: Nasty[] = [];
    if (looksLikeId(key, schema)) values.push(...ID_VALUES);
    if (looksLikeAmount(key, schema)) values.push(...AMOUNT_VALUES);
    for (let i = 0; i < budget.generalPerField; i += 1) {
      values.push(GENERAL_VALUES[rotation % GENERAL_VALUES.length]!);
      rotation += 1;
    }
    for (const value of values) {
      cases.push({ kind: 'field', label: `${key}=${show(value)}`, ...withField(op, base, key, value) });
    }
    cases.push({ kind: 'huge', label: `${key}=1 MB`, ...withField(op, base, key, bigString(ONE_MB)) });
    // Just under the body limit (the first two fields): the text gets past the parser to the
    // schema and the handler.
    if (index < 2) {
      cases.push({
        kind: 'huge',
        label: `${key}=1 MB - 16 kB`,
        ...withField(op, base, key, bigString(ONE_MB - 16_384)),
      });
    }
  }
  cases.push(...structureCases(op, base));
  return cases;
}

/** `__proto__`, `constructor` and `prototype` as keys, at the top and nested. */
function protoCases(op: Operation, base: Record<string, unknown>): FuzzCase[] {
  const probe = '{"polluted":"yes"}';
  if (op.transport === 'query' || op.transport === 'form') {
    const text = `__proto__[polluted]=yes&constructor[prototype][polluted]=yes&prototype[polluted]=yes&${qs.stringify(base)}`;
    const proto =
      op.transport === 'query'
        ? { url: `${op.path}?${text}` }
        : { url: op.path, contentType: 'application/x-www-form-urlencoded', payload: text };
    const nested = Object.keys(base)[0];
    const cases: FuzzCase[] = [{ kind: 'proto', label: 'prototype keys (query/form)', ...proto }];
    if (nested) {
      const value = `${nested}[__proto__][polluted]=yes&${nested}[constructor][prototype][polluted]=yes`;
      cases.push({
        kind: 'proto',
        label: `prototype keys under ${nested}`,
        ...(op.transport === 'query'
          ? { url: `${op.path}?${value}` }
          : { url: op.path, contentType: 'application/x-www-form-urlencoded', payload: value }),
      });
    }
    if (op.transport === 'query') return cases;
  }
  const rest = JSON.stringify(base).slice(1, -1);
  const head = `"__proto__":${probe},"constructor":{"prototype":${probe}},"prototype":${probe}`;
  return [
    {
      kind: 'proto',
      label: 'prototype keys (JSON)',
      url: op.path,
      contentType: 'application/json',
      payload: `{${head}${rest ? `,${rest}` : ''}}`,
    },
    {
      kind: 'proto',
      label: 'prototype keys nested (JSON)',
      url: op.path,
      contentType: 'application/json',
      payload: `{${rest ? `${rest},` : ''}"x":{${head}},"y":[{${head}}]}`,
    },
  ];
}

function body(
  op: Operation,
  label: string,
  contentType: string | undefined,
  payload: string | Buffer,
): FuzzCase {
  return { kind: 'structure', label, url: op.path, ...(contentType ? { contentType } : {}), payload };
}

/** The body or query itself broken: empty, wrong type, malformed, deeply nested, bad bytes. */
function structureCases(op: Operation, base: Record<string, unknown>): FuzzCase[] {
  if (op.transport === 'query') {
    const q = (text: string): FuzzCase => ({
      kind: 'structure',
      label: `query ${text.slice(0, 24)}`,
      url: `${op.path}?${text}`,
    });
    return [
      q('%E0%A4%A'),
      q('%'),
      q('a=%ZZ&b=%00'),
      q('=&&==&'),
      q(`${'a[b]'.repeat(60)}=1`),
      q(`${Object.keys(base)[0] ?? 'id'}[]=1&${Object.keys(base)[0] ?? 'id'}[]=2`),
      {
        kind: 'structure',
        label: 'GET with a JSON body',
        url: op.path,
        contentType: 'application/json',
        payload: '{"a":1}',
      },
    ];
  }
  const json = JSON.stringify(base);
  return [
    body(op, 'empty body (json)', 'application/json', ''),
    body(op, 'empty body (form)', 'application/x-www-form-urlencoded', ''),
    body(op, 'no content type', undefined, json),
    body(op, 'text/plain', 'text/plain', json),
    body(op, 'application/xml', 'application/xml', '<a><b>1</b></a>'),
    body(op, 'json charset latin1', 'application/json; charset=latin1', json),
    body(op, 'form as json', 'application/json', qs.stringify(base) || 'a=1'),
    body(
      op,
      'multipart to it',
      'multipart/form-data; boundary=xx',
      '--xx\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xx--\r\n',
    ),
    body(op, 'json cut short', 'application/json', '{"a":'),
    body(op, 'json single quotes', 'application/json', "{'a':1}"),
    body(op, 'json extra brace', 'application/json', `${json}}`),
    body(op, 'json NaN', 'application/json', '{"a":NaN}'),
    body(op, 'json BOM', 'application/json', `\ufeff${json}`),
    body(op, 'json 20k deep', 'application/json', `${'['.repeat(20_000)}${']'.repeat(20_000)}`),
    body(
      op,
      'json bad utf-8',
      'application/json',
      Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    ),
    body(op, 'json array', 'application/json', '[]'),
    body(op, 'json null', 'application/json', 'null'),
    body(op, 'json string', 'application/json', '"x"'),
    body(op, 'json number', 'application/json', '1e400'),
    body(op, 'body over 1 MB', 'application/json', JSON.stringify({ ...base, pad: bigString(ONE_MB) })),
  ];
}
