import { beforeEach, describe, expect, it, vi } from "vitest";
import { createLocalStorageTokenStore, createMemoryTokenStore } from "./tokenStore.ts";

describe("createLocalStorageTokenStore", () => {
  beforeEach(() => localStorage.clear());

  it("keeps the tokens under the spec's keys", () => {
    const store = createLocalStorageTokenStore(localStorage);
    store.setTokens({ access_token: "a", refresh_token: "r" });
    expect(localStorage.getItem("access_token")).toBe("a");
    expect(localStorage.getItem("refresh_token")).toBe("r");
    store.clear();
    expect(localStorage.getItem("access_token")).toBeNull();
    expect(localStorage.getItem("refresh_token")).toBeNull();
  });

  it("drops an earlier refresh token when new tokens come without one", () => {
    const store = createLocalStorageTokenStore(localStorage);
    store.setTokens({ access_token: "a", refresh_token: "r" });
    store.setTokens({ access_token: "b" });
    expect(store.getAccessToken()).toBe("b");
    expect(store.getRefreshToken()).toBeNull();
  });

  it("tells subscribers about its own changes and other tabs' storage events", () => {
    const store = createLocalStorageTokenStore(localStorage, window);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setTokens({ access_token: "a" });
    expect(listener).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new StorageEvent("storage", { key: "access_token" }));
    window.dispatchEvent(new StorageEvent("storage", { key: "unrelated" }));
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    window.dispatchEvent(new StorageEvent("storage", { key: null }));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("behaves as an empty store when storage throws", () => {
    const broken: Storage = {
      length: 0,
      clear: () => undefined,
      key: () => null,
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("quota", "QuotaExceededError");
      },
      removeItem: () => undefined,
    };
    const store = createLocalStorageTokenStore(broken);
    expect(() => store.setTokens({ access_token: "a", refresh_token: "r" })).not.toThrow();
    expect(store.getAccessToken()).toBeNull();
  });
});

describe("createMemoryTokenStore", () => {
  it("starts from the given tokens and clears both", () => {
    const store = createMemoryTokenStore({ access_token: "a", refresh_token: "r" });
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getAccessToken()).toBe("a");
    store.clear();
    expect([store.getAccessToken(), store.getRefreshToken()]).toEqual([null, null]);
    expect(listener).toHaveBeenCalledOnce();
  });
});
