import type { PGlite } from "@electric-sql/pglite";
import { sql, type Kysely } from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";

/**
 * PostgreSQL's LISTEN/NOTIFY for one channel: what one instance publishes reaches every
 * instance on the same database (itself included), after the publishing transaction commits.
 */
export interface Notifications {
  /**
   * Starts listening. `onPayload` gets every payload; `onGap` is called when the listening
   * connection was lost and is back, so notifications sent meanwhile may have been missed.
   * The returned function stops listening.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onGap: () => void,
  ): Promise<() => Promise<void>>;
}

/** Sends a notification on the database's query layer (committed at once, or with the caller's transaction). */
export async function notify(db: Kysely<Database>, channel: string, payload: string) {
  await sql`SELECT pg_notify(${channel}, ${payload})`.execute(db);
}

const RECONNECT_DELAYS_MS = [250, 500, 1_000, 2_000, 5_000];

/**
 * PostgreSQL: a connection of its own outside the pool (a pooled connection would be handed to
 * queries and lose its LISTEN), reconnected with a short back-off when the server drops it.
 */
export function postgresNotifications(databaseUrl: string): Notifications {
  return {
    async listen(channel, onPayload, onGap) {
      let client: pg.Client | undefined;
      let stopped = false;
      let failures = 0;
      let timer: NodeJS.Timeout | undefined;
      const connect = async (): Promise<void> => {
        const next = new pg.Client({ connectionString: databaseUrl });
        next.on("notification", (message) => {
          if (message.channel === channel) onPayload(message.payload ?? "");
        });
        next.on("error", () => reconnect(next));
        next.on("end", () => reconnect(next));
        await next.connect();
        await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        client = next;
      };
      const reconnect = (lost: pg.Client) => {
        if (stopped || client !== lost) return;
        client = undefined;
        lost.end().catch(() => {});
        const retry = () => {
          const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
          timer = setTimeout(() => {
            if (stopped) return;
            connect().then(
              () => {
                failures = 0;
                onGap();
              },
              () => {
                failures += 1;
                retry();
              },
            );
          }, delay);
          timer.unref();
        };
        retry();
      };
      await connect();
      return async () => {
        stopped = true;
        if (timer) clearTimeout(timer);
        const last = client;
        client = undefined;
        await last?.end().catch(() => {});
      };
    },
  };
}

/**
 * PGlite: one session, so a notification comes back to the session that sent it; LISTEN goes
 * through the query layer so it never lands inside another caller's open transaction.
 */
export function pgliteNotifications(client: PGlite, db: Kysely<Database>): Notifications {
  return {
    async listen(channel, onPayload) {
      const unsubscribe = client.onNotification((from, payload) => {
        if (from === channel) onPayload(payload);
      });
      await sql`LISTEN ${sql.id(channel)}`.execute(db);
      return async () => {
        unsubscribe();
      };
    },
  };
}
