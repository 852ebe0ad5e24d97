import { describe, expect, it } from "vitest";
import { callApi, callApiNoContent } from "./callApi.ts";
import { createApiClient } from "./client.ts";
import { ApiError, errorMessage, statusOf } from "./errors.ts";
import { createInProcessRefreshLock } from "./refreshLock.ts";
import { createMemoryTokenStore } from "./tokenStore.ts";

const BASE_URL = "http://api.test/api";

/** A client whose every request is answered by `answer`. */
function clientAnswering(answer: (request: Request) => Response | Promise<Response>) {
  return createApiClient({
    baseUrl: BASE_URL,
    fetch: async (request) => answer(request),
    tokenStore: createMemoryTokenStore(),
    refreshLock: createInProcessRefreshLock(),
  });
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("callApi", () => {
  it("returns the typed data of a 2xx", async () => {
    const client = clientAnswering(() => json(200, { id: 7, content: "Notes", updated_at: null }));
    const notes = await callApi(() =>
      client.GET("/lessons/{id}/notes", { params: { path: { id: 7 } } }),
    );
    expect(notes.content).toBe("Notes");
  });

  it.each([401, 403, 404, 500])(
    "keeps the HTTP status %i and the server's message",
    async (status) => {
      const client = clientAnswering(() => json(status, { detail: `Refused with ${status}` }));
      const failure = await callApi(() =>
        client.GET("/courses/{id}", { params: { path: { id: 2 } } }),
      ).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect(statusOf(failure)).toBe(status);
      expect(errorMessage(failure, "fallback")).toBe(`Refused with ${status}`);
    },
  );

  it("reports a network failure as status null", async () => {
    const client = clientAnswering(() => Promise.reject(new TypeError("Failed to fetch")));
    const failure = await callApi(() => client.GET("/courses")).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(statusOf(failure)).toBeNull();
    expect(errorMessage(failure, "Could not connect")).toBe("Could not connect");
  });

  it("refuses a 2xx without the body the contract promises", async () => {
    const client = clientAnswering(() => new Response(null, { status: 204 }));
    const failure = await callApi(() => client.GET("/courses")).catch((error: unknown) => error);
    expect(statusOf(failure)).toBe(204);
  });

  it("accepts a 204 where the contract answers no content, and still throws on failure", async () => {
    let status = 204;
    const client = clientAnswering(() =>
      status === 204
        ? new Response(null, { status })
        : json(status, { detail: "Lesson not found" }),
    );
    const save = () =>
      callApiNoContent(() =>
        client.PUT("/lessons/{id}/position", { params: { path: { id: 3 } }, body: { seconds: 5 } }),
      );
    await expect(save()).resolves.toBeUndefined();
    status = 404;
    const failure = await save().catch((error: unknown) => error);
    expect(statusOf(failure)).toBe(404);
  });

  it("statusOf is null for anything that is not an ApiError", () => {
    expect(statusOf(new Error("boom"))).toBeNull();
    expect(statusOf({ status: 403 })).toBeNull();
  });
});
