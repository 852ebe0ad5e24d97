import { sql, type Kysely } from "kysely";

/**
 * One row per one-time seed step that has run on this database (the demo lesson media), so that
 * a step runs once even when several instances start together, and never again after an admin
 * has changed what it wrote.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE seed_runs (
      name text PRIMARY KEY,
      ran_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE seed_runs;`.execute(db);
}
