import { sql, type Kysely } from "kysely";

/**
 * Sessions that a purchase minted are told from sessions of a password sign-in (issue 45). A
 * family's `password_at` is when its holder last proved the password (null: a purchase session,
 * which proves nothing about the e-mail); `ends_at` is a purchase session's hard end, however
 * often it is refreshed. Sessions older than this change are taken as purchase sessions, the
 * safe side: a sensitive change asks for the password again, and the next password sign-in of
 * the account ends them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE refresh_tokens
      ADD COLUMN password_at timestamptz,
      ADD COLUMN ends_at timestamptz;
  `.execute(db);
  // The sign-in of a password ends the account's purchase sessions: found by user.
  await sql`
    CREATE INDEX refresh_tokens_purchase_sessions ON refresh_tokens (user_id)
      WHERE password_at IS NULL AND revoked_at IS NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX refresh_tokens_purchase_sessions;`.execute(db);
  await sql`ALTER TABLE refresh_tokens DROP COLUMN ends_at, DROP COLUMN password_at;`.execute(db);
}
