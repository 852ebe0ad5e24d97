import { sql } from "kysely";
import { pendingMigrations } from "../db/migrate.ts";
import { REPLIED, type HandlerMap } from "../http/types.ts";
import type { Services } from "../services.ts";

const CHECK_TIMEOUT_MS = 2000;

/** The check's answer, or `fallback` when it fails or takes longer than CHECK_TIMEOUT_MS. */
function bounded<T>(check: Promise<T>, fallback: T): Promise<T> {
  return Promise.race([
    check.catch(() => fallback),
    new Promise<T>((resolve) => setTimeout(resolve, CHECK_TIMEOUT_MS, fallback).unref()),
  ]);
}

export function systemHandlers(services: Services): HandlerMap {
  const databaseUp = () =>
    bounded(
      sql`SELECT 1`.execute(services.db).then(() => true),
      false,
    );
  return {
    async getHealth({ reply }) {
      if (await databaseUp()) return { status: "ok", database: "up" };
      reply.code(503).send({ status: "degraded", database: "down" });
      return REPLIED;
    },

    async getReady({ reply }) {
      const [database, pending, storage] = await Promise.all([
        databaseUp(),
        bounded(pendingMigrations(services.db, services.database.schema), undefined),
        bounded(
          services.media.check().then((check) => check.ok),
          false,
        ),
      ]);
      const workers = services.lifecycle.state;
      const answer = {
        database: database ? ("up" as const) : ("down" as const),
        migrations:
          pending === undefined
            ? ("unknown" as const)
            : pending.length === 0
              ? ("current" as const)
              : ("pending" as const),
        storage: storage ? ("up" as const) : ("down" as const),
        workers,
      };
      const ready = database && pending?.length === 0 && storage && workers === "running";
      if (ready) return { status: "ready", ...answer };
      reply.code(503).send({ status: "not_ready", ...answer });
      return REPLIED;
    },
  };
}
