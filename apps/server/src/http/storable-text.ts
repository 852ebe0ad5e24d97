import type { FastifyRequest } from "fastify";
import { HttpError } from "./errors.ts";
import { unstorableField } from "./messages.ts";

/**
 * PostgreSQL refuses a NUL character in text ("invalid byte sequence") and a lone UTF-16
 * surrogate cannot be encoded as UTF-8 at all; stored as they came, either turned a name or a
 * note into a 500. Every string of a request (body, path, query) is checked once, before the
 * contract's own checks, and refused with the field named.
 */
const MAX_DEPTH = 32;

function isStorable(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0) return false;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      index += 1;
    } else if (code >= 0xdc00 && code <= 0xdfff) return false;
  }
  return true;
}

function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** The dotted path of the first unstorable string in a parsed value, or undefined. */
export function findUnstorableText(value: unknown, path = "", depth = 0): string | undefined {
  if (typeof value === "string") return isStorable(value) ? undefined : path || "value";
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH) return undefined;
  // Only parsed data is walked: plain objects and arrays. Uploaded files (buffers) are not
  // text, and a streamed body (an upload part) is a graph of node objects with cycles whose
  // walk never ends in practice.
  if (!Array.isArray(value) && !isPlainObject(value)) return undefined;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    if (!isStorable(String(key))) return path || "value";
    const found = findUnstorableText(item, path ? `${path}.${key}` : String(key), depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A preValidation hook: a 422 naming the field, like any other validation problem. */
export async function refuseUnstorableText(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const field = findUnstorableText(part);
    if (field !== undefined) throw new HttpError(422, [unstorableField(field)]);
  }
}
