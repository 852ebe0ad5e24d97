import type { FastifyReply, FastifyRequest, onRequestHookHandler, RouteOptions } from "fastify";
import type { OperationInfo } from "./contract.ts";
import { HttpError } from "./errors.ts";
import { BODY_REQUIRED, mediaTypeRefused } from "./messages.ts";

/** What a route accepts as a body: the contract's declared media types. */
export interface BodyRule {
  required: boolean;
  mediaTypes: ReadonlySet<string>;
}

/** `application/json; charset=utf-8` → `application/json`. */
export function mediaTypeOf(header: string): string {
  const end = header.indexOf(";");
  return (end === -1 ? header : header.slice(0, end)).trim().toLowerCase();
}

export const unsupportedMediaType = (accepted: ReadonlySet<string>) =>
  new HttpError(415, mediaTypeRefused([...accepted]));

/**
 * The body rule of a route: the contract operation's, found by operationId, or for a route
 * registered outside the contract router with a `schema.body.content` map, the map's media
 * types (a route that keeps its own parser, such as a raw-body webhook, still declares them).
 */
export function bodyRuleOf(
  route: RouteOptions,
  operations: ReadonlyMap<string, OperationInfo>,
): BodyRule | undefined {
  const schema = route.schema as
    { operationId?: string; body?: { content?: Record<string, unknown> } } | undefined;
  const operation = schema?.operationId ? operations.get(schema.operationId) : undefined;
  if (operation?.body)
    return { required: operation.body.required, mediaTypes: new Set(operation.body.mediaTypes) };
  const content = schema?.body?.content;
  if (content && typeof content === "object")
    return {
      required: true,
      mediaTypes: new Set(Object.keys(content).map((type) => type.toLowerCase())),
    };
  return undefined;
}

const hasBodyBytes = (request: FastifyRequest) => {
  const length = request.headers["content-length"];
  return (
    request.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0")
  );
};

/**
 * Refuses, before the body is read, a body of a media type the operation does not declare
 * (415), and a missing body the operation requires (422). Fastify validates a body only against
 * the schema of its own media type and lets any other parsed type through unchecked, so
 * without this a form-encoded or text body skipped the contract's checks altogether.
 */
export function mediaTypeGuard(rule: BodyRule): onRequestHookHandler {
  return function checkMediaType(request: FastifyRequest, _reply: FastifyReply, done) {
    const header = request.headers["content-type"];
    if (header === undefined || header.trim() === "") {
      if (hasBodyBytes(request)) return done(unsupportedMediaType(rule.mediaTypes));
      if (rule.required) return done(new HttpError(422, [BODY_REQUIRED]));
      return done();
    }
    if (!rule.mediaTypes.has(mediaTypeOf(header)))
      return done(unsupportedMediaType(rule.mediaTypes));
    done();
  };
}

/** Appends the guard to a route's onRequest hooks (after authentication and roles). */
export function guardMediaTypes(route: RouteOptions, rule: BodyRule | undefined): void {
  if (!rule) return;
  const existing = route.onRequest;
  const hooks = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  route.onRequest = [...hooks, mediaTypeGuard(rule)];
}
