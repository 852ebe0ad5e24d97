import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { prepareDatabase, STARTUP_LOCK_KEY } from "../database.ts";
import { DEMO_ACCOUNTS } from "../seed/demo-accounts.ts";
import { CATALOGUE } from "../seed/catalogue.ts";
import { onServer, withDatabase } from "../test/template.ts";
import { temporaryFolder } from "../test/temporary-folders.ts";
import { connectDatabase, type DatabaseHandle } from "./connect.ts";

const databaseUrl = process.env.DATABASE_URL || undefined;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A new, empty database: nothing migrated, nothing seeded. */
async function emptyPostgres(url: string): Promise<string> {
  const name = `start_${randomBytes(6).toString("hex")}`;
  await onServer(url, `CREATE DATABASE ${name}`);
  cleanups.push(() => onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  return withDatabase(url, name);
}

function startApp(url: string) {
  const config = loadConfig({
    NODE_ENV: "test",
    DATABASE_URL: url,
    DATA_DIR: temporaryFolder("academy-start-"),
    SEED_DEMO_ACCOUNTS: "true",
  });
  return buildApp({ config, logger: false });
}

async function expectSeededOnce(handle: DatabaseHandle) {
  const courses = await handle.db.selectFrom("courses").select("id").orderBy("id").execute();
  expect(courses.map((c) => c.id)).toEqual(CATALOGUE.map((c) => c.id));
  const users = await handle.db.selectFrom("users").select("email").execute();
  expect(users.map((u) => u.email).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
  const finals = await handle.db
    .selectFrom("quizzes")
    .select("id")
    .where("kind", "=", "final")
    .execute();
  expect(finals).toHaveLength(CATALOGUE.length);
}

// Each engine runs its own case: two processes share only a PostgreSQL server; PGlite is one
// session in one process (its folder lock refuses a second process).
if (databaseUrl) {
  describe("two instances starting together on one PostgreSQL", () => {
    it("both start, and the database is migrated and seeded once", async () => {
      const url = await emptyPostgres(databaseUrl!);
      const apps = await Promise.all([startApp(url), startApp(url)]);
      for (const app of apps) cleanups.push(() => app.close());
      for (const app of apps) {
        const health = await app.inject({ method: "GET", url: "/api/courses" });
        expect(health.statusCode).toBe(200);
      }
      await expectSeededOnce(apps[0]!.services.database);
    });

    it("an instance waits for the startup lock another process holds", async () => {
      const url = await emptyPostgres(databaseUrl!);
      const holder = new pg.Client({ connectionString: url });
      await holder.connect();
      cleanups.push(() => holder.end());
      await holder.query("SELECT pg_advisory_lock($1::bigint)", [STARTUP_LOCK_KEY.toString()]);
      let started = false;
      const starting = startApp(url).then((app) => {
        started = true;
        cleanups.push(() => app.close());
        return app;
      });
      // The instance is queued on the lock (seen by the server), not past it.
      await expect
        .poll(async () => {
          const { rows } = await holder.query<{ waiting: number }>(
            "SELECT count(*)::int AS waiting FROM pg_locks WHERE locktype = 'advisory' AND NOT granted",
          );
          return rows[0]?.waiting;
        })
        .toBe(1);
      expect(started).toBe(false);
      const { rows } = await holder.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM pg_tables WHERE tablename = 'courses'",
      );
      expect(rows[0]?.count).toBe(0);
      await holder.query("SELECT pg_advisory_unlock($1::bigint)", [STARTUP_LOCK_KEY.toString()]);
      const app = await starting;
      await expectSeededOnce(app.services.database);
    });
  });
} else {
  describe("two starts together on one embedded database", () => {
    it("take turns on its one session: migrated and seeded once", async () => {
      const handle = await connectDatabase({});
      cleanups.push(() => handle.close());
      const options = { demoAccounts: true, demoMedia: true };
      await Promise.all([prepareDatabase(handle, options), prepareDatabase(handle, options)]);
      await expectSeededOnce(handle);
      // The lock is released: a later start takes it at once and finds nothing to do.
      await prepareDatabase(handle, options);
      const { rows } = await sql<{
        held: number;
      }>`SELECT count(*)::int AS held FROM pg_locks WHERE locktype = 'advisory'`.execute(handle.db);
      expect(rows[0]?.held).toBe(0);
      // Two fresh PGlite migrations and seeds took over 30 s at a load average of 36 (8 s on a
      // quieter machine): within the project's ceiling for a hang (vitest.config.ts).
    });
  });
}
