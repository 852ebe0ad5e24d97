import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { RateLimitStore } from "./rate-limit.ts";

const SWEEP_EVERY_MS = 60_000;

/**
 * Fixed-window counters in the database (table rate_limits), shared by every instance behind a
 * load balancer. Each count is one upsert that the database serialises on the key's row, so
 * concurrent attempts on any number of instances each get a different count.
 */
export function createDatabaseRateLimitStore(db: Kysely<Database>): RateLimitStore {
  let lastSweep = 0;

  async function sweep(now: Date) {
    if (now.getTime() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now.getTime();
    await db.deleteFrom("rate_limits").where("reset_at", "<=", now).execute();
  }

  return {
    async increment(key, windowMs, now) {
      await sweep(now);
      const resetAt = new Date(now.getTime() + windowMs);
      const row = await db
        .insertInto("rate_limits")
        .values({ key, count: 1, reset_at: resetAt })
        .onConflict((oc) =>
          oc.column("key").doUpdateSet({
            // A window that has ended starts over; otherwise one more in the current one.
            count: sql<number>`CASE WHEN rate_limits.reset_at <= ${now} THEN 1 ELSE rate_limits.count + 1 END`,
            reset_at: sql<Date>`CASE WHEN rate_limits.reset_at <= ${now} THEN ${resetAt} ELSE rate_limits.reset_at END`,
          }),
        )
        .returning(["count", "reset_at"])
        .executeTakeFirstOrThrow();
      return { count: row.count, resetAt: row.reset_at.getTime() };
    },
    async peek(key, now) {
      const row = await db
        .selectFrom("rate_limits")
        .select(["count", "reset_at"])
        .where("key", "=", key)
        .where("reset_at", ">", now)
        .executeTakeFirst();
      return row
        ? { count: row.count, resetAt: row.reset_at.getTime() }
        : { count: 0, resetAt: now.getTime() };
    },
    async decrement(key, now) {
      await db
        .updateTable("rate_limits")
        .set({ count: sql<number>`count - 1` })
        .where("key", "=", key)
        .where("reset_at", ">", now)
        .where("count", ">", 0)
        .execute();
    },
    async reset(key) {
      await db.deleteFrom("rate_limits").where("key", "=", key).execute();
    },
    async clear(prefix) {
      await db
        .deleteFrom("rate_limits")
        .where(sql<boolean>`left(key, ${prefix.length}) = ${prefix}`)
        .execute();
    },
  };
}
