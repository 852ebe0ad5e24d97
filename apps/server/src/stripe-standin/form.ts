/**
 * Stripe's request encoding: form fields with bracketed keys (`metadata[course_id]=1`,
 * `items[0][price]=price_x`, `expand[]=latest_invoice`), as the `stripe` SDK and Stripe.js send
 * them. Values stay strings, as Stripe receives them; each operation converts what it reads.
 */
export type Params = { [key: string]: ParamValue };
export type ParamValue = string | Params | ParamValue[];

export function parseStripeParams(encoded: string): Params {
  const root: Params = {};
  for (const [rawKey, value] of new URLSearchParams(encoded)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!match?.[1]) continue;
    const path = [
      match[1],
      ...[...(match[2] ?? "").matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? ""),
    ];
    assign(root, path, value);
  }
  return arrayify(root) as Params;
}

function assign(target: Params, path: string[], value: string): void {
  let node: Params = target;
  for (let i = 0; i < path.length - 1; i++) {
    let key = path[i] ?? "";
    if (key === "") key = String(Object.keys(node).length);
    const next = node[key];
    if (typeof next === "object" && !Array.isArray(next)) node = next;
    else {
      const created: Params = {};
      node[key] = created;
      node = created;
    }
  }
  let last = path[path.length - 1] ?? "";
  if (last === "") last = String(Object.keys(node).length);
  node[last] = value;
}

/** Objects whose keys are all indexes (0, 1, …) become arrays, in index order. */
function arrayify(value: ParamValue): ParamValue {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((k) => [k, arrayify(value[k] ?? "")]));
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k)))
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => converted[k] ?? "");
  return converted;
}

/** Readers that turn a parameter into what the operation needs, or undefined. */
export const read = {
  string(params: Params | undefined, key: string): string | undefined {
    const v = params?.[key];
    return typeof v === "string" ? v : undefined;
  },
  object(params: Params | undefined, key: string): Params | undefined {
    const v = params?.[key];
    return typeof v === "object" && !Array.isArray(v) ? v : undefined;
  },
  list(params: Params | undefined, key: string): ParamValue[] {
    const v = params?.[key];
    if (Array.isArray(v)) return v;
    if (v === undefined) return [];
    return [v];
  },
  strings(params: Params | undefined, key: string): string[] {
    return read.list(params, key).filter((v): v is string => typeof v === "string");
  },
  objects(params: Params | undefined, key: string): Params[] {
    return read
      .list(params, key)
      .filter((v): v is Params => typeof v === "object" && !Array.isArray(v));
  },
  integer(params: Params | undefined, key: string): number | undefined {
    const v = read.string(params, key);
    return v !== undefined && /^-?\d+$/.test(v) ? Number(v) : undefined;
  },
  boolean(params: Params | undefined, key: string): boolean | undefined {
    const v = read.string(params, key);
    return v === "true" ? true : v === "false" ? false : undefined;
  },
  /** metadata: string values only; an empty string removes the key, as in Stripe. */
  metadata(
    params: Params | undefined,
    current: Record<string, string> = {},
  ): Record<string, string> {
    const given = read.object(params, "metadata");
    if (!given) return current;
    const next = { ...current };
    for (const [k, v] of Object.entries(given)) {
      if (typeof v !== "string") continue;
      if (v === "") delete next[k];
      else next[k] = v;
    }
    return next;
  },
};

/** The other direction, as Stripe.js and the SDK send parameters: nested objects as a[b][c]=v. */
export function encodeStripeParams(
  data: Record<string, unknown>,
  prefix = "",
  pairs: string[] = [],
): string {
  for (const [key, value] of Object.entries(data)) {
    const name = prefix ? `${prefix}[${key}]` : key;
    if (value === undefined || value === null) continue;
    if (typeof value === "object")
      encodeStripeParams(value as Record<string, unknown>, name, pairs);
    else pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  }
  return pairs.join("&");
}
