import type { components } from "./generated/openapi.ts";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const nonBlank = (value: unknown): value is string =>
  typeof value === "string" && value.trim() !== "";

/** One message out of an array entry: a string, or an object carrying `message` or `msg`. */
function entryMessage(entry: unknown): string | null {
  if (nonBlank(entry)) return entry;
  if (isRecord(entry)) {
    if (nonBlank(entry.message)) return entry.message;
    // FastAPI-style validation items carry `msg`; hosted backends of this kind often answer so.
    if (nonBlank(entry.msg)) return entry.msg;
  }
  return null;
}

function joined(entries: readonly unknown[]): string | null {
  const messages = entries.map(entryMessage).filter((message) => message !== null);
  return messages.length > 0 ? messages.join(", ") : null;
}

/**
 * The message to show for any error body: the API's `detail` (a string, or an array of
 * messages joined), the form service's `errors[].message` joined or its `error`, else
 * `fallback`; an ApiError gives its body's message. Accepts `unknown` because error bodies come from the network, and whatever arrives
 * (HTML from a proxy, an empty 502) must still produce something sensible to show.
 */
export function errorMessage(errorBody: unknown, fallback: string): string {
  if (errorBody instanceof ApiError) return errorMessage(errorBody.body, fallback);
  if (!isRecord(errorBody)) return fallback;
  const { detail, errors, error } = errorBody;
  if (nonBlank(detail)) return detail;
  if (Array.isArray(detail)) {
    const message = joined(detail);
    if (message) return message;
  }
  if (Array.isArray(errors)) {
    const message = joined(errors);
    if (message) return message;
  }
  if (nonBlank(error)) return error;
  return fallback;
}

/**
 * A failed call with its HTTP status, so a screen can tell 401 from 403 from 404 (academy.md
 * §8), and the server's body for its message. `status` is null when the server was not reached
 * at all (offline, DNS, an aborted fetch).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number | null,
    readonly body: unknown,
  ) {
    super(errorMessage(body, status === null ? "Network error" : `HTTP ${status}`));
    this.name = "ApiError";
  }
}

/** The HTTP status of a failed call, null for anything else (a network failure included). */
export const statusOf = (error: unknown): number | null =>
  error instanceof ApiError ? error.status : null;

/** What the client can do about a failed call, beside reading it (the contract's ErrorBody.action). */
export type ErrorAction = NonNullable<components["schemas"]["ErrorBody"]["action"]>;

const ERROR_ACTIONS: readonly ErrorAction[] = ["log_in", "confirm_password", "no_trial"];

/** The action a failed call's body offers, or null (any other body, a network failure). */
export function errorAction(error: unknown): ErrorAction | null {
  const body = error instanceof ApiError ? error.body : error;
  if (!isRecord(body)) return null;
  const action = ERROR_ACTIONS.find((known) => known === body.action);
  return action ?? null;
}
