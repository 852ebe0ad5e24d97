import { sql, type Kysely } from "kysely";

/**
 * A counter per user that every access token carries. Raising it (a password reset) refuses
 * every access token issued before, at once, instead of when each one expires.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN session_version integer NOT NULL DEFAULT 0;`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN session_version;`.execute(db);
}
