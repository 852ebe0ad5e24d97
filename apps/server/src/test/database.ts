import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { connectDatabase, type DatabaseHandle } from "../db/connect.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { seed } from "../seed/seed.ts";

/**
 * A database of its own for one test file: a fresh in-memory PGlite, or, when DATABASE_URL is
 * set (scripts/with-postgres.sh), a fresh schema on that server, dropped on close.
 */
export async function createTestDatabase(
  options: { seed?: boolean } = {},
): Promise<DatabaseHandle> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const schema = databaseUrl ? `test_${randomBytes(6).toString("hex")}` : undefined;
  const handle = await connectDatabase({ databaseUrl, schema, poolSize: 25 });
  await migrateToLatest(handle.db, handle.schema);
  if (options.seed !== false) await seed(handle.db, { demoAccounts: true, demoMedia: true });
  if (!schema) return handle;
  return {
    ...handle,
    async close() {
      await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(handle.db);
      await handle.close();
    },
  };
}
