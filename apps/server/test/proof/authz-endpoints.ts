import { type EndpointDef, type EndpointName, endpoints } from '@houseline/shared/api/endpoints';
import type { SiteCode } from '@houseline/shared/brands/types';
import { type OperatorRole, rolesFor } from '@houseline/shared/operators/permissions';
import type { z } from 'zod';
import { clientHeaders, type TestContext } from '../helpers.ts';
import { multipart } from '../uploads-helpers.ts';

/**
 * The authorization matrix reads the contract: every endpoint with its `auth`, its operator roles
 * and the top-level fields of its request schema. A field that names an object (an id, an order
 * number, a quote, an upload…) makes the endpoint id-taking; the matrix must then have an owned
 * object to point it at, or a reason why the id names a public object.
 */

export interface Endpoint {
  name: EndpointName;
  def: EndpointDef;
  /** Top-level request fields (every branch of a union). */
  keys: string[];
  /** The fields among them that name an object. */
  idKeys: string[];
  roles: readonly OperatorRole[] | undefined;
}

/**
 * Field names that point at an object: ids, order numbers, quotes, uploads (`images`), and for
 * operators a member (`username`, `account`) or a brand (`siteCode`). `requestId` is a key, not an id.
 */
export const ID_FIELD = /^(id|ids|gameid|orderNo|images|username|account|siteCode)$|(?<!request)Id$/;

interface ZodInternals {
  _zod: {
    def: { type: string; shape?: Record<string, unknown>; options?: unknown[]; in?: unknown; out?: unknown };
  };
}

/** The top-level keys of a request schema: objects, unions of objects, pipes and preprocessors. */
export function requestKeys(schema: z.ZodType): string[] {
  const def = (schema as unknown as ZodInternals)._zod.def;
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  if (def.type === 'union') {
    return [...new Set((def.options ?? []).flatMap((o) => requestKeys(o as z.ZodType)))];
  }
  if (def.type === 'pipe') {
    const inner = requestKeys(def.in as z.ZodType);
    return inner.length > 0 ? inner : requestKeys(def.out as z.ZodType);
  }
  return [];
}

export function contractEndpoints(): Endpoint[] {
  return (Object.entries(endpoints) as [EndpointName, EndpointDef][]).map(([name, def]) => {
    const keys = requestKeys(def.request);
    return {
      name,
      def,
      keys,
      idKeys: keys.filter((k) => ID_FIELD.test(k)),
      roles: def.permission ? rolesFor(def.permission) : undefined,
    };
  });
}

export interface Caller {
  /** A member session (`t` header). */
  token?: string | undefined;
  /** An operator bearer token. */
  bearer?: string | undefined;
  site?: SiteCode;
}

export interface Answer {
  http: number;
  /** The envelope's `status`; a raw answer (an image) counts as true when it is 2xx. */
  ok: boolean;
  code: string | undefined;
  data: unknown;
  /** The whole body as text: what is searched for another member's values. */
  raw: string;
}

const IMAGE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC',
  'base64',
);

function encode(payload: Record<string, unknown>): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      form.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return form.toString();
}

/** Calls an endpoint as the web client or the admin CLI would: query, form, JSON or multipart. */
export async function hit(
  ctx: TestContext,
  ep: Endpoint,
  caller: Caller,
  payload: Record<string, unknown> = {},
): Promise<Answer> {
  const headers: Record<string, string> = clientHeaders(
    caller.site ?? 'hgtyc',
    caller.token ? { t: caller.token } : {},
  );
  if (caller.bearer) headers.authorization = `Bearer ${caller.bearer}`;
  const { method, path } = ep.def;
  let url = path;
  let body: string | Buffer | undefined;
  if (method === 'GET' || method === 'DELETE') {
    const query = encode(payload);
    if (query) url = `${path}?${query}`;
  } else if (ep.def.multipart) {
    const form = multipart(IMAGE);
    headers['content-type'] = form.contentType;
    body = form.payload;
  } else if (ep.def.json) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(payload);
  } else {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = encode(payload);
  }
  const response = await ctx.app.inject({
    method,
    url,
    headers,
    ...(body === undefined ? {} : { payload: body }),
  });
  const raw = response.body;
  const type = String(response.headers['content-type'] ?? '');
  if (type.startsWith('application/json')) {
    const parsed = JSON.parse(raw) as { status?: boolean; code?: string; data?: unknown };
    return {
      http: response.statusCode,
      ok: parsed.status === true,
      code: parsed.code,
      data: parsed.data,
      raw,
    };
  }
  // A raw answer (an image: a captcha, an upload) is data when it is 2xx; its bytes are not
  // searched (an SVG's path numbers would match amounts by chance).
  const ok = response.statusCode < 300;
  const bytes = response.rawPayload.length;
  return {
    http: response.statusCode,
    ok,
    code: undefined,
    data: ok ? { type, bytes } : undefined,
    raw: `${type} ${bytes} bytes`,
  };
}

/** The needles of `values` found in an answer's raw body. */
export function leaked(answer: Answer, values: readonly string[]): string[] {
  return values.filter((v) => answer.raw.includes(v));
}

/** Empty: nothing of anyone's — null, an empty list or a page with no rows. */
export function isEmpty(data: unknown): boolean {
  if (data === null || data === undefined) return true;
  if (Array.isArray(data)) return data.length === 0;
  if (typeof data === 'object') {
    const record = data as Record<string, unknown>;
    if (Array.isArray(record.list)) return record.list.length === 0;
  }
  return false;
}

/** A refusal (an envelope with status false), as opposed to a crash or a limit that hides the answer. */
export function isRefusal(answer: Answer): boolean {
  return !answer.ok && answer.http < 500 && answer.code !== 'RATE_LIMITED' && answer.code !== 'INTERNAL';
}

/** The same answer for another's object as for no object at all (status, code, message). */
export function sameAs(answer: Answer, absent: Answer): boolean {
  return (
    answer.http === absent.http &&
    answer.code === absent.code &&
    JSON.stringify(answer.data) === JSON.stringify(absent.data)
  );
}
