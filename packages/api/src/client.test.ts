import { beforeEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "./client.ts";
import { SESSION_EXPIRED_MESSAGE } from "./constants.ts";
import {
  createInProcessRefreshLock,
  createStorageRefreshLock,
  createWebLocksRefreshLock,
  type RefreshLock,
  type WebLockManager,
} from "./refreshLock.ts";
import {
  createFakeAuthBackend,
  type FakeAuthBackendOptions,
} from "./test-utils/fakeAuthBackend.ts";
import { createLocalStorageTokenStore, createMemoryTokenStore } from "./tokenStore.ts";

const BASE_URL = "http://api.test/api";

/** A client whose stored access token the backend no longer accepts. */
function setup(backendOptions: FakeAuthBackendOptions = {}) {
  const backend = createFakeAuthBackend(backendOptions);
  const tokenStore = createMemoryTokenStore({
    access_token: "stale-access",
    refresh_token: "refresh-1",
  });
  const client = createApiClient({
    baseUrl: BASE_URL,
    fetch: backend.fetch,
    tokenStore,
    refreshLock: createInProcessRefreshLock(),
  });
  return { backend, tokenStore, client };
}

/** Half GETs, half POSTs with a body of their own, so that retries can be checked for bodies. */
function twentyRequests(client: ReturnType<typeof setup>["client"]) {
  return Array.from({ length: 20 }, (_, index) =>
    index % 2 === 0
      ? client.GET("/auth/me")
      : client.POST("/lessons/{id}/notes", {
          params: { path: { id: index } },
          body: { content: `note ${index}` },
        }),
  );
}

describe("401 handling", () => {
  it("answers 20 simultaneous 401s with exactly one refresh and 20 retries", async () => {
    const { backend, client, tokenStore } = setup();

    const results = await Promise.all(twentyRequests(client));

    expect(backend.stats.refreshCalls).toBe(1);
    expect(results.every((result) => result.response.ok)).toBe(true);
    // 20 first attempts with the stale token, then 20 retries with the new one.
    const bearers = backend.stats.requests.map((request) => request.bearer);
    expect(bearers.filter((bearer) => bearer === "stale-access")).toHaveLength(20);
    expect(bearers.filter((bearer) => bearer === "access-2")).toHaveLength(20);
    expect(tokenStore.getAccessToken()).toBe("access-2");
    expect(tokenStore.getRefreshToken()).toBe("refresh-2");
  });

  it("retries with a clone, so a request body survives the first attempt", async () => {
    const { backend, client } = setup();

    const results = await Promise.all(twentyRequests(client));

    results.forEach((result, index) => {
      if (index % 2 === 1) expect(result.data).toEqual({ content: `{"content":"note ${index}"}` });
    });
    const retried = backend.stats.requests.filter(
      (request) => request.bearer === "access-2" && request.path !== "/api/auth/me",
    );
    expect(retried.map((request) => request.body).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `{"content":"note ${2 * i + 1}"}`).sort(),
    );
  });

  it("returns a second 401 (after the retry) to the caller instead of refreshing again", async () => {
    const { backend, client } = setup({ alwaysUnauthorized: ["/api/admin/courses"] });

    const { data, error, response } = await client.GET("/admin/courses");

    expect(data).toBeUndefined();
    expect(response.status).toBe(401);
    expect(error).toEqual({ detail: "Token expired" });
    expect(backend.stats.refreshCalls).toBe(1);
    expect(backend.requestsTo("/api/admin/courses")).toHaveLength(2);
  });

  it("does not refresh for a 401 from login (wrong credentials)", async () => {
    const { backend, client } = setup({ alwaysUnauthorized: ["/api/auth/login"] });

    const { response } = await client.POST("/auth/login", {
      body: { email: "a@example.com", password: "wrong" },
    });

    expect(response.status).toBe(401);
    expect(backend.stats.refreshCalls).toBe(0);
    expect(backend.requestsTo("/api/auth/login")).toHaveLength(1);
  });

  it("clears both tokens and surfaces the session-expired message when the refresh is refused", async () => {
    const { backend, client, tokenStore } = setup({ refreshFailsWith: 401 });
    const expired = vi.fn();
    client.onSessionExpired(expired);

    const results = await Promise.all(twentyRequests(client));

    expect(backend.stats.refreshCalls).toBe(1);
    expect(tokenStore.getAccessToken()).toBeNull();
    expect(tokenStore.getRefreshToken()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
    for (const { response, error } of results) {
      expect(response.status).toBe(401);
      expect(error).toEqual({ detail: SESSION_EXPIRED_MESSAGE });
    }
    // No retries were sent after the failed refresh.
    expect(backend.stats.requests).toHaveLength(20);
  });

  it("expires the session without calling the server when there is no refresh token", async () => {
    const backend = createFakeAuthBackend();
    const tokenStore = createMemoryTokenStore({ access_token: "stale-access" });
    const client = createApiClient({
      baseUrl: BASE_URL,
      fetch: backend.fetch,
      tokenStore,
      refreshLock: createInProcessRefreshLock(),
    });

    const { error } = await client.GET("/auth/me");

    expect(error).toEqual({ detail: SESSION_EXPIRED_MESSAGE });
    expect(backend.stats.refreshCalls).toBe(0);
    expect(tokenStore.getAccessToken()).toBeNull();
  });

  it("keeps the tokens and returns the original 401 when the refresh endpoint is down", async () => {
    const { backend, client, tokenStore } = setup({ refreshFailsWith: 503 });

    const { error, response } = await client.GET("/auth/me");

    expect(response.status).toBe(401);
    expect(error).toEqual({ detail: "Token expired" });
    expect(backend.stats.refreshCalls).toBe(1);
    expect(tokenStore.getAccessToken()).toBe("stale-access");
    expect(tokenStore.getRefreshToken()).toBe("refresh-1");
  });

  it("never sends the token to another base URL (a third-party form service)", async () => {
    const { backend, client } = setup();

    await client.POST("/forms/{formId}", {
      baseUrl: "https://forms.example.net",
      params: { path: { formId: "contact" } },
      body: { name: "Riley", email: "riley@example.com", message: "Hi" },
    });

    expect(backend.stats.requests[0]?.bearer).toBeNull();
    expect(backend.stats.refreshCalls).toBe(0);
  });

  it("sends no Authorization header without a token, and does not refresh", async () => {
    const backend = createFakeAuthBackend();
    const client = createApiClient({
      baseUrl: BASE_URL,
      fetch: backend.fetch,
      tokenStore: createMemoryTokenStore(),
      refreshLock: createInProcessRefreshLock(),
    });

    const { response } = await client.GET("/auth/me");

    expect(response.status).toBe(401);
    expect(backend.stats.requests[0]?.bearer).toBeNull();
    expect(backend.stats.refreshCalls).toBe(0);
  });
});

describe("two tabs sharing localStorage", () => {
  beforeEach(() => localStorage.clear());

  /** Two independent clients (two tabs) over the same storage and the same backend. */
  function twoTabs(lockFor: () => RefreshLock) {
    const backend = createFakeAuthBackend({ refreshDelayMs: 40 });
    localStorage.setItem("access_token", "stale-access");
    localStorage.setItem("refresh_token", "refresh-1");
    const tab = () =>
      createApiClient({
        baseUrl: BASE_URL,
        fetch: backend.fetch,
        tokenStore: createLocalStorageTokenStore(localStorage),
        refreshLock: lockFor(),
      });
    return { backend, tabs: [tab(), tab()] as const };
  }

  async function bothTabsFail(
    tabs: readonly [ReturnType<typeof createApiClient>, ReturnType<typeof createApiClient>],
  ) {
    return Promise.all(tabs.flatMap((tab) => Array.from({ length: 5 }, () => tab.GET("/auth/me"))));
  }

  it("refreshes once with Web Locks; the waiting tab reuses the stored token", async () => {
    // Web Locks are granted by the browser across tabs; one in-process queue stands for it.
    const browserLocks = createInProcessRefreshLock();
    const locks: WebLockManager = { request: (name, task) => browserLocks.run(name, task) };
    const { backend, tabs } = twoTabs(() => createWebLocksRefreshLock(locks));

    const results = await bothTabsFail(tabs);

    expect(backend.stats.refreshCalls).toBe(1);
    expect(results.every((result) => result.response.ok)).toBe(true);
    expect(localStorage.getItem("access_token")).toBe("access-2");
    expect(localStorage.getItem("refresh_token")).toBe("refresh-2");
  });

  it("refreshes once with the localStorage lease when Web Locks are missing", async () => {
    const { backend, tabs } = twoTabs(() => createStorageRefreshLock(localStorage));

    const results = await bothTabsFail(tabs);

    expect(backend.stats.refreshCalls).toBe(1);
    expect(results.every((result) => result.response.ok)).toBe(true);
    expect(localStorage.getItem("lock:academy-auth-refresh")).toBeNull();
  });

  it("(control) without a shared lock both tabs refresh and the second loses the session", async () => {
    // What the lock prevents: the second tab presents the already-rotated refresh token.
    const { backend, tabs } = twoTabs(() => createInProcessRefreshLock());

    const results = await bothTabsFail(tabs);

    expect(backend.stats.refreshCalls).toBe(2);
    expect(results.some((result) => result.error?.detail === SESSION_EXPIRED_MESSAGE)).toBe(true);
  });
});
