import { describe, expect, it, vi } from "vitest";
import { createDeferredApiClient } from "./deferredClient.ts";
import { createMockFetch, createMockHandlers } from "./mocks/index.ts";
import { createInProcessRefreshLock } from "./refreshLock.ts";
import { createMemoryTokenStore } from "./tokenStore.ts";

const BASE_URL = "http://api.test/api";

describe("createDeferredApiClient", () => {
  it("calls nothing until asked, then answers like the real client", async () => {
    const mockFetch = createMockFetch(createMockHandlers({ baseUrl: BASE_URL }));
    const fetch = vi.fn(mockFetch);
    const client = createDeferredApiClient({
      baseUrl: BASE_URL,
      fetch,
      tokenStore: createMemoryTokenStore(),
      refreshLock: createInProcessRefreshLock(),
    });
    expect(fetch).not.toHaveBeenCalled();
    const { data } = await client.GET("/courses");
    expect(data?.map((course) => course.name)).toContain("All In One + Mentorship");
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("keeps the token store it was given, readable at once", () => {
    const tokenStore = createMemoryTokenStore({ access_token: "a", refresh_token: "r" });
    const client = createDeferredApiClient({ baseUrl: BASE_URL, tokenStore });
    expect(client.tokenStore.getAccessToken()).toBe("a");
  });

  it("tells its listeners when a refresh is refused", async () => {
    const tokenStore = createMemoryTokenStore({ access_token: "old", refresh_token: "bad" });
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ detail: "Session expired, please login again" }), {
          status: 401,
          headers: { "Content-Type": "application/json" },
        }),
    );
    const client = createDeferredApiClient({
      baseUrl: BASE_URL,
      fetch,
      tokenStore,
      refreshLock: createInProcessRefreshLock(),
    });
    const expired = vi.fn();
    client.onSessionExpired(expired);
    await client.GET("/auth/me");
    expect(expired).toHaveBeenCalledTimes(1);
    expect(tokenStore.getAccessToken()).toBeNull();
  });
});
