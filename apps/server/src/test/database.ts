import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { Kysely } from "kysely";
import { inject } from "vitest";
import { connectDatabase, type DatabaseHandle } from "../db/connect.ts";
import { pgliteNotifications } from "../db/notifications.ts";
import { PGliteDialect } from "../db/pglite-dialect.ts";
import type { Database } from "../db/schema.ts";
import { onServer, withDatabase, type TemplateSet } from "./template.ts";

/**
 * A database of its own for one test file, cloned from the run's template (migrated, and
 * seeded unless `seed: false`): an in-memory PGlite loaded from the template's data folder,
 * or, when DATABASE_URL is set (scripts/with-postgres.sh), a database made with
 * `CREATE DATABASE ... TEMPLATE`, dropped on close.
 */
export async function createTestDatabase(
  options: { seed?: boolean } = {},
): Promise<DatabaseHandle> {
  const templates: TemplateSet = inject("serverTestTemplates");
  const variant = options.seed === false ? "bare" : "seeded";
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (templates.kind === "postgres" && databaseUrl) {
    return clonePostgres(databaseUrl, templates[variant]);
  }
  if (templates.kind !== "pglite") throw new Error("The PGlite template was not built");
  const loadDataDir = new Blob([readFileSync(templates[variant])]);
  const client = await PGlite.create({ loadDataDir });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return {
    db,
    kind: "pglite",
    schema: "public",
    notifications: pgliteNotifications(client, db),
    close: () => db.destroy(),
  };
}

async function clonePostgres(databaseUrl: string, template: string): Promise<DatabaseHandle> {
  const name = `test_${randomBytes(6).toString("hex")}`;
  // Two files cloning the same template at once may find it briefly busy; try again.
  for (let attempt = 1; ; attempt++) {
    try {
      await onServer(databaseUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
      break;
    } catch (error) {
      const busy = error instanceof Error && /being accessed by other users/.test(error.message);
      if (!busy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
  const handle = await connectDatabase({
    databaseUrl: withDatabase(databaseUrl, name),
    poolSize: 25,
  });
  return {
    ...handle,
    async close() {
      await handle.close();
      await onServer(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
