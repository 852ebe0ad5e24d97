import { sql } from "kysely";
import { REPLIED, type HandlerMap } from "../http/types.ts";
import type { Services } from "../services.ts";

const DATABASE_CHECK_TIMEOUT_MS = 2000;

export function systemHandlers(services: Services): HandlerMap {
  return {
    async getHealth({ reply }) {
      const up = await Promise.race([
        sql`SELECT 1`.execute(services.db).then(
          () => true,
          () => false,
        ),
        new Promise<boolean>((resolve) =>
          setTimeout(resolve, DATABASE_CHECK_TIMEOUT_MS, false).unref(),
        ),
      ]);
      if (up) return { status: "ok", database: "up" };
      reply.code(503).send({ status: "degraded", database: "down" });
      return REPLIED;
    },
  };
}
