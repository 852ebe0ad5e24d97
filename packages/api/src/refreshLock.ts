/**
 * Mutual exclusion for token refreshes across browser tabs. Tabs share one refresh token
 * (localStorage) and the server rotates it on every refresh, so two tabs refreshing at once
 * would have the second one present an already-rotated token and lose the session.
 */
export interface RefreshLock {
  /** Runs `task` while holding the lock `name`; other holders of `name` wait their turn. */
  run<T>(name: string, task: () => Promise<T>): Promise<T>;
}

/** The subset of the Web Locks API (`navigator.locks`) the client uses. */
export interface WebLockManager {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** Web Locks: the browser grants the lock to one tab (or worker) of the origin at a time. */
export function createWebLocksRefreshLock(locks: WebLockManager): RefreshLock {
  return { run: (name, task) => locks.request(name, task) };
}

/** Serialises within this JavaScript realm only: enough for a memory token store. */
export function createInProcessRefreshLock(): RefreshLock {
  const tails = new Map<string, Promise<unknown>>();
  return {
    run(name, task) {
      const previous = tails.get(name) ?? Promise.resolve();
      const result = previous.then(task, task);
      const tail = result.then(
        () => undefined,
        () => undefined,
      );
      tails.set(name, tail);
      void tail.then(() => {
        if (tails.get(name) === tail) tails.delete(name);
      });
      return result;
    },
  };
}

export interface StorageRefreshLockOptions {
  /** A holder that has not released after this long is presumed dead (tab closed mid-refresh). */
  leaseMs?: number;
  /** How long a writer waits before checking that its claim survived a racing tab's write. */
  settleMs?: number;
  /** How often a waiting tab looks at the lock again. */
  pollMs?: number;
  /** Give up waiting after this long and run anyway: a stuck lock must not freeze the app. */
  maxWaitMs?: number;
}

interface StoredLease {
  owner: string;
  expires: number;
}

function parseLease(raw: string | null): StoredLease | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === "object" &&
      value !== null &&
      "owner" in value &&
      "expires" in value &&
      typeof value.owner === "string" &&
      typeof value.expires === "number"
    ) {
      return { owner: value.owner, expires: value.expires };
    }
  } catch {
    // A corrupt lease is treated as no lease.
  }
  return null;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Fallback for browsers without Web Locks: a lease in localStorage. localStorage has no
 * compare-and-set, so a tab writes its claim, waits `settleMs` for a racing tab's write to land,
 * and only proceeds if its own claim is still there. Good enough for a refresh that happens
 * rarely; Web Locks is used whenever it exists.
 */
export function createStorageRefreshLock(
  storage: Storage,
  options: StorageRefreshLockOptions = {},
): RefreshLock {
  const { leaseMs = 10_000, settleMs = 30, pollMs = 50, maxWaitMs = 15_000 } = options;
  let sequence = 0;

  const read = (key: string) => {
    try {
      return parseLease(storage.getItem(key));
    } catch {
      return null;
    }
  };

  async function acquire(key: string, owner: string): Promise<void> {
    const deadline = Date.now() + maxWaitMs;
    while (Date.now() < deadline) {
      const lease = read(key);
      if (!lease || lease.expires <= Date.now()) {
        try {
          storage.setItem(key, JSON.stringify({ owner, expires: Date.now() + leaseMs }));
        } catch {
          return; // Storage unusable: nothing to coordinate through.
        }
        await sleep(settleMs);
        if (read(key)?.owner === owner) return;
      }
      await sleep(pollMs);
    }
  }

  return {
    async run(name, task) {
      const key = `lock:${name}`;
      const owner = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${sequence++}`;
      await acquire(key, owner);
      try {
        return await task();
      } finally {
        try {
          if (read(key)?.owner === owner) storage.removeItem(key);
        } catch {
          // The lease expires by itself.
        }
      }
    },
  };
}

/**
 * Web Locks when the browser has them, else the localStorage lease, else in-process only
 * (no storage means no other tab shares our tokens anyway).
 */
export function createDefaultRefreshLock(): RefreshLock {
  const locks: WebLockManager | null | undefined = globalThis.navigator?.locks;
  if (locks) return createWebLocksRefreshLock(locks);
  let storage: Storage | undefined;
  try {
    storage = globalThis.localStorage;
  } catch {
    storage = undefined;
  }
  return storage ? createStorageRefreshLock(storage) : createInProcessRefreshLock();
}
