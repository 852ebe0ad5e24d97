/**
 * GET requests a page started before its code loaded (the site's build/before-app.js, inline in
 * its HTML): with a stored session, the user (GET /auth/me: nothing renders until it answers,
 * academy.md §4) and the page's first data are asked for while the app's code downloads,
 * instead of after it has run. The client takes such an answer in place of sending the same
 * request again; it then goes through the client's middleware like any answer (a 401 still
 * refreshes the token and retries).
 */
export interface EarlyAnswer {
  /** The request's Authorization header: an answer for another token is never taken. */
  authorization: string;
  /** `performance.now()` when it was sent. */
  startedAt: number;
  answer: Promise<Response>;
}

/** The global the page keeps its early answers in, keyed by absolute URL. */
export const EARLY_ANSWERS_GLOBAL = "__academyEarlyAnswers";

/**
 * An early answer is taken only by a request made soon after the page loaded: the app asks at
 * once, and an answer left untaken (the page went elsewhere) must not stand in for a later
 * request, whose answer may have changed.
 */
export const EARLY_ANSWER_MAX_AGE_MS = 10_000;

type EarlyAnswers = Record<string, EarlyAnswer | undefined>;

function earlyAnswers(): EarlyAnswers | undefined {
  const found = (globalThis as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL];
  return typeof found === "object" && found !== null ? (found as EarlyAnswers) : undefined;
}

/**
 * The early answer for `request`, at most once: same URL, a GET, the same Authorization, sent
 * less than EARLY_ANSWER_MAX_AGE_MS ago. Any request to that URL uses the entry up. An early
 * request that failed to reach the server is sent again with `send`.
 */
export function takeEarlyAnswer(
  request: Request,
  send: (request: Request) => Promise<Response>,
): Promise<Response> | undefined {
  const answers = earlyAnswers();
  const early = answers?.[request.url];
  if (!answers || !early) return undefined;
  delete answers[request.url];
  const fresh = performance.now() - early.startedAt < EARLY_ANSWER_MAX_AGE_MS;
  if (request.method !== "GET" || !fresh) return undefined;
  if (request.headers.get("Authorization") !== early.authorization) return undefined;
  return early.answer.catch(() => send(request));
}
