import { ERROR_CODES } from '@houseline/shared/api/error-codes';
import type { Response } from 'light-my-request';
import type { Operation } from './fuzz-ops.ts';

/** Signs of a stack trace, a source path or a driver's words anywhere in an answer. */
const LEAK_ANYWHERE = [
  /\bat [\w$.<>[\] ]+ \((?:\/|file:|node:)/,
  /\n\s+at [\w$.<>]/,
  /node_modules\//,
  /\/(?:work|home|root|usr|app)\/[\w./-]+\.(?:ts|js|mjs)/,
  /\.(?:ts|js|mjs):\d+:\d+/,
];

/** Further signs in a failure's message: internal error names and database text. */
const LEAK_IN_MESSAGE = [
  /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|AssertionError|ZodError|DrizzleError)\b/,
  /Cannot read propert|is not a function|is not defined|undefined is not|\[object Object\]/,
  /\b(?:relation|column|constraint) "[^"]+"/i,
  /duplicate key|violates|syntax error at|invalid input syntax|SQLSTATE|out of range for type/i,
  /\b(?:select|insert|update|delete) .+ (?:from|into|set|where) /i,
  /\b(?:postgres|pglite|drizzle|node-postgres|fastify|argon2|sharp)\b/i,
  /\bFST_[A-Z_]+|\bE[A-Z]{3,}\b(?=:)/,
];

const KNOWN_CODES = new Set<string>(ERROR_CODES);

function leak(text: string, patterns: RegExp[]): RegExp | undefined {
  return patterns.find((p) => p.test(text));
}

/**
 * What is wrong with one answer, or undefined: a 5xx; not the envelope (raw endpoints' images
 * aside); a success whose data breaks the endpoint's response schema; internal detail shown.
 */
export function problemOf(op: Operation, response: Response): string | undefined {
  if (response.statusCode >= 500) return `HTTP ${response.statusCode}`;
  const type = String(response.headers['content-type'] ?? '');
  if (op.raw && response.statusCode === 200 && type.startsWith(op.raw)) {
    return response.rawPayload.length > 0 ? undefined : 'raw answer with no bytes';
  }
  if (!type.startsWith('application/json')) return `content-type ${type || '(none)'} is not the envelope's`;
  const text = response.body;
  const shown = leak(text, LEAK_ANYWHERE);
  if (shown) return `internal detail in the answer (${shown})`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'answer is not JSON';
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'answer is not an object';
  const envelope = body as Record<string, unknown>;
  const keys = Object.keys(envelope).sort().join(',');
  if (envelope.status === true) {
    if (keys !== 'data,status') return `success envelope has keys ${keys}`;
    if (op.raw) return `raw endpoint answered a success envelope`;
    if (response.statusCode !== 200) return `success envelope with HTTP ${response.statusCode}`;
    const checked = op.def.response.safeParse(envelope.data);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      return `data breaks the response schema: ${issue?.path.join('.')} ${issue?.message}`;
    }
    return undefined;
  }
  if (envelope.status !== false) return 'envelope has no boolean status';
  if (keys !== 'code,data,status') return `failure envelope has keys ${keys}`;
  if (typeof envelope.data !== 'string' || envelope.data.length === 0) return 'failure data is not a message';
  if (typeof envelope.code !== 'string' || !KNOWN_CODES.has(envelope.code)) {
    return `unknown error code ${String(envelope.code)}`;
  }
  const detail = leak(envelope.data, LEAK_IN_MESSAGE);
  if (detail) return `internal detail in the message (${detail}): ${envelope.data.slice(0, 160)}`;
  return undefined;
}

/** The envelope's code of an answer, if it is a failure envelope. */
export function codeOf(response: Response): string | undefined {
  try {
    const body = JSON.parse(response.body) as { status?: unknown; code?: unknown };
    return body.status === false && typeof body.code === 'string' ? body.code : undefined;
  } catch {
    return undefined;
  }
}

export function succeeded(response: Response): boolean {
  try {
    return (JSON.parse(response.body) as { status?: unknown }).status === true;
  } catch {
    return false;
  }
}

/** Whether a prototype-key case reached Object.prototype in this process (and undoes it). */
export function prototypePolluted(): boolean {
  const probe = {} as Record<string, unknown>;
  const polluted = probe.polluted !== undefined;
  if (polluted) delete (Object.prototype as Record<string, unknown>).polluted;
  return polluted;
}

/** Values of id-like keys in a success's data, for later cases to name things that exist. */
export function harvestIds(data: unknown, into: Map<string, Set<string>>, depth = 0): void {
  if (depth > 5 || data === null || typeof data !== 'object') return;
  if (Array.isArray(data)) {
    for (const item of data.slice(0, 5)) harvestIds(item, into, depth + 1);
    return;
  }
  for (const [key, value] of Object.entries(data)) {
    if ((typeof value === 'string' || typeof value === 'number') && /^(id|\w+Id|\w+No)$/.test(key)) {
      const set = into.get(key) ?? new Set<string>();
      if (set.size < 12) set.add(String(value));
      into.set(key, set);
    } else {
      harvestIds(value, into, depth + 1);
    }
  }
}
