import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import { notify, type Notifications } from "./notifications.ts";
import type { Database } from "./schema.ts";

/** The one channel every instance listens on. */
export const CHANGE_CHANNEL = "academy_changes";

/**
 * What changed, as an instance that caches it needs to know: "catalogue" (courses, modules,
 * lessons, quizzes), "sessions" (a session ended or a session version moved), "learner"
 * (a learner's completions, attempts, positions or enrolments; `id` is the user).
 */
export interface Change {
  topic: string;
  id?: number;
}

export interface ChangeFeed {
  /** Tells every other instance; call once the change is committed. Never throws. */
  publish(change: Change): void;
  /**
   * Follows what other instances publish. `onGap` runs when notifications may have been missed
   * (the listening connection was lost and is back): forget everything cached.
   */
  subscribe(onChange: (change: Change) => void, onGap: () => void): void;
  /** Resolves once this instance listens (start of serving). */
  ready(): Promise<void>;
  /** Publications still being sent (tests and shutdown wait for them). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Cache invalidation across instances through PostgreSQL's LISTEN/NOTIFY: each instance
 * invalidates its own caches at once and publishes; the others hear it within milliseconds
 * of the commit. An instance ignores its own publications (it already acted on them).
 */
export function createChangeFeed(
  db: Kysely<Database>,
  notifications: Notifications | undefined,
  log: FastifyBaseLogger,
): ChangeFeed {
  const origin = randomBytes(6).toString("hex");
  const changeListeners: ((change: Change) => void)[] = [];
  const gapListeners: (() => void)[] = [];
  const pending = new Set<Promise<void>>();
  let stop: (() => Promise<void>) | undefined;
  let closed = false;

  const receive = (payload: string) => {
    let message: { o?: unknown; t?: unknown; i?: unknown };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      return;
    }
    if (message.o === origin || typeof message.t !== "string") return;
    const change: Change =
      typeof message.i === "number" ? { topic: message.t, id: message.i } : { topic: message.t };
    for (const listener of changeListeners) listener(change);
  };
  const gap = () => {
    log.warn("change feed reconnected: forgetting every cached answer");
    for (const listener of gapListeners) listener();
  };
  const listening = notifications
    ? notifications.listen(CHANGE_CHANNEL, receive, gap).then((unlisten) => {
        stop = unlisten;
        if (closed) return unlisten();
      })
    : Promise.resolve();
  // A failure to listen surfaces through ready(); nothing else waits on it.
  listening.catch(() => {});

  return {
    publish(change) {
      if (!notifications || closed) return;
      const payload = JSON.stringify({ o: origin, t: change.topic, i: change.id });
      const sending = notify(db, CHANGE_CHANNEL, payload)
        .catch((err: unknown) => log.error({ err, change }, "change not published"))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    subscribe(onChange, onGap) {
      changeListeners.push(onChange);
      gapListeners.push(onGap);
    },
    ready: () => listening,
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      closed = true;
      await Promise.all([...pending]);
      await listening.catch(() => {});
      await stop?.();
    },
  };
}
