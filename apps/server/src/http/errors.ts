import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import {
  BAD_REQUEST,
  FASTIFY_CLIENT_ERRORS,
  FIELD_REQUIRED,
  INTERNAL_ERROR,
  INVALID_JSON,
  IS_INVALID,
  MALFORMED_MULTIPART,
  MESSAGES,
  NOT_AN_ALLOWED_VALUE,
  NOT_AN_EMAIL,
  TOO_MANY_REQUESTS,
  UNEXPECTED_FIELD,
  storageUnavailable,
} from "./messages.ts";

/**
 * What the client can do about an error, beside reading it (ErrorBody.action): `log_in`, the
 * e-mail's account already has what is being bought; `confirm_password`, a sensitive change
 * needs a recent sign-in with the password (issue 45); `no_trial`, the free trial asked for
 * is not to be had: the page shows today's price instead (issue 48).
 */
export type ErrorAction = "log_in" | "confirm_password" | "no_trial";

/** An error answer with the contract's `{ detail }` body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string | string[],
    readonly headers: Record<string, string> = {},
    readonly action?: ErrorAction,
  ) {
    super(Array.isArray(detail) ? detail.join("; ") : detail);
    this.name = "HttpError";
  }
}

export const unauthorized = (detail: string = MESSAGES.notAuthenticated) =>
  new HttpError(401, detail);
export const forbidden = (detail: string = MESSAGES.forbidden) => new HttpError(403, detail);
export const notFound = (detail: string = MESSAGES.notFound) => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);
/** A 409 whose answer is to sign in: the e-mail's account already has what is being bought. */
export const ownedAlready = (detail: string) => new HttpError(409, detail, {}, "log_in");
export const badRequest = (detail: string | string[]) => new HttpError(400, detail);
/**
 * A media storage call that failed (S3 down, a bucket refusing, a full disk): 503 with the
 * storage's own reason, so the admin reads what is wrong instead of "Internal server error".
 */
export function storageUnreachable(error: unknown): HttpError {
  const reason =
    error instanceof Error ? error.message || error.name || "no answer" : String(error);
  return new HttpError(503, storageUnavailable(reason));
}
export const tooManyRequests = (retryAfterMs: number, detail: string = TOO_MANY_REQUESTS) =>
  new HttpError(429, detail, {
    "retry-after": String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });

interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
  /** Set on the errors of a `propertyNames` check: the name that is not allowed. */
  propertyName?: string;
}

/** One readable message per validation problem: `email: field required`, `id: must be integer`. */
export function validationMessages(
  errors: readonly AjvError[],
  context: string | undefined,
): string[] {
  const messages = errors
    .filter((e) => !["anyOf", "oneOf", "if"].includes(e.keyword) || errors.length === 1)
    .map((error) => {
      const pointer = error.instancePath.replace(/^\//, "").replace(/\//g, ".");
      // A name outside a `propertyNames` list (a saved rental deal's inputs): that field.
      const name = error.propertyName ?? error.params["propertyName"];
      if (typeof name === "string") {
        return `${[pointer, name].filter(Boolean).join(".")}: ${UNEXPECTED_FIELD}`;
      }
      if (error.keyword === "required") {
        const missing = String(error.params["missingProperty"] ?? "");
        return `${[pointer, missing].filter(Boolean).join(".")}: ${FIELD_REQUIRED}`;
      }
      if (error.keyword === "additionalProperties") {
        const extra = String(error.params["additionalProperty"] ?? "");
        return `${[pointer, extra].filter(Boolean).join(".")}: ${UNEXPECTED_FIELD}`;
      }
      if (error.keyword === "discriminator") {
        // A oneOf keyed by a property (a saved deal's `kind`): name that property.
        const tag = String(error.params["tag"] ?? "");
        const field = [pointer || context, tag].filter(Boolean).join(".");
        return error.params["tagValue"] === undefined ||
          typeof error.params["tagValue"] !== "string"
          ? `${field}: ${FIELD_REQUIRED}`
          : `${field}: ${NOT_AN_ALLOWED_VALUE}`;
      }
      if (error.keyword === "format" && error.params["format"] === "email") {
        return `${pointer || context || "value"}: ${NOT_AN_EMAIL}`;
      }
      return `${pointer || context || "value"}: ${error.message ?? IS_INVALID}`;
    });
  return [...new Set(messages)];
}

const MULTIPART_READER = /[/\\]@fastify[/\\]busboy[/\\]/;

export interface ErrorAnswer {
  statusCode: number;
  detail: string | string[];
  headers: Record<string, string>;
  action?: ErrorAction;
  /** For validation errors: one message per problem, with the field when known. */
  fields?: { message: string; field?: string }[];
}

/** Maps any error to the answer the client sees; never exposes internals of a 5xx. */
export function describeError(error: FastifyError | Error, request: FastifyRequest): ErrorAnswer {
  if (error instanceof HttpError) {
    const { statusCode, detail, headers, action } = error;
    return { statusCode, detail, headers, ...(action ? { action } : {}) };
  }
  const fastifyError = error as FastifyError & { errors?: unknown[] };
  if (fastifyError.validation) {
    const detail = validationMessages(
      fastifyError.validation as AjvError[],
      fastifyError.validationContext,
    );
    return {
      statusCode: 422,
      detail,
      headers: {},
      fields: detail.map((message) => {
        const field = message.includes(":") ? message.slice(0, message.indexOf(":")) : undefined;
        return field && field !== "value" ? { message, field } : { message };
      }),
    };
  }
  // fastify-openapi-glue wraps what the security handler threw; answer with that.
  if (error.name === "Unauthorized" && Array.isArray(fastifyError.errors)) {
    const cause = fastifyError.errors.find((e): e is HttpError => e instanceof HttpError);
    if (cause) return describeError(cause, request);
    return { statusCode: 401, detail: MESSAGES.notAuthenticated, headers: {} };
  }
  // The multipart reader throws plain errors for a body that breaks off or has no boundary:
  // the client's fault, whatever the message.
  if (fastifyError.statusCode === undefined && MULTIPART_READER.test(error.stack ?? "")) {
    return { statusCode: 400, detail: MALFORMED_MULTIPART, headers: {} };
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    if (error instanceof SyntaxError || fastifyError.code === "FST_ERR_CTP_INVALID_JSON_BODY") {
      return { statusCode: 400, detail: INVALID_JSON, headers: {} };
    }
    const detail =
      (fastifyError.code && FASTIFY_CLIENT_ERRORS[fastifyError.code]) ||
      error.message ||
      BAD_REQUEST;
    return { statusCode: status, detail, headers: {} };
  }
  request.log.error({ err: error }, "unhandled error");
  return { statusCode: 500, detail: INTERNAL_ERROR, headers: {} };
}

/** The contract's ErrorBody of an answer: `{ detail }`, with `action` when there is one. */
export const errorBody = ({ detail, action }: ErrorAnswer) =>
  action ? { detail, action } : { detail };

/** The API's error handler: every error becomes `{ detail }` with a fitting status. */
export function sendError(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const answer = describeError(error, request);
  return reply.code(answer.statusCode).headers(answer.headers).send(errorBody(answer));
}
