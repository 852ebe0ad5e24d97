import { describe, expect, it } from "vitest";
import { createSessionCache } from "./session-cache.ts";

const learner = { id: 7, isAdmin: false, passwordAt: null };
const farFuture = () => Date.now() + 600_000;

describe("the checked-session cache", () => {
  it("keeps a learner until its lifetime ends, and never past the token's expiry", () => {
    let now = 1_000;
    const cache = createSessionCache(() => now, 2_000);
    cache.remember("a", learner, farFuture(), cache.begin());
    cache.remember("expired", learner, Date.now() - 1, cache.begin());
    expect(cache.lookup("a")).toEqual(learner);
    expect(cache.lookup("expired")).toBeUndefined();
    now += 2_000;
    expect(cache.lookup("a")).toBeUndefined();
  });

  it("never keeps an admin", () => {
    const cache = createSessionCache(() => 0);
    cache.remember("admin", { id: 1, isAdmin: true, passwordAt: null }, farFuture(), cache.begin());
    expect(cache.lookup("admin")).toBeUndefined();
  });

  it("drops a lookup that started before a session ended, and everything cached before it", () => {
    const cache = createSessionCache(() => 0);
    cache.remember("kept", learner, farFuture(), cache.begin());
    const started = cache.begin();
    cache.clear();
    cache.remember("raced", learner, farFuture(), started);
    expect(cache.lookup("raced")).toBeUndefined();
    expect(cache.lookup("kept")).toBeUndefined();
  });

  it("starts over when full instead of growing", () => {
    const cache = createSessionCache(() => 0, 2_000, 2);
    for (const token of ["a", "b", "c"]) cache.remember(token, learner, farFuture(), cache.begin());
    expect(cache.lookup("a")).toBeUndefined();
    expect(cache.lookup("c")).toEqual(learner);
  });
});
