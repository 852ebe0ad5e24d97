import { beforeEach, describe, expect, it } from "vitest";
import {
  createInProcessRefreshLock,
  createStorageRefreshLock,
  type RefreshLock,
} from "./refreshLock.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs three overlapping tasks and reports the largest number that ran at once. */
async function maxConcurrency(locks: RefreshLock[]) {
  let running = 0;
  let max = 0;
  const results = await Promise.all(
    locks.map((lock, index) =>
      lock.run("test", async () => {
        running++;
        max = Math.max(max, running);
        await sleep(15);
        running--;
        return index;
      }),
    ),
  );
  return { max, results };
}

describe("refresh locks", () => {
  beforeEach(() => localStorage.clear());

  it("in-process lock runs one task at a time and passes results through", async () => {
    const lock = createInProcessRefreshLock();
    expect(await maxConcurrency([lock, lock, lock])).toEqual({ max: 1, results: [0, 1, 2] });
  });

  it("in-process lock carries on after a task fails", async () => {
    const lock = createInProcessRefreshLock();
    const failed = lock.run("test", () => Promise.reject(new Error("boom")));
    await expect(failed).rejects.toThrow("boom");
    await expect(lock.run("test", async () => "next")).resolves.toBe("next");
  });

  it("storage lease excludes other holders (other tabs) and is released afterwards", async () => {
    const tabs = [0, 1, 2].map(() =>
      createStorageRefreshLock(localStorage, { settleMs: 5, pollMs: 5 }),
    );
    expect((await maxConcurrency(tabs)).max).toBe(1);
    expect(localStorage.getItem("lock:test")).toBeNull();
  });

  it("storage lease taken over once a dead holder's lease expires", async () => {
    localStorage.setItem(
      "lock:test",
      JSON.stringify({ owner: "closed-tab", expires: Date.now() + 30 }),
    );
    const lock = createStorageRefreshLock(localStorage, { settleMs: 5, pollMs: 5 });
    const started = Date.now();
    await expect(lock.run("test", async () => "ran")).resolves.toBe("ran");
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });
});
