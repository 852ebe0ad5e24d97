import path from "node:path";
import { sql } from "kysely";
import type { Config } from "./config.ts";
import { connectDatabase, type DatabaseHandle } from "./db/connect.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { seed, type SeedOptions } from "./seed/seed.ts";
import { demoHistoryConfigured } from "./seed/demo-history-config.ts";

/**
 * The advisory lock every instance holds while it migrates and seeds: several instances
 * starting together on one PostgreSQL take turns, and each one after the first finds the work
 * done (the seed reads what is there before it writes). Any fixed 64-bit number: this one is
 * "academy\0" in ASCII.
 */
export const STARTUP_LOCK_KEY = 0x61636164656d7900n;

/**
 * Opens the configured database (PGlite in DATA_DIR/pglite, or DATABASE_URL), applies pending
 * migrations and loads the seed data that is missing.
 */
export async function openDatabase(config: Config): Promise<DatabaseHandle> {
  const handle = await connectDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, "pglite"),
  });
  try {
    await prepareDatabase(handle, {
      demoAccounts: config.seedDemoAccounts,
      demoMedia: config.seedDemoMedia,
      demoHistory: demoHistoryConfigured(config),
    });
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/**
 * Migrates and seeds on one connection that holds STARTUP_LOCK_KEY throughout. On PGlite (one
 * session, leased one caller at a time) holding the connection is what serialises two callers;
 * the advisory lock is what serialises processes on a PostgreSQL server.
 */
export async function prepareDatabase(handle: DatabaseHandle, options: SeedOptions): Promise<void> {
  await handle.db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${STARTUP_LOCK_KEY.toString()}::bigint)`.execute(connection);
    try {
      await migrateToLatest(connection, handle.schema);
      await seed(connection, options);
    } finally {
      await sql`SELECT pg_advisory_unlock(${STARTUP_LOCK_KEY.toString()}::bigint)`.execute(
        connection,
      );
    }
  });
}
