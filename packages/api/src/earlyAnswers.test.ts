import { afterEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "./client.ts";
import {
  EARLY_ANSWERS_GLOBAL,
  EARLY_ANSWER_MAX_AGE_MS,
  takeEarlyAnswer,
  type EarlyAnswer,
} from "./earlyAnswers.ts";
import { createInProcessRefreshLock } from "./refreshLock.ts";
import { createMemoryTokenStore } from "./tokenStore.ts";

const URL_ME = "http://site.test/api/auth/me";
const page = globalThis as Record<string, unknown>;

/** As build/before-app.js leaves them: answers keyed by absolute URL. */
function leaveEarly(entries: Record<string, Partial<EarlyAnswer>>) {
  const answers: Record<string, EarlyAnswer> = {};
  for (const [url, entry] of Object.entries(entries)) {
    answers[url] = {
      authorization: "Bearer early-token",
      startedAt: performance.now(),
      answer: Promise.resolve(Response.json({ from: "early" })),
      ...entry,
    };
  }
  page[EARLY_ANSWERS_GLOBAL] = answers;
  return answers;
}

const get = (url: string, token = "early-token", method = "GET") =>
  new Request(url, { method, headers: { Authorization: `Bearer ${token}` } });
const sent = vi.fn(async (_request: Request) => Response.json({ from: "network" }));

afterEach(() => {
  delete page[EARLY_ANSWERS_GLOBAL];
  sent.mockClear();
});

describe("takeEarlyAnswer", () => {
  it("gives the early answer to the same request, once", async () => {
    const answers = leaveEarly({ [URL_ME]: {} });
    const taken = takeEarlyAnswer(get(URL_ME), sent);
    expect(await (await taken!).json()).toEqual({ from: "early" });
    expect(answers).toEqual({});
    expect(takeEarlyAnswer(get(URL_ME), sent)).toBeUndefined();
  });

  it("never gives it to another token, another method or another URL", () => {
    leaveEarly({ [URL_ME]: {} });
    expect(takeEarlyAnswer(get(`${URL_ME}?x=1`), sent)).toBeUndefined();
    expect(takeEarlyAnswer(get(URL_ME, "someone-else"), sent)).toBeUndefined();
    // Asked for with another token, the entry is used up: a later request sends its own.
    expect(takeEarlyAnswer(get(URL_ME), sent)).toBeUndefined();
    leaveEarly({ [URL_ME]: {} });
    expect(takeEarlyAnswer(get(URL_ME, "early-token", "POST"), sent)).toBeUndefined();
  });

  it("ignores an answer older than its maximum age", () => {
    leaveEarly({ [URL_ME]: { startedAt: performance.now() - EARLY_ANSWER_MAX_AGE_MS - 1 } });
    expect(takeEarlyAnswer(get(URL_ME), sent)).toBeUndefined();
  });

  it("sends the request itself when the early one never reached the server", async () => {
    leaveEarly({ [URL_ME]: { answer: Promise.reject(new TypeError("Failed to fetch")) } });
    const taken = await takeEarlyAnswer(get(URL_ME), sent);
    expect(await taken!.json()).toEqual({ from: "network" });
    expect(sent).toHaveBeenCalledOnce();
  });

  it("answers nothing on a page that asked for nothing early", () => {
    expect(takeEarlyAnswer(get(URL_ME), sent)).toBeUndefined();
  });
});

describe("the API client with early answers", () => {
  const client = (fetch: (request: Request) => Promise<Response>) =>
    createApiClient({
      baseUrl: "http://site.test/api",
      fetch,
      tokenStore: createMemoryTokenStore({ access_token: "early-token", refresh_token: "r1" }),
      refreshLock: createInProcessRefreshLock(),
    });

  it("takes the early answer instead of sending the request", async () => {
    leaveEarly({ [URL_ME]: { answer: Promise.resolve(Response.json({ id: 7 })) } });
    const { data } = await client(sent).GET("/auth/me");
    expect(data).toEqual({ id: 7 });
    expect(sent).not.toHaveBeenCalled();
  });

  it("refreshes an early 401 and retries with the new token, as for any answer", async () => {
    leaveEarly({
      [URL_ME]: { answer: Promise.resolve(Response.json({ detail: "expired" }, { status: 401 })) },
    });
    const network = vi.fn(async (request: Request) =>
      new URL(request.url).pathname === "/api/refresh"
        ? Response.json({ access_token: "fresh-token", refresh_token: "r2" })
        : Response.json({ id: 7, token: request.headers.get("Authorization") }),
    );
    const { data } = await client(network).GET("/auth/me");
    expect(data).toEqual({ id: 7, token: "Bearer fresh-token" });
    expect(network.mock.calls.map(([request]) => new URL(request.url).pathname)).toEqual([
      "/api/refresh",
      "/api/auth/me",
    ]);
  });
});
