import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../test/database.ts";
import { createDatabaseRateLimitStore } from "./database-rate-limit-store.ts";
import {
  createMemoryRateLimitStore,
  createRateLimiter,
  type RateLimitStore,
} from "./rate-limit.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  await database.close();
});

const stores: [string, () => RateLimitStore][] = [
  ["memory", createMemoryRateLimitStore],
  ["database", () => createDatabaseRateLimitStore(database.db)],
];

describe.each(stores)("the %s rate-limit store", (name, createStore) => {
  it("blocks after the limit until the window ends", async () => {
    let now = 0;
    const limiter = createRateLimiter(
      { limit: 2, windowMs: 1000 },
      createStore(),
      () => new Date(now),
      `${name}-window`,
    );
    expect(await limiter.consume("k")).toBe(0);
    expect(await limiter.blockedFor("k")).toBe(0);
    expect(await limiter.consume("k")).toBe(0);
    expect(await limiter.blockedFor("k")).toBe(1000);
    expect(await limiter.consume("k")).toBe(1000);
    now = 400;
    expect(await limiter.blockedFor("k")).toBe(600);
    expect(await limiter.blockedFor("other")).toBe(0);
    now = 1000;
    expect(await limiter.blockedFor("k")).toBe(0);
    expect(await limiter.consume("k")).toBe(0);
  });

  it("gives each of 100 concurrent attempts its own count", async () => {
    const limiter = createRateLimiter(
      { limit: 5, windowMs: 60_000 },
      createStore(),
      () => new Date(0),
      `${name}-burst`,
    );
    const waits = await Promise.all(Array.from({ length: 100 }, () => limiter.consume("k")));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
    expect(waits.filter((wait) => wait > 0)).toHaveLength(95);
  });

  it("refunds, resets and clears one limiter's keys only", async () => {
    const store = createStore();
    const clock = () => new Date(0);
    const a = createRateLimiter({ limit: 1, windowMs: 60_000 }, store, clock, `${name}-a`);
    const b = createRateLimiter({ limit: 1, windowMs: 60_000 }, store, clock, `${name}-b`);
    await a.consume("k");
    expect(await a.blockedFor("k")).toBeGreaterThan(0);
    await a.refund("k");
    expect(await a.blockedFor("k")).toBe(0);
    await a.hit("k");
    await b.hit("k");
    await a.clear();
    expect(await a.blockedFor("k")).toBe(0);
    expect(await b.blockedFor("k")).toBeGreaterThan(0);
    await b.reset("k");
    expect(await b.blockedFor("k")).toBe(0);
  });
});
