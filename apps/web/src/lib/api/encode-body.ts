/** Query and form values the client can encode. */
export type Params = Record<string, unknown>;

function stringify(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  return JSON.stringify(value);
}

/**
 * The client's encoding step (SPEC.md §7): flat key/value pairs, arrays repeated, objects as JSON,
 * `undefined` and `null` left out. Used for GET queries and form-urlencoded bodies alike.
 */
export function toSearchParams(params: Params | undefined): URLSearchParams {
  const search = new URLSearchParams();
  if (!params) return search;
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) search.append(key, stringify(item));
    } else {
      search.append(key, stringify(value));
    }
  }
  return search;
}

/** Bodies go raw as JSON for `/keep_house/` paths and for calls that ask for JSON (SPEC.md §7). */
export function wantsJsonBody(path: string, jsonFlag: boolean | undefined): boolean {
  return jsonFlag === true || path.includes('/keep_house/');
}
