import path from "node:path";
import type { Config } from "./config.ts";
import { connectDatabase, type DatabaseHandle } from "./db/connect.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { seed } from "./seed/seed.ts";

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
    await migrateToLatest(handle.db, handle.schema);
    await seed(handle.db, {
      demoAccounts: config.seedDemoAccounts,
      demoMedia: config.seedDemoMedia,
    });
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
