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
 * `fallback`. Accepts `unknown` because error bodies come from the network, and whatever arrives
 * (HTML from a proxy, an empty 502) must still produce something sensible to show.
 */
export function errorMessage(errorBody: unknown, fallback: string): string {
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
